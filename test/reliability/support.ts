// Shared pieces of the reliability tests: Butlers on a shared store, a dice source that records what it was asked
// for, and the phrase a player types for an engine's move.
import { Butler } from '../../src/butler.ts';
import type { DiceSource } from '../../src/dice/dice-source.ts';
import type { DiceRoller } from '../../src/games/types.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { Incoming, Reply } from '../../src/sessions/types.ts';
import type { SessionStore } from '../../src/storage/types.ts';

/** A fixed clock: turn deadlines then come out the same in every run, so stored sessions compare byte for byte. */
export const FIXED_NOW = Date.UTC(2026, 0, 1);

export function butlerOn(store: SessionStore, dice: DiceSource, clock: () => number = () => FIXED_NOW): Butler {
  return new Butler({ store, dice, logger: silentLogger, clock });
}

/** What a user writes, as an adapter would hand it to the Butler (everyone is an admin unless told otherwise). */
export function message(
  chat: string,
  user: string,
  text: string,
  extra: { updateId?: string; admin?: boolean } = {},
): Incoming {
  return {
    chat,
    user: { id: user, name: user },
    text,
    updateId: extra.updateId,
    isAdmin: () => extra.admin ?? true,
  };
}

/** A reply as the tests compare it: plain text and events (the version shows where it was applied). */
export function shown(reply: Reply | null): { text: string; events: Reply['events']; version: number | null } | null {
  return reply && { text: toPlain(reply.rich), events: reply.events, version: reply.version };
}

/** Wraps a DiceSource and counts every die handed out, whichever way it was asked for. */
export function recordingDice(inner: DiceSource): DiceSource & { drawn: number; calls: number } {
  const recorder = {
    drawn: 0,
    calls: 0,
    roll(count: number): number[] {
      recorder.calls++;
      recorder.drawn += count;
      return inner.roll(count);
    },
    ...(inner.forMove
      ? {
          forMove(chat: string, version: number): DiceRoller {
            const roller = inner.forMove!(chat, version);
            return {
              roll(count: number) {
                recorder.calls++;
                recorder.drawn += count;
                return roller.roll(count);
              },
            };
          },
        }
      : {}),
  };
  return recorder;
}

/** The same dice for every roll (3,3 keeps a two-player Craps game going for ever: both hit their point and replay). */
export function constantDice(face: number): DiceSource {
  return { roll: (count) => Array.from({ length: count }, () => face) };
}
