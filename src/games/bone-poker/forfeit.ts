// A player leaves or is kicked (RULES §6): removed at once; the round may complete or the game may end.
import type { PlayerId } from '../types.ts';
import type { BonePokerEvent } from './events.ts';
import type { StateChange } from '../engine-helpers.ts';
import { completeRound, endGame, handSums } from './showdown.ts';
import { type BonePokerState, bonePokerState, currentPlayer, roundComplete } from './state.ts';

const MIN_PLAYERS = 2;

export function forfeit(state: BonePokerState, player: PlayerId): StateChange<BonePokerState, BonePokerEvent> {
  const { [player]: _hand, ...hands } = state.hands;
  const removed = bonePokerState(state, {
    inPlay: state.inPlay.filter((p) => p !== player),
    left: [...state.left, player],
    hands,
    moved: state.moved.filter((p) => p !== player),
    // a declared reroll belongs to the player whose turn it is
    declared: currentPlayer(state) === player ? null : state.declared,
  });
  const events: BonePokerEvent[] = [{ type: 'forfeit', player }];

  if (removed.inPlay.length < MIN_PLAYERS) {
    const over = endGame(removed, removed.inPlay, handSums(removed, removed.inPlay));
    return { state: over.state, events: [...events, ...over.events] };
  }
  if (roundComplete(removed)) {
    const done = completeRound(removed);
    return { state: done.state, events: [...events, ...done.events] };
  }
  return { state: removed, events };
}
