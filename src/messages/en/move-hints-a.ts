// TEMPORARY stand-in (translator a's branch only): the English move phrases that translator b writes in
// en/move-hints.ts. It exists so that this branch compiles and its tests run; at the merge, delete this file and
// import from './move-hints.ts' instead (same names, same signatures as ru/move-hints.ts).
import type { GameId, MoveHint } from '../../games/types.ts';

export function rollPhrase(count: number, game?: GameId): string {
  if (game === 'craps' && count === 2) return 'roll dice';
  return count === 1 ? 'roll 1 die' : `roll ${count} dice`;
}

export function hintsPhrase(hints: readonly MoveHint[], game: GameId): string {
  return hints
    .map((hint) => {
      switch (hint.type) {
        case 'roll':
          return `«${rollPhrase(hint.count, game)}»`;
        case 'reroll':
          return 'a reroll: «reroll 2 6» (name your own dice)';
        case 'pass':
          return '«pass»';
        case 'bank':
          return '«stop»';
        case 'score':
          return '«score <box>»';
      }
    })
    .join(' or ');
}
