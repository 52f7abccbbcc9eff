// A player leaves or is kicked (RULES §6): removed at once; the round may complete or the game may end.
import type { PlayerId } from '../types.ts';
import type { CrapsEvent } from './events.ts';
import type { StateChange } from '../engine-helpers.ts';
import { gameOver, judgeRound } from './judge-round.ts';
import { type CrapsState, crapsState, roundComplete } from './state.ts';

const MIN_PLAYERS = 2;

export function forfeit(state: CrapsState, player: PlayerId): StateChange<CrapsState, CrapsEvent> {
  const { [player]: _roll, ...rolls } = state.rolls;
  const { [player]: _point, ...points } = state.points;
  const removed = crapsState(state, { inPlay: state.inPlay.filter((p) => p !== player), left: [...state.left, player], rolls, points });
  const events: CrapsEvent[] = [{ type: 'forfeit', player }];

  if (removed.inPlay.length < MIN_PLAYERS) {
    const over = gameOver(removed, removed.inPlay);
    return { state: over.state, events: [...events, ...over.events] };
  }
  // Everyone still in play may already have rolled: then leaving completed the round.
  if (roundComplete(removed)) {
    const judged = judgeRound(removed);
    return { state: judged.state, events: [...events, ...judged.events] };
  }
  return { state: removed, events };
}
