// The one place the Butler gets its Dice Poker spread table from (spread.ts), as table-service.ts gives the value
// table it is solved from: the first `getSpread(table)` reads the file at once when it is on disk; when it is
// missing, stale or corrupt it starts solving it in a worker thread (about a minute of one core) and returns null
// until it is ready; `whenSpreadReady(table)` waits for it. The whole-game opponent waits for it as the bots wait
// for the value table (strategy/bots/exact-policy.ts): its move never depends on whether the spread was ready.
import { Worker } from 'node:worker_threads';
import { tableSettings } from './table-service.ts';
import type { DicePokerTable } from './table.ts';
import { readSpreadFileSync, spreadFileName, spreadHash } from './spread-file.ts';
import type { SpreadMessage, SpreadRequest } from './spread-build-worker.ts';

let spread: { hash: string; values: Float32Array } | null = null;
let pending: { hash: string; ready: Promise<Float32Array> } | null = null;

/** The spread of `table`, or null while it is being read or solved (the first call starts that). */
export function getSpread(table: DicePokerTable): Float32Array | null {
  const hash = spreadHash(table.hash);
  if (spread?.hash === hash) return spread.values;
  if (!pending || pending.hash !== hash) {
    loadFromDisk(table, hash);
    if (spread?.hash === hash) return spread.values;
    void whenSpreadReady(table).catch(() => {});
  }
  return null;
}

export function whenSpreadReady(table: DicePokerTable): Promise<Float32Array> {
  const hash = spreadHash(table.hash);
  if (spread?.hash !== hash && pending?.hash !== hash) loadFromDisk(table, hash);
  if (spread?.hash === hash) return Promise.resolve(spread.values);
  if (pending?.hash === hash) return pending.ready;
  const ready = solveInWorker(table, hash).then(
    (values) => {
      spread = { hash, values };
      pending = null;
      return values;
    },
    (error: unknown) => {
      pending = null; // the next request tries again
      tableSettings().log('strategy_spread_failed', { error: (error as Error).message });
      throw error;
    },
  );
  pending = { hash, ready };
  return ready;
}

/**
 * Tests: use these variances for `table`, forget them (null), or act as if they were being solved ('building'),
 * without touching files or workers.
 */
export function setSpreadForTests(table: DicePokerTable, values: Float32Array | null | 'building'): void {
  spread = values && values !== 'building' ? { hash: spreadHash(table.hash), values } : null;
  pending = values === 'building' ? { hash: spreadHash(table.hash), ready: new Promise<Float32Array>(() => {}) } : null;
}

function loadFromDisk(table: DicePokerTable, hash: string): void {
  const { dir, log } = tableSettings();
  if (dir === null) return;
  const values = readSpreadFileSync(spreadFileName(dir, hash), hash, table.values.length);
  if (!values) return;
  spread = { hash, values };
  log('strategy_spread_loaded', { hash });
}

function solveInWorker(table: DicePokerTable, hash: string): Promise<Float32Array> {
  const { dir, log } = tableSettings();
  const started = Date.now();
  log('strategy_spread_building', { hash });
  return new Promise((resolve, reject) => {
    const request: SpreadRequest = { dir, hash, values: table.values };
    const worker = new Worker(new URL('./spread-worker.mjs', import.meta.url), { workerData: request });
    worker.unref(); // a solve never keeps a finished process (a scripted console run) alive
    let finished = false;
    worker.on('message', (message: SpreadMessage) => {
      finished = true;
      if (message.writeError) log('strategy_spread_not_written', { error: message.writeError });
      log('strategy_spread_built', { hash, seconds: (Date.now() - started) / 1000 });
      resolve(message.spread);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`spread worker exited with code ${code}`));
    });
  });
}
