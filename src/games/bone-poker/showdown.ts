// What happens when a round completes: round 1 → round 2; round 2 → the hands are compared and the game ends.
import type { StateChange } from '../engine-helpers.ts';
import type { PlayerId } from '../types.ts';
import type { BonePokerEvent } from './events.ts';
import { compareHands, handValue } from './hand-rank.ts';
import { bonePokerState, type BonePokerState } from './state.ts';
import { entryOf, putEntry } from '../with-entry.ts';

type RoundChange = StateChange<BonePokerState, BonePokerEvent>;

export function handSums(state: BonePokerState, players: readonly PlayerId[]): Record<PlayerId, number> {
  const sums: Record<PlayerId, number> = {};
  for (const p of players) {
    const hand = entryOf(state.hands, p);
    if (hand) putEntry(sums, p, handValue(hand).sum);
  }
  return sums;
}

export function endGame(state: BonePokerState, winners: PlayerId[], scores?: Record<PlayerId, number>): RoundChange {
  const withScores = scores && Object.keys(scores).length > 0 ? { scores } : {};
  return {
    state: bonePokerState(state, { winners, declared: null }),
    events: [{ type: 'game_over', game: 'bone_poker', winners, ...withScores }],
  };
}

function showdown(state: BonePokerState): RoundChange {
  const hands = state.inPlay.map((player) => {
    const dice = entryOf(state.hands, player);
    if (!dice) throw new Error(`bone poker: ${player} has no hand at the showdown`);
    return { player, dice: [...dice], ...handValue(dice) };
  });
  // A stable sort keeps join order among equal hands.
  const ranked = [...hands].sort((a, b) => compareHands(b, a));
  const best = ranked[0];
  const winners = best ? ranked.filter((h) => compareHands(h, best) === 0).map((h) => h.player) : [];
  const over = endGame(state, winners, handSums(state, state.inPlay));
  return {
    state: over.state,
    events: [
      { type: 'showdown', hands: ranked.map(({ player, rank, dice, sum }) => ({ player, rank, dice, sum })) },
      ...over.events,
    ],
  };
}

/** Call when everyone in the game has moved in the current round. */
export function completeRound(state: BonePokerState): RoundChange {
  if (state.round === 1) {
    return {
      state: bonePokerState(state, { round: 2, moved: [], declared: null }),
      events: [{ type: 'round_started', round: 2 }],
    };
  }
  return showdown(state);
}
