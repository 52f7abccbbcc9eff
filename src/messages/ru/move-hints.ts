// The exact phrases a player types for each kind of move, so every "what to type" line reads the same.
import { count as plural, DICE } from './plural.ts';
import type { GameId, MoveHint } from '../../games/types.ts';

const COUNT_PHRASES: Record<number, string> = {
  1: 'бросаю кость',
  2: 'бросаю 2 кости',
  3: 'бросаю 3 кости',
  4: 'бросаю 4 кости',
  5: 'бросаю 5 костей',
};

export function rollPhrase(count: number, game?: GameId): string {
  if (game === 'craps' && count === 2) return 'бросаю кости';
  if (game === 'bone_poker' && count === 5) return 'бросаю покер';
  return COUNT_PHRASES[count] ?? `бросаю ${plural(count, DICE)}`;
}

export function hintPhrase(hint: MoveHint, game: GameId): string {
  switch (hint.type) {
    case 'roll':
      return `«${rollPhrase(hint.count, game)}»`;
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

export function hintsPhrase(hints: readonly MoveHint[], game: GameId): string {
  return hints.map((hint) => hintPhrase(hint, game)).join(' или ');
}

/** A hand nobody rerolls from: five of a kind, a straight, a full house. The hint then shows only the form. */
function madeHand(hand: readonly number[]): boolean {
  const counts = [...new Set(hand)].map((v) => hand.filter((d) => d === v).length).sort();
  const sorted = [...hand].sort((a, b) => a - b);
  const straight = counts.length === 5 && sorted[4]! - sorted[0]! === 4;
  return counts.length === 1 || straight || (counts.length === 2 && counts[0] === 2 && counts[1] === 3);
}

/**
 * "Перебрасываю 1 и 4, бросаю 2 кости" with the player's own dice: the lowest values they hold only once (the ones
 * least likely to be kept), or their lowest die when every value is repeated. An example, not advice: for a hand
 * one keeps (a poker, a straight, a full house) only the form «Перебрасываю <кости>».
 */
export function rerollExample(hand: readonly number[]): string {
  if (hand.length === 0) return 'Перебрасываю 2 и 6, бросаю 2 кости';
  if (hand.length === 5 && madeHand(hand)) return 'Перебрасываю <кости>';
  const singles = [...new Set(hand)].filter((v) => hand.indexOf(v) === hand.lastIndexOf(v)).sort((a, b) => a - b);
  const values = singles.length > 0 ? singles.slice(0, 2) : [Math.min(...hand)];
  return `Перебрасываю ${values.join(' и ')}, ${rollPhrase(values.length)}`;
}
