// The one place the Butler gets a 1000 policy from, without blocking a chat: `getThousandPolicy(settings)` returns
// the solved policy for the channel's settings, or null while it is being solved in a worker thread (the first ask
// starts that); `whenReady(settings)` waits for it (an answer that had to say "coming" follows by itself when it
// resolves: advice/thousand-question.ts). Solutions are kept in memory per settings hash; the default settings' one
// is also kept on disk next to the store (policy-file.ts), as the Dice Poker table is, since solving takes tens of
// seconds of one core on a busy machine and a restart should answer at once. The hash includes the solver's version
// so a changed solver re-solves.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { GameSettings } from '../../games/types.ts';
import { packSolution, unpackSolution, type PackedSolution } from './packed-solution.ts';
import { policyFileName, readPolicyFileSync, writePolicyFile } from './policy-file.ts';
import { ThousandPolicy } from './policy.ts';
import { solveSolo } from './solve.ts';

/** Bump when the solver's results change for the same settings. */
export const SOLVER_VERSION = 1;

const ready = new Map<string, ThousandPolicy>();
const pending = new Map<string, Promise<ThousandPolicy>>();
/** Tests: the solves held open (holdThousandPolicyForTests), finished by provideThousandPolicy. */
const held = new Map<string, (policy: ThousandPolicy) => void>();
let inWorker = true;
/** Off by default so that scripted test games stay deterministic; the running Butler (main) turns it on. */
let solveAhead = false;
/** Where the default settings' solution is kept (next to the store); null: in memory only (tests, tools). */
let dir: string | null = null;
let onLog: (event: string, details: Record<string, unknown>) => void = () => {};

export function thousandSettingsHash(settings: GameSettings | ThousandSettings): string {
  const full = readSettings(settings as GameSettings);
  const canonical = JSON.stringify({ v: SOLVER_VERSION, ...full }, Object.keys({ v: 0, ...full }).sort());
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

export function getThousandPolicy(settings: GameSettings | ThousandSettings): ThousandPolicy | null {
  const key = thousandSettingsHash(settings);
  const known = ready.get(key);
  if (known) return known;
  if (pending.has(key)) return null;
  // the default settings' solution kept on disk: ready at once after a restart
  const stored = loadFromDisk(key);
  if (stored) return stored;
  void whenReady(settings).catch(() => {});
  return null;
}

/** The policy if it is already solved for these settings; never starts a solve (the game-over review uses it). */
export function peekThousandPolicy(settings: GameSettings | ThousandSettings): ThousandPolicy | null {
  return ready.get(thousandSettingsHash(settings)) ?? null;
}

/**
 * Tests: act as if the policy for these settings were being solved (no worker started): not ready until
 * provideThousandPolicy gives it, which also resolves every `whenReady` waiting on it.
 */
export function holdThousandPolicyForTests(settings: GameSettings | ThousandSettings): void {
  const key = thousandSettingsHash(settings);
  if (ready.has(key) || pending.has(key)) return;
  pending.set(key, new Promise<ThousandPolicy>((resolve) => held.set(key, resolve)));
}

/** Tests and tools: use this already solved policy for these settings (no worker, no wait). */
export function provideThousandPolicy(settings: GameSettings | ThousandSettings, policy: ThousandPolicy): void {
  const key = thousandSettingsHash(settings);
  pending.delete(key);
  ready.set(key, policy);
  const waiting = held.get(key);
  held.delete(key);
  waiting?.(policy);
}

export function whenReady(settings: GameSettings | ThousandSettings): Promise<ThousandPolicy> {
  const key = thousandSettingsHash(settings);
  const known = ready.get(key);
  if (known) return Promise.resolve(known);
  let promise = pending.get(key);
  if (!promise) {
    const stored = loadFromDisk(key);
    if (stored) return Promise.resolve(stored);
    const full = readSettings(settings as GameSettings);
    promise = (inWorker ? solveInWorker(full).then((packed) => {
      keepOnDisk(key, () => packed);
      return new ThousandPolicy(unpackSolution(packed));
    }) : Promise.resolve(solvedHere(key, full))).then(
      (policy) => {
        ready.set(key, policy);
        pending.delete(key);
        return policy;
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
 * A game with these settings will want its policy later (a person's decision for the game-over review): start the
 * solve now, in the worker, if solving ahead is on. Never waits.
 */
export function solveThousandAhead(settings: GameSettings | ThousandSettings): void {
  if (solveAhead) getThousandPolicy(settings);
}

/**
 * Tests and tools: solve on the calling thread instead of a worker (false), and forget every solution. `ahead`:
 * whether solveThousandAhead starts solves (main: on).
 */
export function configureThousandPolicies(options: {
  worker?: boolean;
  forget?: boolean;
  ahead?: boolean;
  /** where the default settings' solution is kept (next to the store); null: memory only */
  dir?: string | null;
  log?: typeof onLog;
}): void {
  if (options.worker !== undefined) inWorker = options.worker;
  if (options.ahead !== undefined) solveAhead = options.ahead;
  if (options.dir !== undefined) dir = options.dir;
  if (options.log) onLog = options.log;
  if (options.forget) {
    ready.clear();
    pending.clear();
    held.clear();
  }
}

/** The default settings' hash: the one solution kept on disk (any other settings are a channel's own choice). */
let defaultHash: string | null = null;
function isDefault(key: string): boolean {
  defaultHash ??= thousandSettingsHash({});
  return key === defaultHash;
}

/** The default settings' solution from its file, made ready, when it is there and whole; else null. */
function loadFromDisk(key: string): ThousandPolicy | null {
  if (dir === null || !isDefault(key)) return null;
  const packed = readPolicyFileSync(policyFileName(dir, key), key);
  if (!packed) return null;
  const policy = new ThousandPolicy(unpackSolution(packed));
  ready.set(key, policy);
  onLog('thousand_policy_loaded', { hash: key });
  return policy;
}

/**
 * A serving bot at start: the default settings' solution from its file, if it is there (a fraction of a second, off
 * any chat's path); never starts a solve.
 */
export function loadStoredThousandPolicy(): void {
  defaultHash ??= thousandSettingsHash({});
  if (!ready.has(defaultHash)) loadFromDisk(defaultHash);
}

/** Solved on the calling thread (tests, tools). */
function solvedHere(key: string, settings: ThousandSettings): ThousandPolicy {
  const solution = solveSolo(settings);
  keepOnDisk(key, () => packSolution(solution));
  return new ThousandPolicy(solution);
}

/** Keeps a fresh default solution on disk for the next start; a failed write only costs that start a solve. */
function keepOnDisk(key: string, packed: () => PackedSolution): void {
  if (dir === null || !isDefault(key)) return;
  writePolicyFile(policyFileName(dir, key), packed(), key).then(
    () => onLog('thousand_policy_written', { hash: key }),
    (error: unknown) => onLog('thousand_policy_not_written', { error: (error as Error).message }),
  );
}

function solveInWorker(settings: ThousandSettings): Promise<PackedSolution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./policy-worker.mjs', import.meta.url), { workerData: settings });
    worker.once('message', (packed: PackedSolution) => {
      resolve(packed);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`1000 policy worker exited with code ${code}`));
    });
  });
}
