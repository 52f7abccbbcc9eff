// "Хватит": whether a turn may be banked now, and the order of effects when it is (RULES.md §5, Decision).
import type { Rejection } from '../types.ts';
import { climbAfterBank } from './barrel.ts';
import type { ThousandEvent } from './events.ts';
import { afterChange, penalize, pitExit } from './score-changes.ts';
import { openThreshold } from './settings.ts';
import { currentPlayer, type ThousandState } from './state.ts';

const OVERTAKE_POINTS = 50;

/**
 * Why the current player may not bank now, or null when they may. `need` is the turn total that would allow it,
 * `have` the turn total so far. Order: no roll yet → barrel → re-roll owed → opening → pit.
 */
export function bankRefusal(state: ThousandState): Rejection | null {
  const player = currentPlayer(state);
  const turn = state.turn;
  if (turn.rolls === 0) return { ok: false, code: 'roll_first' };
  const refuse = (reason: string, need?: number): Rejection => ({
    ok: false,
    code: 'cannot_bank',
    params: need === undefined ? { reason } : { reason, need, have: turn.total },
  });
  if (player.barrel !== null) return refuse('barrel');
  if (turn.rerollOwed) return refuse('reroll_owed');
  const open = openThreshold(state.settings);
  if (!player.opened && turn.total < open) return refuse('not_opened', open);
  const exit = pitExit(state, player.score);
  if (exit !== null && player.score + turn.total < exit) return refuse('pit', exit - player.score);
  return null;
}

/**
 * Banks the turn. (1) add the points; (2) dump truck for the banker; (3) overtaking: every other player who was
 * above the banker and is now below loses 50, then the dump truck for them; (4) the barrel: a banker at 880+ sits
 * on it and knocks off everyone there. The caller passes the turn on.
 */
export function bankTurn(state: ThousandState, events: ThousandEvent[]): void {
  const banker = currentPlayer(state);
  const before = banker.score;
  const points = state.turn.total;
  const opened = !banker.opened;

  banker.score += points;
  banker.opened = true;
  events.push({ type: 'banked', player: banker.id, points, total: banker.score, opened });
  afterChange(state, banker, events);

  if (state.settings.overtake === 'on') {
    for (const other of state.players) {
      if (other === banker) continue;
      if (other.score > before && other.score < banker.score) {
        penalize(state, other, 'overtaken', OVERTAKE_POINTS, events, { by: banker.id });
      }
    }
  }

  climbAfterBank(state, banker, events);
}
