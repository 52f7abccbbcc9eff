// Runs in a worker thread: solves the spread table from the value table it is given (about a minute of one core),
// writes its file, and hands the variances back without copying. The chats go on in the main thread meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { makeLayout } from './layout.ts';
import { BUTLER_RULES } from './rules.ts';
import { spreadFileName, writeSpreadFile } from './spread-file.ts';
import { solveSpread } from './spread.ts';

export interface SpreadRequest {
  dir: string | null;
  hash: string;
  values: Float32Array;
}
export type SpreadMessage = { type: 'done'; spread: Float32Array; writeError: string | null };

const request = workerData as SpreadRequest;
const spread = solveSpread({ layout: makeLayout(BUTLER_RULES), values: request.values });
let writeError: string | null = null;
if (request.dir !== null) {
  try {
    await writeSpreadFile(spreadFileName(request.dir, request.hash), spread, request.hash);
  } catch (error) {
    writeError = (error as Error).message;
  }
}
parentPort!.postMessage({ type: 'done', spread, writeError } satisfies SpreadMessage, [spread.buffer as ArrayBuffer]);
