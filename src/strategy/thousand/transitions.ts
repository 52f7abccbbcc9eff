// Where a turn leads, computed by the engine's own functions on a one-player state: banking (with the dump truck and
// climbing the barrel), busting (bolts, barrel turns and falls) and overshooting (marks). The solver tabulates these
// once per settings combination, so a rule changed in src/games/thousand changes the solver with it.
import { bankRefusal, bankTurn } from '../../games/thousand/bank.ts';
import { bustTurn, type BustReason } from '../../games/thousand/bust.ts';
import type { ThousandEvent } from '../../games/thousand/events.ts';
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import { positionOfPlayer, type Position, type PositionIndex } from './position.ts';

const SOLO_ID = 'solo';

/** A running one-player game whose player stands at `p` with `turnTotal` points in the turn. */
export function soloState(settings: ThousandSettings, p: Position, turnTotal: number, rerollOwed = false): ThousandState {
  return {
    game: 'thousand',
    settings,
    solo: true,
    players: [
      {
        id: SOLO_ID,
        score: p.score,
        opened: p.opened,
        bolts: p.bolts,
        marks: p.marks,
        falls: p.falls,
        barrel: p.barrel === 0 ? null : p.barrel,
      },
    ],
    current: 0,
    turn: { total: turnTotal, diceLeft: rerollOwed ? 5 : 1, rolls: turnTotal > 0 ? 1 : 0, rerollOwed },
    winners: null,
  };
}

function successor(index: PositionIndex, state: ThousandState): number {
  const id = index.idOf(positionOfPlayer(state.players[0]));
  if (id < 0) throw new Error(`the engine led to a position the solver does not know: ${JSON.stringify(state.players[0])}`);
  return id;
}

/** The position after banking `turnTotal` points from `p`, or -1 when "Хватит" is refused there. */
export function bankSuccessor(index: PositionIndex, p: Position, turnTotal: number): number {
  const state = soloState(index.settings, p, turnTotal);
  if (bankRefusal(state) !== null) return -1;
  const events: ThousandEvent[] = [];
  bankTurn(state, events);
  return successor(index, state);
}

/** The position after a turn from `p` ends with nothing banked. */
export function bustSuccessor(index: PositionIndex, p: Position, reason: BustReason): number {
  const state = soloState(index.settings, p, 0);
  const events: ThousandEvent[] = [];
  bustTurn(state, reason, events);
  return successor(index, state);
}
