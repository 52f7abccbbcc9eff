// The one place the Butler gets 1000's exact two-player game from (strategy/thousand/duel-solve.ts), without blocking
// a chat: `getThousandDuel(settings)` returns the solved duel for the game's settings, or null while it is read or
// solved off the event loop (the first ask starts that); `whenDuelReady(settings)` waits for it. Where a table comes
// from, first found first: memory; the file kept next to the store (thousand/duel-file.ts) by an earlier solve; the
// file shipped with the project (thousand/duel-shipped.ts: the default settings, whose solve takes over an hour of
// one core); else a solve in a worker thread, then kept on disk.
//
// Which duels the computer player plays exactly (duelPlayed) is a fact of the settings alone, never of what is ready
// or on disk: those whose table ships, and those small enough to solve within a minute (no bolts, pits or barrel
// marks: 40 thousand pairs, 30–60 s of a worker). As with the solo policy (policy-service.ts) the bot waits for such
// a table rather than play another policy meanwhile, a one-time wait per settings and process. Under other settings (minutes to an hour of
// solving) the bot plays the score-aware layer, and a duel's chances are exact from the first start that finds their
// table on disk (`npm run bench:thousand-duel -- --settings … --table <store dir>/strategy/…` builds it; a process
// looks for each file once): a chat never starts a solve that long, nor its gigabyte of memory.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { GameSettings } from '../../games/types.ts';
import { duelFileName, readDuelFileSync, writeDuelFile } from '../thousand/duel-file.ts';
import { buildModel } from '../thousand/model.ts';
import { readShippedDuel } from '../thousand/duel-shipped.ts';
import { solveDuel } from '../thousand/duel-solve.ts';
import { duelSolvable, ThousandDuelTable, toFloat32 } from '../thousand/duel-table.ts';

/** Bump when the duel solver's results change for the same settings. */
export const DUEL_SOLVER_VERSION = 1;

const ready = new Map<string, ThousandDuelTable>();
const pending = new Map<string, Promise<ThousandDuelTable>>();
let inWorker = true;
/**
 * Whether this process serves the exact duel: its computer player plays it where duelPlayed says so, and a duel's
 * chances or hint read or solve its table. Off by default, so that tests and tools never start a solve by asking;
 * the running Butler turns it on in every process (main and each Discord shard alike, so that a bot's move does not
 * depend on which process plays it).
 */
let serving = false;
/** Tests: the solves held open (holdThousandDuelForTests), finished by provideThousandDuel. */
const held = new Map<string, (duel: ThousandDuelTable) => void>();
/** Where the default settings' table is kept (next to the store); null: in memory only (tests, tools). */
let dir: string | null = null;
let onLog: (event: string, details: Record<string, unknown>) => void = () => {};

/** Which solution a game of these settings uses (every setting, and the solver's version). */
export function duelKey(settings: GameSettings | ThousandSettings): string {
  const full = readSettings(settings as GameSettings);
  const canonical = JSON.stringify({ duel: DUEL_SOLVER_VERSION, ...full }, Object.keys({ duel: 0, ...full }).sort());
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** The settings whose solved duel ships in assets/strategy/ (scripts/ship-duel-table.ts writes it): the defaults. */
export const SHIPPED_DUELS: readonly GameSettings[] = [{}];
let shippedKeys: Set<string> | null = null;
function isShipped(key: string): boolean {
  shippedKeys ??= new Set(SHIPPED_DUELS.map((settings) => duelKey(settings)));
  return shippedKeys.has(key);
}

/** A duel of at most this many position pairs is solved within a minute (the plain races: 200² pairs). */
export const QUICK_DUEL_PAIRS = 100_000;
const quick = new Map<string, boolean>();

/**
 * Whether the computer player in a two-player game of these settings plays the exact duel: its table ships, or it
 * is solved within a minute. A fact of the settings alone (see the top of the file).
 */
export function duelPlayed(settings: GameSettings | ThousandSettings): boolean {
  const full = readSettings(settings as GameSettings);
  if (!duelSolvable(full)) return false;
  const key = duelKey(full);
  if (isShipped(key)) return true;
  let small = quick.get(key);
  if (small === undefined) {
    const n = buildModel(full).index.count;
    quick.set(key, (small = n * n <= QUICK_DUEL_PAIRS));
  }
  return small;
}

export function getThousandDuel(settings: GameSettings | ThousandSettings): ThousandDuelTable | null {
  const key = duelKey(settings);
  const known = ready.get(key) ?? loadFromDisk(key, settings);
  if (known) return known;
  if (!pending.has(key)) void whenDuelReady(settings).catch(() => {});
  return null;
}

/** The solved duel if it is ready; never starts a solve. */
export function peekThousandDuel(settings: GameSettings | ThousandSettings): ThousandDuelTable | null {
  return ready.get(duelKey(settings)) ?? null;
}

/** Whether this process serves the exact duel (see `serving`). */
export function servesThousandDuel(): boolean {
  return serving;
}

/**
 * A duel's chances want the table: the table if it is ready (or on disk); in the running Butler, for the settings
 * whose duel the bot plays, its reading or solve is started now if it is not (never waits); elsewhere only what is
 * ready.
 */
export function solveDuelAhead(settings: GameSettings | ThousandSettings): ThousandDuelTable | null {
  if (!serving) return peekThousandDuel(settings);
  if (duelPlayed(settings)) return getThousandDuel(settings);
  const key = duelKey(settings);
  return ready.get(key) ?? loadFromDisk(key, settings);
}

/** Tests and tools: use this solved duel for these settings (no worker, no wait); resolves whoever waits for it. */
export function provideThousandDuel(settings: GameSettings | ThousandSettings, duel: ThousandDuelTable): void {
  const key = duelKey(settings);
  pending.delete(key);
  ready.set(key, duel);
  const waiting = held.get(key);
  held.delete(key);
  waiting?.(duel);
}

/** Tests: act as if the duel for these settings were being solved (no worker): not ready until provided. */
export function holdThousandDuelForTests(settings: GameSettings | ThousandSettings): void {
  const key = duelKey(settings);
  if (ready.has(key) || pending.has(key)) return;
  pending.set(key, new Promise<ThousandDuelTable>((resolve) => held.set(key, resolve)));
}

export function whenDuelReady(settings: GameSettings | ThousandSettings): Promise<ThousandDuelTable> {
  const key = duelKey(settings);
  const known = ready.get(key) ?? loadFromDisk(key, settings);
  if (known) return Promise.resolve(known);
  let promise = pending.get(key);
  if (!promise) {
    const full = readSettings(settings as GameSettings);
    const solve = (): Promise<Float32Array> =>
      (inWorker ? solveInWorker(full) : Promise.resolve(toFloat32(solveDuel(full).win))).then((table) => {
        keepOnDisk(key, table);
        return table;
      });
    // a shipped file that is missing or altered costs a solve, never a wrong table
    const found = isShipped(key)
      ? readShippedDuel(key).then((table) => {
          if (table) onLog('thousand_duel_loaded', { hash: key, from: 'shipped' });
          return table ?? solve();
        })
      : solve();
    promise = found.then(
      (table) => {
        const duel = new ThousandDuelTable(full, table);
        ready.set(key, duel);
        pending.delete(key);
        return duel;
      },
      (error: unknown) => {
        pending.delete(key); // the next ask tries again
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Tests and tools: solve on the calling thread instead of a worker (false), forget every solution; `serve`: whether
 * this process serves the duel (above; main: on); `dir`: where the default table is kept (main: next to the store).
 */
export function configureThousandDuels(options: { worker?: boolean; forget?: boolean; serve?: boolean; dir?: string | null; log?: typeof onLog }): void {
  if (options.worker !== undefined) inWorker = options.worker;
  if (options.serve !== undefined) serving = options.serve;
  if (options.dir !== undefined) dir = options.dir;
  if (options.log) onLog = options.log;
  if (options.forget || options.dir !== undefined) notOnDisk.clear();
  if (options.forget) {
    ready.clear();
    pending.clear();
    held.clear();
  }
}

/**
 * A serving Butler at start: the shipped tables are read (off the event loop), so that the first duel plays at once;
 * never starts a solve. A process that does not serve the duel reads none (its answers must not depend on a file).
 */
export function loadStoredThousandDuel(): void {
  if (!serving) return;
  for (const settings of SHIPPED_DUELS) void whenDuelReady(settings).catch(() => {});
}

/** The settings whose table was looked for on disk and not found: looked for once a process (a /status must not stat). */
const notOnDisk = new Set<string>();

function loadFromDisk(key: string, settings: GameSettings | ThousandSettings): ThousandDuelTable | null {
  if (dir === null || notOnDisk.has(key)) return null;
  const table = readDuelFileSync(duelFileName(dir, key), key);
  if (!table) {
    notOnDisk.add(key);
    return null;
  }
  const duel = new ThousandDuelTable(readSettings(settings as GameSettings), table);
  ready.set(key, duel);
  onLog('thousand_duel_loaded', { hash: key });
  return duel;
}

/** Keeps a fresh table on disk for the next start; a failed write only costs that start a solve. */
function keepOnDisk(key: string, table: Float32Array): void {
  if (dir === null) return;
  writeDuelFile(duelFileName(dir, key), table, key).then(
    () => onLog('thousand_duel_written', { hash: key }),
    (error: unknown) => onLog('thousand_duel_not_written', { error: (error as Error).message }),
  );
}

function solveInWorker(settings: ThousandSettings): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./duel-worker.mjs', import.meta.url), { workerData: settings });
    worker.unref();
    worker.once('message', (table: Float32Array) => {
      resolve(table);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`1000 duel worker exited with code ${code}`));
    });
  });
}
