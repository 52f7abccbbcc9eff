// The exact English phrases a player types for each kind of move, so every "what to type" line reads the same.
import type { GameId, MoveHint } from '../../games/types.ts';
import { rerollValues } from '../shared/move-hints.ts';
import { count, DICE } from './plural.ts';

export function rollPhrase(dice: number, game?: GameId): string {
  if (game === 'craps' && dice === 2) return 'roll dice';
  return `roll ${count(dice, DICE)}`;
}

export function hintPhrase(hint: MoveHint, game: GameId): string {
  switch (hint.type) {
    case 'roll':
      return `“${rollPhrase(hint.count, game)}”`;
    case 'reroll':
      return `reroll: “${rerollExample(hint.hand)}” (name your own dice)`;
    case 'pass':
      return '“pass”';
    case 'bank':
      return '“bank”';
    case 'score':
      return '“score <box>”';
  }
}

export function hintsPhrase(hints: readonly MoveHint[], game: GameId): string {
  return hints.map((hint) => hintPhrase(hint, game)).join(' or ');
}

/** "reroll 1 4" with the player's own dice (which ones: shared/move-hints.ts); for a made hand only the form. */
export function rerollExample(hand: readonly number[]): string {
  const values = rerollValues(hand);
  return values === null ? 'reroll <dice>' : `reroll ${values.join(' ')}`;
}
