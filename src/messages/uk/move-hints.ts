// The exact Ukrainian phrases a player types for each kind of move, so every "what to type" line reads the same.
import type { MoveHint } from '../../games/types.ts';
import type { RollPhrases } from '../types.ts';
import { rerollValues, type ButtonPrefixes } from '../shared/move-hints.ts';
import { count, DICE } from './plural.ts';

/** The plain phrase for rolling `dice` dice, or the game's own (`own`, its messages' rollPhrases). */
export function rollPhrase(dice: number, own: RollPhrases = {}): string {
  const mine = own[dice];
  if (mine !== undefined) return mine;
  if (dice === 1) return 'кидаю кубик';
  return `кидаю ${count(dice, DICE)}`;
}

export function hintPhrase(hint: MoveHint, own: RollPhrases = {}): string {
  switch (hint.type) {
    case 'roll':
      return `«${rollPhrase(hint.count, own)}»`;
    case 'reroll':
      return `перекидання: «${rerollExample(hint.hand)}» (назвіть свої кубики)`;
    case 'pass':
      return '«Пас»';
    case 'bank':
      return '«Досить»';
    case 'score':
      return '«Записую в <графу>»';
  }
}

export function hintsPhrase(hints: readonly MoveHint[], own: RollPhrases = {}): string {
  return hints.map((hint) => hintPhrase(hint, own)).join(' або ');
}

/** «Перекидаю 1 і 4» with the player's own dice (which ones: shared/move-hints.ts); for a made hand only the form. */
export function rerollExample(hand: readonly number[]): string {
  const values = rerollValues(hand);
  return values === null ? 'Перекидаю <кубики>' : `Перекидаю ${values.join(' і ')}`;
}

/** The long beginnings of button texts, which a platform with little room for button data sends as a short code. */
export const buttonPrefixes: ButtonPrefixes = { write: 'Записую в ', reroll: 'Перекидаю ', roll: 'кидаю ' };
