// Bone Poker bot: round 1 rolls five; round 2 plays the reroll with the best chance to win, counting the players
// still to move as playing for their own win (strategy/chances/bone-poker.ts). The older rule — beat the best hand
// shown, as if the rest passed — remains the fallback and the bench's baseline (`playToWin: false`).
import { compareHands, handValue, type HandValue } from '../../games/bone-poker/hand-rank.ts';
import type { BonePokerState } from '../../games/bone-poker/state.ts';
import type { PlayerId } from '../../games/types.ts';
import { bestReroll } from './bone-poker-reroll.ts';
import { bonePokerWinningReroll } from '../chances/bone-poker.ts';
import type { BotStrategy } from './types.ts';
import { entryOf } from '../../games/with-entry.ts';

export const bonePokerBot: BotStrategy<BonePokerState> = (state, player, ctx) => {
  if (state.round === 1) return { type: 'roll', player, count: 5 };
  const hand = entryOf(state.hands, player);
  if (!hand) return null;
  const winning = ctx.playToWin === false ? null : bonePokerWinningReroll(state, player);
  const { reroll } = winning ?? bestReroll(hand, targetFor(state, player));
  return reroll.length === 0 ? { type: 'pass', player } : { type: 'roll', player, count: reroll.length, reroll };
};

/** The best hand any other player still in the game shows now (final hands and round-1 hands alike). */
export function targetFor(state: BonePokerState, player: PlayerId): HandValue | null {
  let best: HandValue | null = null;
  for (const other of state.inPlay) {
    const hand = entryOf(state.hands, other);
    if (other === player || !hand) continue;
    const value = handValue(hand);
    if (!best || compareHands(value, best) > 0) best = value;
  }
  return best;
}
