// The line per chat that both platforms' outboxes stand on: order kept, one send at a time per chat, what piles up
// during a send leaves together, chats do not wait for each other, and a clean stop waits for everything.
import { describe, expect, it } from 'vitest';
import { ChatLines } from '../../../src/adapters/kit/chat-lines.ts';

/** A send that finishes only when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the chat lines of an outbox', () => {
  it('GIVEN texts for two chats WHEN one chat’s send is in flight THEN the rest of that chat leaves together after it, in order, and the other chat is not held up', async () => {
    const sent: string[] = [];
    const first = gate();
    let calls = 0;
    const lines = new ChatLines<string, string>({
      state: () => undefined,
      step: async (chat, queue) => {
        const batch = queue.splice(0, queue.length);
        if (calls++ === 0) await first.opened;
        sent.push(`${chat}:${batch.join('+')}`);
      },
    });
    lines.push('a', ['1']);
    lines.push('a', ['2', '3']);
    lines.push('b', ['x']);
    await Promise.resolve();
    expect(sent).toEqual(['b:x']);
    expect(lines.pending()).toBe(2);
    first.open();
    expect(await lines.drain(1000)).toBe(true);
    expect(sent).toEqual(['b:x', 'a:1', 'a:2+3']);
    expect(lines.pending()).toBe(0);
  });

  it('GIVEN a send that never finishes WHEN stopping with a time limit THEN drain says so instead of hanging', async () => {
    const lines = new ChatLines<string, string>({ state: () => undefined, step: () => new Promise(() => {}) });
    lines.push('a', ['1']);
    expect(await lines.drain(20)).toBe(false);
  });
});
