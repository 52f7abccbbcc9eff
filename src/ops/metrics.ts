// What the Butler counts while it serves, kept as plain numbers in typed arrays: the message path only adds to an
// array slot (no label object, no string, no map lookup), and the Prometheus registry (prometheus.ts) reads the
// arrays when it is scraped. Label values come from small fixed sets (the platforms, the kinds of update), so each
// label combination is an index known in advance. One set per process, like any Prometheus client's default
// registry: every Butler of the process adds to it.

/** The platforms, as the first letters of their chat keys (core/chat-key.ts): t(g:), d(c:), c(onsole:). */
export const PLATFORMS = ['telegram', 'discord', 'console', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The platform index of a chat key, from its first character only (no string is built). */
export function platformOf(chat: string): number {
  switch (chat.charCodeAt(0)) {
    case 116: // 't' — "tg:"
      return 0;
    case 100: // 'd' — "dc:"
      return 1;
    case 99: // 'c' — "console:"
      return 2;
    default:
      return 3;
  }
}

export function platformIndex(platform: Platform): number {
  return PLATFORMS.indexOf(platform);
}

/**
 * What an update turned out to be: a move (a roll phrase that changed a game), a command (a slash command or a
 * query), chat (a message the Butler stays quiet about) or refused (a move or command answered with a refusal).
 */
export const UPDATE_KINDS = ['move', 'command', 'chat', 'refused'] as const;
export const KIND_MOVE = 0;
export const KIND_COMMAND = 1;
export const KIND_CHAT = 2;
export const KIND_REFUSED = 3;

/** A histogram without labels: fixed upper bounds, a count per bucket, the sum and the count. */
export class Histogram {
  /** counts per bucket (not cumulative; the last slot is +Inf) */
  readonly buckets: Float64Array;
  sum = 0;
  count = 0;

  constructor(readonly bounds: readonly number[]) {
    this.buckets = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    this.buckets[i]!++;
    this.sum += value;
    this.count++;
  }
}

/** Seconds, for work that takes between a fraction of a millisecond and seconds. */
const FAST_WORK_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a turn-clock event came after its time: the tick runs every 5 s, so most land below that. */
const LAG_SECONDS = [0.01, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

/** One slot per platform and kind of update: [platform * UPDATE_KINDS.length + kind]. */
const UPDATE_SLOTS = PLATFORMS.length * UPDATE_KINDS.length;

export const metrics = {
  /** updates handled, by [platform * UPDATE_KINDS.length + kind] */
  updates: new Float64Array(UPDATE_SLOTS),
  /** from an update's arrival in Butler.handle to its reply (or silence), in seconds, by the same slots */
  updateSeconds: Array.from({ length: UPDATE_SLOTS }, () => new Histogram(FAST_WORK_SECONDS)),
  /** updates whose handling failed (a bug: the person got the generic apology), by platform index */
  updateFailures: new Float64Array(PLATFORMS.length),
  /** store transactions that failed (the store busy, down or refusing), whatever the update */
  storeErrors: new Float64Array(1),
  /** messages an outbox gave up sending (after the retries), by platform index */
  sendFailures: new Float64Array(PLATFORMS.length),
  /** one store transaction of a chat, from the call to its commit (a group commit's wait included), in seconds */
  transactionSeconds: new Histogram(FAST_WORK_SECONDS),
  /** answers "too many requests" (429) from a platform, by platform index */
  rateLimited: new Float64Array(PLATFORMS.length),
  /** how late the turn clock woke a chat after its reminder, deadline or computer player's move was due, in seconds */
  turnClockLag: new Histogram(LAG_SECONDS),
};

/**
 * Counts one handled update; `startedMs` is performance.now() when it arrived, `endedMs` when its reply was ready
 * (passed by a caller that has just read the clock: each read costs about a tenth of a microsecond).
 */
export function countUpdate(chat: string, kind: number, startedMs: number, endedMs: number = performance.now()): void {
  const slot = platformOf(chat) * UPDATE_KINDS.length + kind;
  metrics.updates[slot]!++;
  metrics.updateSeconds[slot]!.observe((endedMs - startedMs) / 1000);
}

export function countRateLimited(platform: Platform): void {
  metrics.rateLimited[platformIndex(platform)]!++;
}

/** An update whose handling failed with a bug (Butler.failure), by its chat's platform. */
export function countUpdateFailure(chat: string): void {
  metrics.updateFailures[platformOf(chat)]!++;
}

/** A store transaction that failed (sessions/channels.ts). */
export function countStoreError(): void {
  metrics.storeErrors[0]!++;
}

/** A message an outbox gave up sending. */
export function countSendFailure(platform: Platform): void {
  metrics.sendFailures[platformIndex(platform)]!++;
}

/**
 * Gauges read when scraped, registered by what holds them (an adapter's outbox): a function per platform, so a
 * scrape asks each outbox its length and the message path does nothing at all.
 */
const pendingReaders = new Map<Platform, Set<() => number>>();

/** Registers an outbox's length for butler_outbox_pending{platform}; returns the function that removes it. */
export function watchOutbox(platform: Platform, pending: () => number): () => void {
  let readers = pendingReaders.get(platform);
  if (!readers) pendingReaders.set(platform, (readers = new Set()));
  readers.add(pending);
  return () => readers.delete(pending);
}

/** Messages waiting in the outboxes of each platform that has any registered. */
export function outboxPending(): Map<Platform, number> {
  const totals = new Map<Platform, number>();
  for (const [platform, readers] of pendingReaders) {
    let total = 0;
    for (const read of readers) total += read();
    totals.set(platform, total);
  }
  return totals;
}

/** A histogram's figures, plain (sent between processes). */
export interface HistogramFigures {
  buckets: number[];
  sum: number;
  count: number;
}

/** Every figure of this process, plain: a Discord shard sends its own to the manager, whose /metrics adds them up. */
export interface MetricsSnapshot {
  updates: number[];
  rateLimited: number[];
  updateFailures: number[];
  storeErrors: number[];
  sendFailures: number[];
  /** by platform and kind, as `updates` */
  updateSeconds: HistogramFigures[];
  transactionSeconds: HistogramFigures;
  turnClockLag: HistogramFigures;
  outboxPending: [Platform, number][];
}

const figuresOf = (h: Histogram): HistogramFigures => ({ buckets: [...h.buckets], sum: h.sum, count: h.count });

export function snapshot(): MetricsSnapshot {
  return {
    updates: [...metrics.updates],
    rateLimited: [...metrics.rateLimited],
    updateFailures: [...metrics.updateFailures],
    storeErrors: [...metrics.storeErrors],
    sendFailures: [...metrics.sendFailures],
    updateSeconds: metrics.updateSeconds.map(figuresOf),
    transactionSeconds: figuresOf(metrics.transactionSeconds),
    turnClockLag: figuresOf(metrics.turnClockLag),
    outboxPending: [...outboxPending()],
  };
}

/** Where other processes' figures come from (the shard manager asks its shards); one source at a time. */
let remoteSource: (() => Promise<MetricsSnapshot[]>) | null = null;

/** Registers the source of other processes' figures; returns the function that removes it. */
export function gatherFrom(source: () => Promise<MetricsSnapshot[]>): () => void {
  remoteSource = source;
  return () => {
    if (remoteSource === source) remoteSource = null;
  };
}

/** This process's figures plus those of the processes it gathers from (their sum, label by label). */
export async function combinedSnapshot(): Promise<MetricsSnapshot> {
  const total = snapshot();
  const others = remoteSource ? await remoteSource() : [];
  const addArrays = (into: number[], from: number[]) => from.forEach((v, i) => (into[i] = (into[i] ?? 0) + v));
  const addFigures = (into: HistogramFigures, from: HistogramFigures) => {
    addArrays(into.buckets, from.buckets);
    into.sum += from.sum;
    into.count += from.count;
  };
  const pending = new Map(total.outboxPending);
  for (const other of others) {
    addArrays(total.updates, other.updates);
    addArrays(total.rateLimited, other.rateLimited);
    addArrays(total.updateFailures, other.updateFailures);
    addArrays(total.storeErrors, other.storeErrors);
    addArrays(total.sendFailures, other.sendFailures);
    other.updateSeconds.forEach((figures, slot) => total.updateSeconds[slot] && addFigures(total.updateSeconds[slot], figures));
    addFigures(total.transactionSeconds, other.transactionSeconds);
    addFigures(total.turnClockLag, other.turnClockLag);
    for (const [platform, n] of other.outboxPending) pending.set(platform, (pending.get(platform) ?? 0) + n);
  }
  total.outboxPending = [...pending];
  return total;
}
