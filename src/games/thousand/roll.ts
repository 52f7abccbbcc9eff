// A roll of the dice left: score it, set the scoring dice aside, and see whether the turn reached 1000.
import { bustTurn } from './bust.ts';
import type { ThousandEvent } from './events.ts';
import { GOAL } from './score-changes.ts';
import { scoreRoll } from './score-roll.ts';
import { currentPlayer, finish, passTurn, type ThousandState } from './state.ts';

export function applyRoll(state: ThousandState, dice: number[], events: ThousandEvent[]): void {
  const player = currentPlayer(state);
  const turn = state.turn;
  const result = scoreRoll(dice, state.settings);
  events.push({ type: 'roll', player: player.id, dice });

  if (result.points === 0) {
    bustTurn(state, 'no_score', events);
    passTurn(state);
    return;
  }

  const left = turn.diceLeft - result.scoring.length;
  turn.total += result.points;
  turn.rolls += 1;
  turn.rerollOwed = left === 0;
  turn.diceLeft = left === 0 ? 5 : left;
  events.push({
    type: 'turn_score',
    player: player.id,
    points: result.points,
    turn_total: turn.total,
    dice_left: turn.diceLeft,
    scoring: result.scoring,
    combos: result.combos,
    reroll_owed: turn.rerollOwed,
  });

  // Decision: reaching the goal wins at once — no "Хватит", no owed re-roll, whatever else would forbid banking.
  const reach = player.score + turn.total;
  const exact = state.settings.barrel === 'open';
  if (reach === GOAL || (reach > GOAL && !exact)) {
    player.score = reach;
    player.barrel = null;
    events.push(finish(state, [player.id]));
  } else if (reach > GOAL) {
    bustTurn(state, 'overshoot', events);
    passTurn(state);
  }
}
