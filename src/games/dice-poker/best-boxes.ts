// Ranking the free boxes for the current dice: for the "Лучшее: …" line, the buttons and turn timeouts.
//
// Best first = most points first. **Decision:** among boxes that score the same (22 in pair, three of a kind, four
// of a kind and chance), the box whose typical worth over a game is lowest comes first, so a timeout spends the box
// that is hardest to fill well and keeps chance as the last resort. For a 0 (nothing fits) this puts ones first,
// then twos, threes and four of a kind: the cheap boxes to give up. The worths are rough averages a box ends up with
// in play, good enough to break ties, not a strategy.
import { BOXES, type DicePokerBox } from './boxes.ts';
import { allowedBoxes, pointsFor } from './joker.ts';
import type { DicePokerState } from './state.ts';
import { entryOf } from '../with-entry.ts';

/** Rough points a box ends up holding over a game of decent play (also the greedy computer player's price of a box). */
export const TYPICAL_WORTH: Record<DicePokerBox, number> = {
  ones: 2,
  twos: 5,
  threes: 8,
  fours: 11,
  fives: 14,
  sixes: 17,
  pair: 20,
  two_pairs: 17,
  three_kind: 15,
  four_kind: 8,
  full_house: 16,
  small_straight: 18,
  large_straight: 14,
  poker: 12,
  chance: 22,
};

export interface BoxOption {
  box: DicePokerBox;
  points: number;
}

/**
 * The free boxes `player` may write the current dice to (the joker rule respected), with their points, best first;
 * at most `n` (all when n is omitted). Empty when it is not the player's turn or they have not rolled yet.
 */
export function bestFreeBoxes(state: DicePokerState, player: string, n: number = BOXES.length): BoxOption[] {
  const sheet = entryOf(state.sheets, player);
  if (state.over || state.current !== player || !sheet || state.turn.rolls === 0) return [];
  const dice = state.turn.dice;
  return allowedBoxes(sheet, dice)
    .map((box) => ({ box, points: pointsFor(sheet, dice, box) }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        TYPICAL_WORTH[a.box] - TYPICAL_WORTH[b.box] ||
        BOXES.indexOf(a.box) - BOXES.indexOf(b.box),
    )
    .slice(0, n);
}
