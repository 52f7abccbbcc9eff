// Runs in a worker thread: solves the Butler's Dice Poker table (seconds of CPU), writes the file, and hands the
// values to the main thread without copying. The chats go on in the main thread meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { BUTLER_RULES } from './rules.ts';
import { solve } from './solver.ts';
import { tableFileName, writeTableFile } from './table-file.ts';
import { BUTLER_TABLE_HASH } from './table.ts';

export interface BuildRequest {
  dir: string | null;
}
export type BuildMessage =
  | { type: 'progress'; done: number }
  | { type: 'done'; expected: number; states: number; values: Float32Array; writeError: string | null };

const request = workerData as BuildRequest;
const port = parentPort!;
let last = 0;
const solved = solve(BUTLER_RULES, { onProgress: (done) => {
  if (done - last >= 0.01) {
    last = done;
    port.postMessage({ type: 'progress', done } satisfies BuildMessage);
  }
} });
const values = Float32Array.from(solved.values);
let writeError: string | null = null;
if (request.dir !== null) {
  try {
    await writeTableFile(tableFileName(request.dir, BUTLER_TABLE_HASH), {
      hash: BUTLER_TABLE_HASH,
      expected: solved.expected,
      states: solved.states,
      values,
    });
  } catch (error) {
    writeError = (error as Error).message;
  }
}
const done: BuildMessage = { type: 'done', expected: solved.expected, states: solved.states, values, writeError };
port.postMessage(done, [values.buffer]);
