// Whose turn it is. Every game plays in join order (RULES: "Turn order is the order in which players joined"), in
// one of two shapes: a round in which everyone moves once (Craps, Bone Poker), or a turn that passes round the
// table (Dice Poker, 1000).
import type { PlayerId } from './types.ts';

/** In a round (everyone moves once, in join order) whose moves are kept by player: the first who has none yet. */
export function firstWithout(order: readonly PlayerId[], moved: Readonly<Record<PlayerId, unknown>>): PlayerId | null {
  for (const player of order) if (!Object.hasOwn(moved, player)) return player;
  return null;
}

/** Round the table: the one after `current` in `order`, the first again after the last. */
export function nextAfter<T>(order: readonly T[], current: T): T {
  const at = order.indexOf(current);
  return order[(at + 1) % order.length]!;
}
