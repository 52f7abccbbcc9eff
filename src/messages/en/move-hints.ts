// The exact English phrases a player types for each kind of move, so every "what to type" line reads the same.
import type { MoveHint } from '../../games/types.ts';
import type { RollPhrases } from '../types.ts';
import { rerollValues, type ButtonPrefixes } from '../shared/move-hints.ts';
import { count, DICE } from './plural.ts';

/** The plain phrase for rolling `dice` dice, or the game's own (`own`, its messages' rollPhrases). */
export function rollPhrase(dice: number, own: RollPhrases = {}): string {
  const mine = own[dice];
  if (mine !== undefined) return mine;
  return `roll ${count(dice, DICE)}`;
}

export function hintPhrase(hint: MoveHint, own: RollPhrases = {}): string {
  switch (hint.type) {
    case 'roll':
      return `“${rollPhrase(hint.count, own)}”`;
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

export function hintsPhrase(hints: readonly MoveHint[], own: RollPhrases = {}): string {
  return hints.map((hint) => hintPhrase(hint, own)).join(' or ');
}

/** "reroll 1 4" with the player's own dice (which ones: shared/move-hints.ts); for a made hand only the form. */
export function rerollExample(hand: readonly number[]): string {
  const values = rerollValues(hand);
  return values === null ? 'reroll <dice>' : `reroll ${values.join(' ')}`;
}

/** The long beginnings of button texts, which a platform with little room for button data sends as a short code. */
export const buttonPrefixes: ButtonPrefixes = { write: 'Score ', reroll: 'reroll ', roll: 'roll ' };
