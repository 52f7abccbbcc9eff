// TEMPORARY stand-in (translator a's branch only) for `writePhrase` of en/dice-poker.ts, which translator b writes.
// At the merge, delete this file and import writePhrase from './dice-poker.ts'.
import type { DicePokerBox } from '../../games/dice-poker/index.ts';

const INTO: Record<DicePokerBox, string> = {
  ones: 'ones', twos: 'twos', threes: 'threes', fours: 'fours', fives: 'fives', sixes: 'sixes',
  pair: 'pair', two_pairs: 'two pairs', three_kind: 'three of a kind', four_kind: 'four of a kind',
  full_house: 'full house', small_straight: 'small straight', large_straight: 'large straight', poker: 'poker',
  chance: 'chance',
};

export function writePhrase(box: DicePokerBox): string {
  return `Score ${INTO[box]}`;
}
