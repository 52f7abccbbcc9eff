// Output backpressure for the console chat. When stdout is a pipe, Node buffers what the reader has not taken yet;
// a line applied while its reply sits in that buffer is lost with the process if it is killed. So the chat stops
// taking input while the output is full, and goes on only once the reader has drained it.
import { once } from 'node:events';

type Drainable = NodeJS.WritableStream & { writableNeedDrain?: boolean; destroyed?: boolean };

/** True when the stream asked its writer to wait for 'drain'. */
export function outputFull(output: NodeJS.WritableStream): boolean {
  const stream = output as Drainable;
  return stream.writableNeedDrain === true && stream.destroyed !== true;
}

/** Resolves when the output has drained, or can take nothing any more (closed, failed). */
export async function drained(output: NodeJS.WritableStream): Promise<void> {
  if (!outputFull(output)) return;
  const stream = output as Drainable & NodeJS.EventEmitter;
  const controller = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: controller.signal }),
      once(stream, 'close', { signal: controller.signal }),
      once(stream, 'error', { signal: controller.signal }).catch(() => undefined),
    ]);
  } catch {
    // An 'error' event rejects `once`; the output is gone either way and there is nothing to wait for.
  } finally {
    controller.abort();
  }
}
