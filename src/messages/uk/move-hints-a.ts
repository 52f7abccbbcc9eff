// TEMPORARY stand-in (translator a's branch only): the Ukrainian move phrases that translator b writes in
// uk/move-hints.ts. It exists so that this branch compiles and its tests run; at the merge, delete this file and
// import from './move-hints.ts' instead (same names, same signatures as ru/move-hints.ts).
import type { GameId, MoveHint } from '../../games/types.ts';
import { count as plural, DICE } from './plural.ts';

export function rollPhrase(count: number, game?: GameId): string {
  if (game === 'craps' && count === 2) return 'кидаю кістки';
  return `кидаю ${plural(count, DICE)}`;
}

export function hintsPhrase(hints: readonly MoveHint[], game: GameId): string {
  return hints
    .map((hint) => {
      switch (hint.type) {
        case 'roll':
          return `«${rollPhrase(hint.count, game)}»`;
        case 'reroll':
          return 'перекидання: «перекидаю 2 і 6» (назвіть свої кубики)';
        case 'pass':
          return '«пас»';
        case 'bank':
          return '«досить»';
        case 'score':
          return '«записую в <графу>»';
      }
    })
    .join(' або ');
}
