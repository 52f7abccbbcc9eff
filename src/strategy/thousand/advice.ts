// The hint for the player on turn in 1000: bank or roll, with the numbers behind it. Pure; the renderer words it.
import { GOAL } from '../../games/thousand/score-changes.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { PlayerId } from '../../games/types.ts';
import type { ThousandPolicy } from './policy.ts';
import { POINT_UNIT } from './roll-outcomes.ts';

export interface ThousandAdvice {
  best: 'roll' | 'bank';
  /** dice the next roll must have */
  dice: number;
  /** chance that the next roll scores nothing (the turn burns) */
  emptyChance: number;
  /** `barrel: open` only: chance that the next roll passes 1000 (burned, a mark); 0 otherwise */
  overshootChance: number;
  /** the expected change of the turn total from the next roll: the points it may add, minus the total it may burn */
  expectedGain: number;
  /** expected turns after this one to reach the goal when rolling on and playing best */
  rollTurns: number;
  /** the same when saying "Хватит" now; null when the rules refuse it */
  bankTurns: number | null;
  goal: number;
}

/** Advice for `player` if it is their turn in a running game (null otherwise, or for an unknown position). */
export function thousandAdvice(policy: ThousandPolicy, state: ThousandState, player: PlayerId): ThousandAdvice | null {
  if (state.winners !== null) return null;
  const me = state.players[state.current];
  if (!me || me.id !== player) return null;
  const choice = policy.choices(me, state.turn);
  if (!choice) return null;
  const outcomes = policy.model.outcomes[choice.dice];
  const room = (GOAL - me.score - state.turn.total) / POINT_UNIT;
  let added = 0;
  let overshoot = 0;
  for (let i = 0; i < outcomes.prob.length; i++) {
    added += outcomes.prob[i] * outcomes.points[i] * POINT_UNIT;
    if (policy.model.exact && outcomes.points[i] > room) overshoot += outcomes.prob[i];
  }
  return {
    best: choice.best,
    dice: choice.dice,
    emptyChance: outcomes.pZero,
    overshootChance: overshoot,
    expectedGain: added - outcomes.pZero * state.turn.total,
    rollTurns: choice.roll,
    bankTurns: choice.bank,
    goal: GOAL,
  };
}
