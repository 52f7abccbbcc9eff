// The exact phrases a player types for each kind of move, so every "what to type" line reads the same.
import { count as plural, DICE } from './plural.ts';
import type { MoveHint } from '../../games/types.ts';
import type { RollPhrases } from '../types.ts';
import { rerollValues, type ButtonPrefixes } from '../shared/move-hints.ts';

const COUNT_PHRASES: Record<number, string> = {
  1: 'бросаю кость',
  2: 'бросаю 2 кости',
  3: 'бросаю 3 кости',
  4: 'бросаю 4 кости',
  5: 'бросаю 5 костей',
};

/** The plain phrase for rolling `count` dice, or the game's own (`own`, its messages' rollPhrases). */
export function rollPhrase(count: number, own: RollPhrases = {}): string {
  const mine = own[count];
  if (mine !== undefined) return mine;
  return COUNT_PHRASES[count] ?? `бросаю ${plural(count, DICE)}`;
}

export function hintPhrase(hint: MoveHint, own: RollPhrases = {}): string {
  switch (hint.type) {
    case 'roll':
      return `«${rollPhrase(hint.count, own)}»`;
    case 'reroll':
      return `переброс: «${rerollExample(hint.hand)}» (назовите свои кости)`;
    case 'pass':
      return '«Пас»';
    case 'bank':
      return '«Хватит»';
    case 'score':
      return '«Записываю в <графу>»';
  }
}

export function hintsPhrase(hints: readonly MoveHint[], own: RollPhrases = {}): string {
  return hints.map((hint) => hintPhrase(hint, own)).join(' или ');
}

/**
 * "Перебрасываю 1 и 4, бросаю 2 кости" with the player's own dice (which ones: shared/move-hints.ts); for a hand one
 * keeps (a poker, a straight, a full house) only the form «Перебрасываю <кости>».
 */
export function rerollExample(hand: readonly number[]): string {
  const values = rerollValues(hand);
  if (values === null) return 'Перебрасываю <кости>';
  return `Перебрасываю ${values.join(' и ')}, ${rollPhrase(values.length)}`;
}

/** The long beginnings of button texts, which a platform with little room for button data sends as a short code. */
export const buttonPrefixes: ButtonPrefixes = { write: 'Записываю в ', reroll: 'Перебрасываю ', roll: 'бросаю ' };
