// A turn that ends with nothing banked: the turn points burn, and a bolt, a barrel turn or a mark follows.
import { failedBarrelTurn } from './barrel.ts';
import type { ThousandEvent } from './events.ts';
import { penalize, pitExit } from './score-changes.ts';
import { currentPlayer, type ThousandPlayer, type ThousandState } from './state.ts';

const BOLTS_FOR_PENALTY = 3;
const MARKS_FOR_PENALTY = 6;
const PENALTY_POINTS = 100;

export type BustReason = 'no_score' | 'overshoot' | 'timeout';

/**
 * Burns the current turn. An overshoot (`barrel: open`) gives a mark instead of a bolt; otherwise a turn on the
 * barrel counts down, and a bolt is given unless the player has not opened or sits in a pit. The caller passes the
 * turn on.
 */
export function bustTurn(state: ThousandState, reason: BustReason, events: ThousandEvent[]): void {
  const player = currentPlayer(state);
  events.push({ type: 'bust', player: player.id, reason, lost: state.turn.total });
  if (reason === 'overshoot') {
    addMark(state, player, events);
  } else if (player.barrel !== null) {
    failedBarrelTurn(state, player, events);
  } else if (state.settings.bolts === 'on' && player.opened && pitExit(state, player.score) === null) {
    addBolt(state, player, events);
  }
}

function addBolt(state: ThousandState, player: ThousandPlayer, events: ThousandEvent[]): void {
  const bolts = player.bolts + 1;
  events.push({ type: 'bolt', player: player.id, bolts });
  player.bolts = bolts === BOLTS_FOR_PENALTY ? 0 : bolts;
  if (bolts === BOLTS_FOR_PENALTY) penalize(state, player, 'bolts', PENALTY_POINTS, events);
}

function addMark(state: ThousandState, player: ThousandPlayer, events: ThousandEvent[]): void {
  const marks = player.marks + 1;
  events.push({ type: 'mark', player: player.id, marks });
  player.marks = marks === MARKS_FOR_PENALTY ? 0 : marks;
  if (marks === MARKS_FOR_PENALTY) penalize(state, player, 'marks', PENALTY_POINTS, events);
}
