// Bone Poker places: the winners first, then the best hand, and within a hand the higher sum (RULES §3) — the order
// the showdown uses, not the sum alone; equal hand and sum tie. Players without a hand or who left come last.
import { groupsBy, placesFromGroups, type Places } from '../places.ts';
import { compareHands, handValue } from './hand-rank.ts';
import type { BonePokerState } from './state.ts';
import { entryOf } from '../with-entry.ts';

export function bonePokerPlaces(state: BonePokerState): Places {
  const winners = state.winners ?? [];
  const shown = state.players.filter((p) => !winners.includes(p) && !state.left.includes(p) && entryOf(state.hands, p));
  const byHand = groupsBy(shown, (a, b) => compareHands(handValue(entryOf(state.hands, b)!), handValue(entryOf(state.hands, a)!)));
  const rest = state.players.filter((p) => !winners.includes(p) && !shown.includes(p));
  return placesFromGroups([winners, ...byHand, rest]);
}
