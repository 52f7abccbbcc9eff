// Dice Poker without the solver's table: a decent greedy policy, so a bot never waits for the table to be built.
//
// It looks ahead over the rolls left in this turn only. Writing `dice` into a box is worth the points minus what that
// box is typically worth over a game (so three 2s do not go into chance, and a 0 goes where it costs least), plus a
// share of the upper bonus for upper boxes, plus the 100-point poker bonus. Rerolls are chosen exactly for that
// value: the expected best write over every keep (a multiset of the held dice) and every outcome, computed once per
// decision over the 252 possible hands and 462 possible keeps (dice-tables.ts).
import { TYPICAL_WORTH } from '../../games/dice-poker/best-boxes.ts';
import { BOXES, isUpperBox, type DicePokerBox } from '../../games/dice-poker/boxes.ts';
import { POKER_BONUS, POKER_POINTS, UPPER_BONUS, UPPER_BONUS_ABOVE } from '../../games/dice-poker/constants.ts';
import { allowedBoxes, pointsFor } from '../../games/dice-poker/joker.ts';
import { fiveOfAKind } from '../../games/dice-poker/score-box.ts';
import type { DicePokerState, Sheet } from '../../games/dice-poker/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { diceTables, sortedKey } from './dice-tables.ts';
import { entryOf } from '../../games/with-entry.ts';

/** Upper points count this much more: they lead towards the bonus (35 for more than 63). */
const UPPER_WEIGHT = 1 + UPPER_BONUS / (UPPER_BONUS_ABOVE + 1);

export function greedyDicePokerAction(state: DicePokerState, player: PlayerId): Action | null {
  const sheet = entryOf(state.sheets, player);
  if (!sheet || state.current !== player || state.over) return null;
  const turn = state.turn;
  if (turn.rolls === 0) return { type: 'roll', player, count: 5 };
  const hand = turn.dice;
  const write = bestWrite(sheet, hand);
  const rollsLeft = 3 - turn.rolls;
  if (rollsLeft > 0) {
    const plan = bestKeep(sheet, hand, rollsLeft);
    if (plan.reroll.length > 0 && plan.expected > write.value + 1e-9) {
      return { type: 'roll', player, count: plan.reroll.length, reroll: plan.reroll };
    }
  }
  return { type: 'score', player, box: write.box };
}

/** The box to write `dice` to and what that is worth by the policy's measure. */
export function bestWrite(sheet: Sheet, dice: readonly number[]): { box: DicePokerBox; value: number } {
  let best: { box: DicePokerBox; value: number } | null = null;
  const pokerBonus = fiveOfAKind(dice) !== null && sheet.poker === POKER_POINTS ? POKER_BONUS : 0;
  for (const box of allowedBoxes(sheet, dice)) {
    const points = pointsFor(sheet, dice, box);
    const value = (isUpperBox(box) ? points * UPPER_WEIGHT - TYPICAL_WORTH[box] * 0.6 : points - TYPICAL_WORTH[box]) + pokerBonus;
    if (!best || value > best.value || (value === best.value && BOXES.indexOf(box) < BOXES.indexOf(best.box))) {
      best = { box, value };
    }
  }
  return best ?? { box: BOXES[0], value: -Infinity };
}

/**
 * The keep with the best expected value over the rolls left, as the dice to reroll. Values are computed bottom-up
 * over the dice tables: a hand with no rolls left is worth its best write; a keep is worth the mean over the next
 * die; a hand with rolls left is worth the better of writing and its best keep.
 */
function bestKeep(sheet: Sheet, hand: readonly number[], rollsLeft: number): { reroll: number[]; expected: number } {
  const t = diceTables();
  const write = new Float64Array(t.hands.length);
  t.hands.forEach((h, i) => (write[i] = bestWrite(sheet, h).value));
  let handValue = write;
  let keepValue = new Float64Array(t.keeps.length);
  for (let step = 0; step < rollsLeft; step++) {
    keepValue = new Float64Array(t.keeps.length);
    for (let k = 0; k < t.keeps.length; k++) {
      // keeps are ordered five dice first, so every keep a die grows into is already valued
      if (t.keepHand[k] >= 0) keepValue[k] = handValue[t.keepHand[k]];
      else {
        let sum = 0;
        for (let f = 0; f < 6; f++) sum += keepValue[t.grow[k * 6 + f]];
        keepValue[k] = sum / 6;
      }
    }
    if (step === rollsLeft - 1) break;
    const next = new Float64Array(t.hands.length);
    for (let h = 0; h < t.hands.length; h++) {
      let best = write[h];
      for (const k of t.handKeeps[h]) if (keepValue[k] > best) best = keepValue[k];
      next[h] = best;
    }
    handValue = next;
  }
  const h = t.handIndex.get(sortedKey(hand))!;
  let best = { reroll: [] as number[], expected: -Infinity };
  for (const k of t.handKeeps[h]) {
    if (keepValue[k] > best.expected + 1e-12) best = { reroll: without(hand, t.keeps[k]), expected: keepValue[k] };
  }
  return best;
}

/** `hand` minus the multiset `keep`, sorted: the dice to reroll. */
function without(hand: readonly number[], keep: readonly number[]): number[] {
  const rest = [...hand];
  for (const d of keep) rest.splice(rest.indexOf(d), 1);
  return rest.sort((a, b) => a - b);
}
