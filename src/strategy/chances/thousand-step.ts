// 1000 for playouts: one private copy of the state that a playout changes in place, rather than
// `thousandEngine.apply`, which deep-copies the whole state and builds a result per move (most of a playout's time).
// A roll is the engine's roll.ts written lean — the roll's score looked up by its dice (a roll of five has 252
// multisets) instead of finding its combinations every time; a bank and a burnt turn are the engine's own steps
// (bankTurn, bustTurn: they are rare and carry the dump truck, overtaking and the barrel). The checks are the
// engine's for a move by the player on turn — a roll of the dice left, a bank the rules allow — so a playout goes
// exactly as it would through the engine (test/strategy/chances/thousand-step.test.ts plays seeded games both ways,
// with every setting, and compares every state).
//
// What it leaves out: the score log (`history`, for the race chart) is not kept (nobody leaves a playout, so the
// places do not need it), and the events are thrown away.
import { bankRefusal, bankTurn } from '../../games/thousand/bank.ts';
import { bustTurn } from '../../games/thousand/bust.ts';
import type { ThousandEvent } from '../../games/thousand/events.ts';
import { GOAL } from '../../games/thousand/score-changes.ts';
import { scoreRoll } from '../../games/thousand/score-roll.ts';
import { currentPlayer, finish, freshTurn, type ThousandState } from '../../games/thousand/state.ts';
import { nextAfter } from '../../games/turn-order.ts';
import type { Action, DiceRoller } from '../../games/types.ts';

/** Events the rule steps push; nobody reads them here, so one array is emptied and reused. */
const sink: ThousandEvent[] = [];

/** A playout's own copy of the position (the caller's state is never changed). */
export function thousandPlayoutCopy(state: ThousandState): ThousandState {
  return { ...structuredClone(state), history: '' };
}

/**
 * Applies the move of the player on turn to `state` in place; false (and no change) where the engine would refuse
 * it. Only for the player on turn in a running game: the engine's gate (game over, not in the game, not one's turn,
 * a forfeit) is the caller's to respect.
 */
export function thousandStepInPlace(state: ThousandState, action: Action, dice: DiceRoller): boolean {
  sink.length = 0;
  switch (action.type) {
    case 'roll':
      if (action.count !== state.turn.diceLeft) return false;
      rollInPlace(state, dice.roll(action.count));
      break;
    case 'bank':
      if (bankRefusal(state) !== null) return false;
      bankTurn(state, sink);
      pass(state);
      break;
    case 'end_turn':
      bustTurn(state, 'timeout', sink);
      pass(state);
      break;
    default:
      return false;
  }
  return true;
}

/** roll.ts's applyRoll without its events: score, set the scoring dice aside, bust, or reach 1000. */
function rollInPlace(state: ThousandState, rolled: number[]): void {
  const player = currentPlayer(state);
  const turn = state.turn;
  const code = scoreCode(rolled, state.settings);
  const points = code >> 3;
  if (points === 0) {
    bustTurn(state, 'no_score', sink);
    pass(state);
    return;
  }
  const left = turn.diceLeft - (code & 7);
  turn.total += points;
  turn.rolls += 1;
  turn.rerollOwed = left === 0;
  turn.diceLeft = left === 0 ? 5 : left;
  const reach = player.score + turn.total;
  const exact = state.settings.barrel === 'open';
  if (reach === GOAL || (reach > GOAL && !exact)) {
    player.score = reach;
    player.barrel = null;
    finish(state, [player.id]);
  } else if (reach > GOAL) {
    bustTurn(state, 'overshoot', sink);
    pass(state);
  }
}

/** passTurn without the score log: the next player in join order, a fresh turn. */
function pass(state: ThousandState): void {
  state.current = state.players.indexOf(nextAfter(state.players, currentPlayer(state)));
  state.turn = freshTurn();
}

/** Roll scores by scoring rules and dice: points × 8 + dice that scored (a roll's score depends on its multiset). */
const scores = new Map<string, Map<number, number>>();

function scoreCode(rolled: number[], settings: ThousandState['settings']): number {
  const rules = `${settings.scoring}|${settings.straights}`;
  let known = scores.get(rules);
  if (!known) scores.set(rules, (known = new Map()));
  // the counts of each face as base-8 digits, plus the dice count: one number per multiset
  let key = rolled.length;
  for (const d of rolled) key += 8 ** d;
  let code = known.get(key);
  if (code === undefined) {
    const result = scoreRoll(rolled, settings);
    code = result.points * 8 + result.scoring.length;
    known.set(key, code);
  }
  return code;
}
