// "Записываю в <box>": writing the turn's dice into a box, the bonuses, and passing the turn.
import type { Action, MoveResult } from '../types.ts';
import { isBox, isUpperBox } from './boxes.ts';
import { POKER_BONUS, UPPER_BONUS, UPPER_BONUS_ABOVE } from './constants.ts';
import type { DicePokerEvent } from './events.ts';
import { jokerBoxes, pointsFor } from './joker.ts';
import { applied, reject } from '../engine-helpers.ts';
import { totalOf, upperSum } from './sheet.ts';
import { dicePokerState, type DicePokerState } from './state.ts';
import { nextAfter } from '../turn-order.ts';
import { finishIfDone, freshTurn } from './next-turn.ts';
import { withEntry, entryOf } from '../with-entry.ts';

type ScoreAction = Extract<Action, { type: 'score' }>;

export function applyScore(state: DicePokerState, action: ScoreAction): MoveResult<DicePokerState, DicePokerEvent> {
  const { player, box } = action;
  const { dice, rolls } = state.turn;
  const sheet = entryOf(state.sheets, player)!;
  if (rolls === 0) return reject('roll_first');
  if (!isBox(box)) return reject('unknown_box', { box });
  if (sheet[box] !== null) return reject('box_taken', { box });
  const joker = jokerBoxes(sheet, dice);
  if (joker && !joker.includes(box)) return reject('joker_box_required', { boxes: joker });

  const points = pointsFor(sheet, dice, box);
  const newSheet = withEntry<number | null>(sheet, box, points) as typeof sheet;
  const bonus = joker ? POKER_BONUS : 0;
  const scored = dicePokerState(state, {
    sheets: withEntry(state.sheets, player, newSheet),
    pokerBonus: withEntry(state.pokerBonus, player, (entryOf(state.pokerBonus, player) ?? 0) + bonus),
  });

  const events: DicePokerEvent[] = [{ type: 'scored', player, box, points, total: totalOf(scored, player) }];
  if (joker) events.push({ type: 'bonus', player, kind: 'poker', points: POKER_BONUS });
  if (isUpperBox(box) && upperSum(sheet) <= UPPER_BONUS_ABOVE && upperSum(newSheet) > UPPER_BONUS_ABOVE) {
    events.push({ type: 'bonus', player, kind: 'upper', points: UPPER_BONUS });
  }

  const next = dicePokerState(scored, { current: nextAfter(scored.players, player), turn: freshTurn() });
  const finished = finishIfDone(next);
  if (finished) return applied({ state: finished.state, events: [...events, finished.event] });
  return applied({ state: next, events });
}
