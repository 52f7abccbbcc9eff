// The one place the Butler gets its Dice Poker table from. The first `getTable()` reads the file at once when it is
// on disk (well under a second: a hint or a bot right after a start gets the table, not "still loading"); when it
// is missing, stale or corrupt it starts building it in a worker thread and returns null until it is ready;
// `whenReady()` waits for it. Hints say "still building" (with `tableStatus()`'s estimate) while it is null; bots
// wait for it (strategy/bots/exact-policy.ts).
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { makeLayout } from './layout.ts';
import { BUTLER_RULES } from './rules.ts';
import type { BuildMessage } from './table-build-worker.ts';
import { readTableFileSync, removeStaleTempFiles, tableFileName } from './table-file.ts';
import { BUTLER_TABLE_HASH, type DicePokerTable } from './table.ts';

export interface TableStatus {
  state: 'idle' | 'loading' | 'building' | 'ready' | 'failed';
  /** 0..1 while building */
  progress: number;
  /** rough seconds until ready while loading or building, else null */
  etaSeconds: number | null;
}

/** A first guess before the build has made measurable progress (the full table takes ~20-60 s of one core). */
const FIRST_GUESS_SECONDS = 60;

let dir: string | null = join('data', 'strategy');
let table: DicePokerTable | null = null;
let pending: Promise<DicePokerTable> | null = null;
let status: TableStatus = { state: 'idle', progress: 0, etaSeconds: null };
let buildStarted = 0;
let onLog: (event: string, details: Record<string, unknown>) => void = () => {};

/**
 * Where table files live (next to the store; a temp dir in --memory mode) — null keeps the table only in memory —
 * and where to report builds. Call before the first `getTable()`.
 */
export function configureTables(options: { dir?: string | null; log?: typeof onLog }): void {
  if (options.dir !== undefined) dir = options.dir;
  if (options.log) onLog = options.log;
}

/** Where table files live and where builds are reported: the tables solved from this one (the spread) use the same. */
export function tableSettings(): { dir: string | null; log: typeof onLog } {
  return { dir, log: onLog };
}

export function getTable(): DicePokerTable | null {
  if (!table && !pending) {
    loadFromDisk();
    if (!table) void whenReady().catch(() => {});
  }
  return table;
}

/** The table if it is ready, without starting a load or build (the review peeks; hints and bots ask). */
export function peekTable(): DicePokerTable | null {
  return table;
}

export function whenReady(): Promise<DicePokerTable> {
  if (!table && !pending) loadFromDisk();
  if (table) return Promise.resolve(table);
  pending ??= build().then(
    (ready) => {
      table = ready;
      status = { state: 'ready', progress: 1, etaSeconds: null };
      return ready;
    },
    (error: unknown) => {
      pending = null; // the next request tries again
      status = { state: 'failed', progress: 0, etaSeconds: null };
      onLog('strategy_table_failed', { error: (error as Error).message });
      throw error;
    },
  );
  return pending;
}

export function tableStatus(): TableStatus {
  if (status.state === 'building') {
    const elapsed = (Date.now() - buildStarted) / 1000;
    const eta = status.progress > 0.05 ? (elapsed * (1 - status.progress)) / status.progress : FIRST_GUESS_SECONDS - elapsed;
    return { ...status, etaSeconds: Math.max(1, Math.round(eta)) };
  }
  return status;
}

/** Tests: a build held open by setTableForTests('building'), finished when a table is set. */
let heldBuild: ((ready: DicePokerTable) => void) | null = null;

/**
 * Tests: use this table, or act as if it were still being built, without touching files or workers; a table set
 * after 'building' also resolves every `whenReady` that waited on the build.
 */
export function setTableForTests(ready: DicePokerTable | 'building'): void {
  if (ready === 'building') {
    table = null;
    pending = new Promise<DicePokerTable>((resolve) => (heldBuild = resolve));
    status = { state: 'building', progress: 0.5, etaSeconds: null };
    buildStarted = Date.now() - 10_000;
    return;
  }
  table = ready;
  pending = null;
  status = { state: 'ready', progress: 1, etaSeconds: null };
  const waiting = heldBuild;
  heldBuild = null;
  waiting?.(ready);
}

/** Reads the table file if it is there, whole and for these rules (a plain file: a folder or a FIFO is not read). */
function loadFromDisk(): void {
  if (dir === null) return;
  const layout = makeLayout(BUTLER_RULES);
  const stored = readTableFileSync(tableFileName(dir, BUTLER_TABLE_HASH), BUTLER_TABLE_HASH);
  if (!stored || stored.values.length !== layout.size) return;
  table = { layout, ...stored };
  status = { state: 'ready', progress: 1, etaSeconds: null };
  onLog('strategy_table_loaded', { hash: BUTLER_TABLE_HASH });
}

async function build(): Promise<DicePokerTable> {
  const layout = makeLayout(BUTLER_RULES);
  status = { state: 'building', progress: 0, etaSeconds: FIRST_GUESS_SECONDS };
  buildStarted = Date.now();
  onLog('strategy_table_building', { hash: BUTLER_TABLE_HASH });
  // temp files of processes killed mid-write would hold the store's space for good
  const removed = dir === null ? [] : removeStaleTempFiles(dir);
  if (removed.length) onLog('strategy_table_temp_removed', { files: removed });
  const built = await buildInWorker(dir);
  if (built.writeError) onLog('strategy_table_not_written', { error: built.writeError });
  onLog('strategy_table_built', { hash: BUTLER_TABLE_HASH, seconds: (Date.now() - buildStarted) / 1000 });
  return { layout, hash: BUTLER_TABLE_HASH, expected: built.expected, states: built.states, values: built.values };
}

function buildInWorker(target: string | null): Promise<Extract<BuildMessage, { type: 'done' }>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./table-worker.mjs', import.meta.url), { workerData: { dir: target } });
    worker.unref(); // a build never keeps a finished process (a scripted console run) alive
    let finished = false;
    worker.on('message', (message: BuildMessage) => {
      if (message.type === 'progress') status = { ...status, progress: message.done };
      else {
        finished = true;
        resolve(message);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`table worker exited with code ${code}`));
    });
  });
}
