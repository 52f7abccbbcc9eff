// The barrel (`barrel: points`): 880+ sits there, cannot bank, has three turns to reach 1000.
import type { ThousandEvent } from './events.ts';
import { BARREL_FROM, penalize } from './score-changes.ts';
import { BARREL_TURNS, type ThousandPlayer, type ThousandState } from './state.ts';

const FALL_POINTS = 100;
const ZEROING_FALL = 3;

/** Step 4 of a bank: a banker now at 880+ climbs on, and everyone already sitting there falls off. */
export function climbAfterBank(state: ThousandState, banker: ThousandPlayer, events: ThousandEvent[]): void {
  if (state.settings.barrel !== 'points' || banker.score < BARREL_FROM) return;
  const sitting = state.players.filter((p) => p !== banker && p.barrel !== null);
  banker.barrel = BARREL_TURNS;
  events.push({ type: 'barrel', player: banker.id, status: 'on', reason: 'climb', turns: BARREL_TURNS });
  for (const player of sitting) fall(state, player, events, banker.id);
}

/** A turn on the barrel ended without 1000: one turn fewer; after the third, the player falls. */
export function failedBarrelTurn(state: ThousandState, player: ThousandPlayer, events: ThousandEvent[]): void {
  if (player.barrel === null) return;
  const left = player.barrel - 1;
  if (left > 0) {
    player.barrel = left;
    events.push({ type: 'barrel_turn', player: player.id, turns_left: left });
    return;
  }
  fall(state, player, events);
}

/**
 * Falling off: −100, or 0 on the third fall (then the count starts again). Still 880+ → sits again with three new
 * turns, and that climb knocks nobody off.
 */
function fall(state: ThousandState, player: ThousandPlayer, events: ThousandEvent[], by?: string): void {
  player.barrel = null;
  const falls = player.falls + 1;
  player.falls = falls === ZEROING_FALL ? 0 : falls;
  const extra = by === undefined ? { falls } : { falls, by };
  penalize(state, player, 'barrel_fall', falls === ZEROING_FALL ? 'to_zero' : FALL_POINTS, events, extra);
  if (player.score >= BARREL_FROM) {
    player.barrel = BARREL_TURNS;
    events.push({ type: 'barrel', player: player.id, status: 'on', reason: 'again', turns: BARREL_TURNS });
  } else {
    events.push({ type: 'barrel', player: player.id, status: 'off', reason: 'fall' });
  }
}
