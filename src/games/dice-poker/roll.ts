// Rolling: the first roll of five, and the rerolls of named dice after roll 1 and 2.
import type { Action, DiceRoller, MoveResult } from '../types.ts';
import { DICE, ROLLS_PER_TURN } from './constants.ts';
import type { DicePokerEvent } from './events.ts';
import { keptDice, valuesNotHeld } from '../dice-multiset.ts';
import { jokerBoxes } from './joker.ts';
import { fiveOfAKind } from './score-box.ts';
import { applied, reject, rollChecked } from '../engine-helpers.ts';
import { dicePokerState, type DicePokerState } from './state.ts';
import { entryOf } from '../with-entry.ts';

type RollAction = Extract<Action, { type: 'roll' }>;
type RerollAction = Extract<Action, { type: 'reroll' }>;

/** "Перебрасываю 4, 5 и 1" alone: checks the named values and keeps them pending for the next roll. */
export function applyReroll(state: DicePokerState, action: RerollAction): MoveResult<DicePokerState, DicePokerEvent> {
  const turn = state.turn;
  if (turn.rolls === 0) return reject('move_not_allowed');
  if (turn.rolls >= ROLLS_PER_TURN) return reject('no_rolls_left');
  if (action.values.length === 0) return reject('move_not_allowed');
  const missing = valuesNotHeld(turn.dice, action.values);
  if (missing.length > 0) return reject('values_not_held', { values: missing });
  const values = [...action.values];
  const events: DicePokerEvent[] = [
    { type: 'reroll_named', player: action.player, values, kept: keptDice(turn.dice, values) },
  ];
  return applied({ state: dicePokerState(state, { turn: { rolls: turn.rolls, dice: turn.dice, reroll: values } }), events });
}

/**
 * "бросаю N костей", optionally with the values to reroll named in the same message (these win over values named
 * earlier). After roll 1 and 2, a roll of five with nothing named rerolls all five; fewer needs the dice named.
 */
export function applyRoll(state: DicePokerState, action: RollAction, dice: DiceRoller): MoveResult<DicePokerState, DicePokerEvent> {
  const turn = state.turn;
  const namedNow = action.reroll && action.reroll.length > 0 ? action.reroll : null;

  let rerolled: number[] | null; // null = the turn's first roll
  if (turn.rolls === 0) {
    if (namedNow) return reject('move_not_allowed');
    if (action.count !== DICE) return reject('wrong_dice_count', { expected: DICE, got: action.count });
    rerolled = null;
  } else if (turn.rolls >= ROLLS_PER_TURN) {
    return reject('no_rolls_left');
  } else if (namedNow) {
    const missing = valuesNotHeld(turn.dice, namedNow);
    if (missing.length > 0) return reject('values_not_held', { values: missing });
    if (action.count !== namedNow.length) {
      return reject('reroll_count_mismatch', { named: namedNow.length, count: action.count });
    }
    rerolled = namedNow;
  } else if (turn.reroll) {
    if (action.count !== turn.reroll.length) {
      return reject('wrong_dice_count', { expected: turn.reroll.length, got: action.count });
    }
    rerolled = turn.reroll;
  } else if (action.count === DICE) {
    rerolled = turn.dice;
  } else if (action.count >= 1 && action.count < DICE) {
    return reject('name_dice_first');
  } else {
    return reject('wrong_dice_count', { expected: DICE, got: action.count });
  }

  // Every check passed: only now are the dice rolled.
  const kept = rerolled ? keptDice(turn.dice, rerolled) : [];
  const fresh = rollChecked(dice, rerolled ? rerolled.length : DICE);
  const hand = [...kept, ...fresh];
  const rolls = turn.rolls + 1;

  // RULES §1: `dice` are the dice this roll threw, `kept` the ones held back (none on the turn's first roll).
  const events: DicePokerEvent[] = [
    rerolled
      ? { type: 'roll', player: action.player, dice: fresh, kept, rollsLeft: ROLLS_PER_TURN - rolls }
      : { type: 'roll', player: action.player, dice: fresh, rollsLeft: ROLLS_PER_TURN - rolls },
  ];
  const joker = jokerBoxes(entryOf(state.sheets, action.player)!, hand);
  if (joker) events.push({ type: 'joker', player: action.player, face: fiveOfAKind(hand)!, boxes: joker });

  return applied({ state: dicePokerState(state, { turn: { rolls, dice: hand, reroll: null } }), events });
}
