// The flood of issue 49 replayed over the outbox on a virtual clock: refused 🎲 from a person not playing and from a
// player not on turn, one every `everyMs`, each answered by its own refusal (an aside, replying to its message);
// then the answer to the legal roll is queued at `rollAt`. Shared by the outbox's flood tests and bench/telegram-flood.ts.
import { Outbox, type OutMessage, type OutPart } from '../../../src/adapters/telegram/outbox.ts';
import { silentLogger } from '../../../src/log.ts';
import { virtualClock } from './virtual-clock.ts';

export const FLOOD_GROUP = -100500;

export interface FloodOptions {
  /** refused 🎲 in the flood (0 = the same game with no flood) */
  dice: number;
  everyMs?: number;
  /** when the legal roll's answer is queued; default: as the last refused 🎲 arrives */
  rollAt?: number;
  /** the people throwing them, in turn */
  people?: string[];
}

export interface FloodResult {
  /** how long the legal roll's answer waited in the outbox */
  delayMs: number;
  /** messages sent in the whole run, and those that were refusals */
  sends: OutMessage[];
  refusalsSent: number;
  /** virtual time at which everything queued was sent or dropped */
  endMs: number;
}

export async function runFlood(options: FloodOptions): Promise<FloodResult> {
  const clock = virtualClock();
  const sends: { at: number; message: OutMessage }[] = [];
  const outbox = new Outbox({
    logger: silentLogger,
    scheduler: clock,
    send: async (message) => {
      sends.push({ at: clock.now(), message });
    },
  });
  const everyMs = options.everyMs ?? 250;
  const people = options.people ?? ['carol (not playing)', 'bob (not on turn)'];
  const rollAt = options.rollAt ?? Math.max(0, options.dice - 1) * everyMs;
  const refusal = (index: number): OutPart => {
    const person = people[index % people.length]!;
    const text = `${person}: этот 🎲 не считается. Сейчас ходит Алиса: «бросаю кости».`;
    return { target: { chatId: FLOOD_GROUP }, html: text, plain: text, replyTo: 1_000 + index, aside: person };
  };
  const answer = 'Алиса: ⚃4 ⚁2 = 6, очко 6. Алиса, снова: «бросаю кости».';
  const events = [
    ...Array.from({ length: options.dice }, (_, index) => ({ at: index * everyMs, part: refusal(index) })),
    { at: rollAt, part: { target: { chatId: FLOOD_GROUP }, html: answer, plain: answer } as OutPart },
  ].sort((a, b) => a.at - b.at);
  const waits: Promise<boolean>[] = [];
  for (const event of events) {
    await clock.advanceTo(event.at);
    waits.push(outbox.enqueue([event.part]));
  }
  let endMs = clock.now();
  // Bounded: an hour of virtual time is far more than any of this needs.
  while (outbox.pending() > 0 && endMs < 3_600_000) await clock.advanceTo((endMs += 1_000));
  await Promise.all(waits);
  const roll = sends.find((send) => send.message.html.includes(answer));
  if (!roll) throw new Error('the legal roll was never answered');
  return {
    delayMs: roll.at - rollAt,
    sends: sends.map((send) => send.message),
    refusalsSent: sends.filter((send) => send.message.html.includes('не считается')).length,
    endMs,
  };
}
