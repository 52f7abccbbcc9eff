// TEMPORARY stand-in (translator a's branch only) for `writePhrase` of uk/dice-poker.ts, which translator b writes.
// At the merge, delete this file and import writePhrase from './dice-poker.ts'.
import type { DicePokerBox } from '../../games/dice-poker/index.ts';

const INTO: Record<DicePokerBox, string> = {
  ones: 'одиниці', twos: 'двійки', threes: 'трійки', fours: 'четвірки', fives: "п'ятірки", sixes: 'шістки',
  pair: 'пару', two_pairs: 'дві пари', three_kind: 'трійку', four_kind: 'каре', full_house: 'фул-хаус',
  small_straight: 'малий стріт', large_straight: 'великий стріт', poker: 'покер', chance: 'шанс',
};

export function writePhrase(box: DicePokerBox): string {
  return `Записую в ${INTO[box]}`;
}
