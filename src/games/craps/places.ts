// Craps places: the winner first; then those still in play when the game ended (they lost its last round); then
// the players knocked out, the later round the better, those knocked out in the same round tying; players who left
// come last. A game stored before the knock-out round was noted ranks all its knocked-out players together.
import { placesFromGroups, type Places } from '../places.ts';
import type { CrapsState } from './state.ts';
import { entryOf } from '../with-entry.ts';

export function crapsPlaces(state: CrapsState): Places {
  const winners = state.winners ?? [];
  const lastRound = state.inPlay.filter((p) => !winners.includes(p));
  const rounds = state.outRound ?? {};
  const byRound = new Map<number, string[]>();
  for (const p of state.out) {
    const round = entryOf(rounds, p) ?? 0;
    byRound.set(round, [...(byRound.get(round) ?? []), p]);
  }
  const knockedOut = [...byRound.entries()].sort(([a], [b]) => b - a).map(([, players]) => players);
  return placesFromGroups([winners, lastRound, ...knockedOut, state.left]);
}
