// A bot's pending move is a turn clock like a person's deadline: stored with the session, woken by the store's
// `due` query, re-checked under the chat's lock. So a restart neither forgets it (the store still holds the wake-up
// time) nor plays it twice (the move changes the state, and the next clock is set afresh by the same commit), and
// a second instance that wakes the same chat finds the clock already moved on.
import { engineOf } from '../core/hosted-games.ts';
import { botDelayMs, isBotId } from './bot-players.ts';
import type { RunningGame, TurnClock } from './session.ts';
import { personClock, turnTimeoutMs } from './turn-clock.ts';
import { firstRollAt } from '../dice/fair/seed-window.ts';

/**
 * The clock after a change: a bot to move gets a clock due after the bot delay (no reminder: `reminded` is set, so
 * the store wakes the chat at the deadline); a person gets the ordinary turn timeout (see nextClock).
 */
export function nextTurnClock(
  before: RunningGame | null,
  after: RunningGame | null,
  now: number,
  settings: Record<string, string>,
  botDelayOverride?: number | null,
): TurnClock | null {
  if (!after) return null;
  if (before && before.state === after.state && after.clock) return after.clock;
  const expected = engineOf(after.id).expected(after.state);
  if (expected && isBotId(expected.player)) {
    // A bot's move follows the bot move before it by the delay counted from when that one was due, not from when a
    // late process got to it: after a crash the overdue moves of several rooms then come in the order an
    // uninterrupted run plays them (due time, then room), whatever the catching-up took.
    const previous = before?.clock;
    const base = previous && isBotId(previous.player) && previous.deadline < now ? previous.deadline : now;
    // A bot's first roll of a fair game comes after the seed window too (dice/fair/seed-window.ts).
    const due = Math.max(base + botDelayMs(settings, botDelayOverride), firstRollAt(after, settings) ?? 0);
    return { player: expected.player, remindAt: due, deadline: due, reminded: true };
  }
  return personClock(expected, now, turnTimeoutMs(settings));
}

export function isBotClock(clock: TurnClock | null | undefined): boolean {
  return !!clock && isBotId(clock.player);
}
