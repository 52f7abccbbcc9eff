// The chances worker as the chats see it: `requestChances(game)` asks for a position's figures and returns at once;
// `lastChances(game)` gives them when the worker has finished that very position (else null: nothing is ever
// waited for on a chat's path). One long-lived worker thread, one position at a time; a newer position of the same
// game replaces an older one still queued (nobody will ask for the old one). Finished figures are kept by the
// position's digest (digest.ts) in a small least-recently-used cache.
//
// Off until the running Butler turns it on (main.ts): tests and scripted console runs then show no estimates, so a
// transcript never depends on how fast a worker was. Estimates are display only: no bot and no game rule reads them.
import { Worker } from 'node:worker_threads';
import { engineOf } from '../../core/hosted-games.ts';
import type { GameId } from '../../games/types.ts';
import type { ChanceCurve, CurveOptions, CurveRecord } from './curve.ts';
import { positionDigest, seedOf, type Position } from './digest.ts';
import { chancePartOf } from './game-parts.ts';
import type { FromWorker, ToWorker } from './estimate-worker.ts';
import type { Chances } from './types.ts';

const CACHE_SIZE = 512;
/** finished games' curves kept (a game-over picture asked again, another platform's copy of it) */
const CURVE_CACHE_SIZE = 32;

interface Job {
  id: number;
  /** the position's digest, or `curve:<key>` for a finished game's curve */
  digest: string;
  /** the game the position belongs to (a chat's game): a newer position replaces a queued older one */
  owner: string | null;
  message: Extract<ToWorker, { type: 'job' } | { type: 'curve' }>;
  /** the figures (a job) or the curve (a curve), null when there are none */
  done: Array<(answer: any) => void>;
}

let enabled = false;
let worker: Worker | null = null;
let running: Job | null = null;
let queue: Job[] = [];
let nextId = 1;
const cache = new Map<string, Chances | null>();
const curves = new Map<string, ChanceCurve | null>();
/** the policies the worker has been sent, as `game:key` (game-parts.ts names them) */
const policiesSent = new Set<string>();
let onLog: (event: string, details: Record<string, unknown>) => void = () => {};
/** Workers that died in a row: after MAX_FAILURES the estimates stay off (a broken install must not spawn forever). */
let failures = 0;
const MAX_FAILURES = 3;

/** The running Butler turns estimates on; `forget` drops the cache and stops the worker (tests). */
export function configureChanceEstimates(options: { enabled?: boolean; forget?: boolean; log?: typeof onLog }): void {
  if (options.enabled !== undefined) enabled = options.enabled;
  if (options.log) onLog = options.log;
  if (options.forget) {
    failures = 0;
    cache.clear();
    curves.clear();
    for (const job of [...queue, ...(running ? [running] : [])]) for (const done of job.done) done(null);
    queue = [];
    running = null;
    void worker?.terminate();
    worker = null;
    policiesSent.clear();
  }
}

/** The worker's figures for exactly this position, if it has finished them (never starts or waits for anything). */
export function lastChances(game: Position): Chances | null {
  if (!enabled) return null;
  const digest = positionDigest(game);
  const known = cache.get(digest);
  if (known === undefined) return null;
  cache.delete(digest); // least recently used goes first
  cache.set(digest, known);
  return known;
}

/**
 * Asks the worker for this position's figures unless it has them or is on them; returns at once. `owner` names the
 * game (a chat) so that its newer positions replace its older ones in the queue.
 */
export function requestChances(game: Position, owner: string | null = null): void {
  if (enabled) void submit(game, owner);
}

/** Tests and tools: the figures for this position once the worker has them (starts the work if needed). */
export function whenChances(game: Position, owner: string | null = null): Promise<Chances | null> {
  return submit(game, owner);
}

/**
 * A finished game's chance curve (curve.ts), computed by the chances worker and kept by `key` (the record's id):
 * for the game-over picture, asked after the commit, never on a chat's path. Null when the record does not replay
 * or a point has no figures yet (a policy the worker lacks): then nothing is kept and a later ask tries again. The
 * queue is one: a curve waits for the estimate being computed, and estimates asked meanwhile wait for the curve.
 */
export function whenCurve(key: string, record: CurveRecord, options: CurveOptions): Promise<ChanceCurve | null> {
  const digest = `curve:${key}`;
  if (curves.has(digest)) return Promise.resolve(curves.get(digest)!);
  // a worker that keeps dying (a broken install) is not spawned again for every game's picture
  if (failures >= MAX_FAILURES) return Promise.resolve(null);
  const same = running?.digest === digest ? running : queue.find((j) => j.digest === digest);
  return new Promise((resolve) => {
    if (same) {
      same.done.push(resolve);
      return;
    }
    const id = nextId++;
    const game = record.game as GameId;
    queue.push({ id, digest, owner: null, message: { type: 'curve', id, game, record, options: { ...options, whole: true } }, done: [resolve] });
    pump();
  });
}

function submit(game: Position, owner: string | null): Promise<Chances | null> {
  const digest = positionDigest(game);
  if (cache.has(digest)) return Promise.resolve(cache.get(digest)!);
  const same = running?.digest === digest ? running : queue.find((j) => j.digest === digest);
  return new Promise((resolve) => {
    if (same) {
      same.done.push(resolve);
      return;
    }
    if (owner !== null) {
      const stale = queue.filter((j) => j.owner === owner);
      queue = queue.filter((j) => j.owner !== owner);
      for (const job of stale) for (const done of job.done) done(null);
    }
    const id = nextId++;
    queue.push({ id, digest, owner, message: { type: 'job', id, game: game.id, state: game.state, seed: seedOf(digest) }, done: [resolve] });
    pump();
  });
}

function pump(): void {
  if (running || queue.length === 0) return;
  running = queue.shift()!;
  const w = workerNow();
  const message = running.message;
  const state = message.type === 'job' ? message.state : startOf(message.record);
  if (state !== null) sendPolicies(w, message.game, state);
  w.postMessage(message);
}

/** A record's first position: what a game's shipments read (its settings, its players). */
function startOf(record: CurveRecord): unknown {
  try {
    return engineOf(record.game as GameId)?.setup(
      record.players.map((p) => p.id),
      record.settings ?? {},
    );
  } catch {
    return null;
  }
}

/** The policies the worker's playouts need, sent once each: the main thread's copies, so the worker needn't solve. */
function sendPolicies(w: Worker, game: GameId, state: unknown): void {
  const sent = (key: string) => policiesSent.has(`${game}:${key}`);
  for (const { key, payload } of chancePartOf(game)?.shipments?.(state, sent) ?? []) {
    w.postMessage({ type: 'policy', game, payload } satisfies ToWorker);
    policiesSent.add(`${game}:${key}`);
  }
}

/** A null answer is final unless the game's part waits for a policy the worker has not been sent yet. */
function isFinal(game: GameId, chances: Chances | null): boolean {
  const awaited = chancePartOf(game)?.retryUntil;
  return chances !== null || awaited === undefined || policiesSent.has(`${game}:${awaited}`);
}

function workerNow(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./estimate-worker.mjs', import.meta.url));
  w.unref(); // never keeps a finished process alive
  w.on('message', (message: FromWorker) => {
    const job = running;
    if (!job || job.id !== message.id) return;
    running = null;
    failures = 0;
    const answer = message.type === 'done' ? message.chances : message.type === 'curve' ? message.curve : null;
    if (message.type === 'failed') onLog('chances_estimate_failed', { error: message.error });
    // a position answered before its policy reached the worker is not cached: the next ask tries again
    if (message.type === 'done' && isFinal(job.message.game, message.chances)) remember(job.digest, message.chances);
    if (message.type === 'curve' && message.curve) rememberCurve(job.digest, message.curve);
    for (const done of job.done) done(answer);
    pump();
  });
  w.on('error', (error) => {
    onLog('chances_worker_failed', { error: error.message });
    restart();
  });
  w.on('exit', () => {
    if (worker === w) restart();
  });
  worker = w;
  return w;
}

/** A dead worker: what it was doing is answered with nothing, the queue goes on in a fresh one. */
function restart(): void {
  worker = null;
  if (++failures >= MAX_FAILURES) {
    enabled = false;
    onLog('chances_estimates_off', { failures });
    for (const job of queue) for (const done of job.done) done(null);
    queue = [];
  }
  policiesSent.clear();
  const lost = running;
  running = null;
  if (lost) for (const done of lost.done) done(null);
  pump();
}

function rememberCurve(digest: string, curve: ChanceCurve): void {
  curves.set(digest, curve);
  while (curves.size > CURVE_CACHE_SIZE) curves.delete(curves.keys().next().value!);
}

function remember(digest: string, chances: Chances | null): void {
  cache.set(digest, chances);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}
