// A reader that does not keep up: while the console's output is full, no further input line is applied, so a
// process killed then has at most the replies already written out to lose — not thousands of applied moves.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runConsoleChat } from '../../../src/adapters/console/console-chat.ts';
import { makeChat } from '../../helpers/chat.ts';

/** An output that accepts one chunk and then holds every write until `release` is called. */
function stalledOutput() {
  const written: string[] = [];
  const held: Array<() => void> = [];
  let flowing = false;
  const output = new Writable({
    highWaterMark: 1,
    write(chunk, _enc, callback) {
      written.push(chunk.toString());
      if (flowing) callback();
      else held.push(callback);
    },
  });
  return {
    output,
    written,
    release() {
      flowing = true;
      for (const callback of held.splice(0)) callback();
    },
  };
}

describe('console output backpressure', () => {
  it('GIVEN 20 free rolls piped in WHEN the reader takes nothing THEN only the first line is applied; once it reads, the rest follow in order', async () => {
    const chat = await makeChat({ dice: Array.from({ length: 40 }, (_, i) => (i % 6) + 1) });
    const input = new PassThrough();
    const sink = stalledOutput();
    const done = runConsoleChat({ butler: chat.butler, input, output: sink.output, json: true, ids: true, admins: null, interactive: false });
    input.end(Array.from({ length: 20 }, (_, i) => `L${i + 1} alice: бросаю кости\n`).join(''));
    await new Promise((resolve) => setTimeout(resolve, 150));
    // One reply written and stuck: the chat waits for the reader instead of applying the other 19 lines.
    expect(sink.written).toHaveLength(1);
    expect(chat.dice.remaining()).toBe(38);
    sink.release();
    await done;
    expect(sink.written).toHaveLength(20);
    expect(sink.written.map((l) => JSON.parse(l).id)).toEqual(Array.from({ length: 20 }, (_, i) => `L${i + 1}`));
    expect(chat.dice.remaining()).toBe(0);
    await chat.close();
  });
});
