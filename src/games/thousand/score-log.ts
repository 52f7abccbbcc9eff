// Everyone's score after each finished turn, kept for the race chart. One string rather than an array of objects:
// the state is cloned, validated and stored with every move, and a long six-player game has hundreds of turns, so
// the log must cost as little as one value — and grow by a few bytes a turn, or the last move of a long game
// rewrites kilobytes the first did not (issue 26).
//
// Format (version 2): `v2:<ids>|<entries>`.
// - <ids>: the player ids, URI-encoded (no id can then contain a separator), "," between them; an id's place in
//   this list is its seat number. Written once; a player never seen before is added at the end.
// - <entries>: one per turn, ";" between them, each saying how the snapshot differs from the previous one:
//   - "seat=score" — this seat's score is now `score` (a seat not in the snapshot joins it at the end);
//   - "-seat"      — this seat's key is gone from the snapshot (the player left);
//   - nothing      — a turn where no score changed;
//   - "*" then "seat=score,…" — a whole snapshot in key order (a keyframe): the first entry, every KEYFRAME_EVERY-th
//     entry (so appending never reads further back than the last keyframe), and whenever the keys' order cannot be
//     told as a change of the one before.
// The first version (still read, so stored sessions of running games keep their chart): turns separated by ";",
// each a full snapshot "id=score,id=score" with the ids URI-encoded. It never contains ":", so it cannot be taken
// for a `v2:` log. Appending to it converts the log once.
import { putEntry } from '../with-entry.ts';

export type ScoreSnapshot = Record<string, number>;

const PREFIX = 'v2:';
/** How many entries a keyframe starts at most: bounds the work of one append; ~1 byte a turn for six players. */
const KEYFRAME_EVERY = 32;

/** The log with the scores after one more turn. Work grows with the number of players, not with the game. */
export function appendScores(log: string | undefined, scores: ScoreSnapshot): string {
  if (!log) return buildLog([scores]);
  if (!log.startsWith(PREFIX)) return buildLog([...readOldLog(log), scores]);
  const bar = log.indexOf('|');
  const header = log.slice(PREFIX.length, bar);
  const seats = new Map(splitList(header).map((id, seat) => [decodeURIComponent(id), seat]));
  // The previous snapshot: replay from the last keyframe ("*" cannot be in a score, and the entries always hold one
  // after any "*" an id in the header may carry).
  const keyframeAt = log.lastIndexOf('*');
  if (keyframeAt < bar) return buildLog([...readScoreLog(log), scores]); // no turn yet (not written so): start over
  const tail = log.slice(keyframeAt).split(';');
  const previous = new Map<number, number>();
  for (const entry of tail) applyEntry(previous, entry);
  const added: string[] = [];
  const entry = entryFor(previous, scores, seats, added, tail.length >= KEYFRAME_EVERY);
  const body = log.slice(bar + 1);
  if (added.length === 0) return `${log};${entry}`;
  return `${PREFIX}${header}${header ? ',' : ''}${added.join(',')}|${body};${entry}`;
}

/** The snapshots in a log (an empty list for an empty or missing log; a malformed pair is skipped). */
export function readScoreLog(log: string | undefined): ScoreSnapshot[] {
  if (!log) return [];
  if (!log.startsWith(PREFIX)) return readOldLog(log);
  const bar = log.indexOf('|');
  const ids = splitList(log.slice(PREFIX.length, bar)).map((id) => decodeURIComponent(id));
  const body = log.slice(bar + 1);
  if (!body) return [];
  const current = new Map<number, number>();
  return body.split(';').map((entry) => {
    applyEntry(current, entry);
    return toSnapshot(current, ids);
  });
}

/** A whole sequence of snapshots as a version-2 log. */
function buildLog(snapshots: ScoreSnapshot[]): string {
  const seats = new Map<string, number>();
  const added: string[] = [];
  const current = new Map<number, number>();
  const entries = snapshots.map((scores, turn) => {
    const entry = entryFor(current, scores, seats, added, turn % KEYFRAME_EVERY === 0);
    applyEntry(current, entry);
    return entry;
  });
  return `${PREFIX}${added.join(',')}|${entries.join(';')}`;
}

/**
 * The entry that turns `previous` into `scores`: the changes when replaying them gives exactly these keys in this
 * order, else a keyframe. Ids not seated yet get the next seat (their encoded form goes to `added`, and `seats`
 * learns them). Non-finite scores are left out, as the first version's reader skipped them.
 */
function entryFor(
  previous: Map<number, number>,
  scores: ScoreSnapshot,
  seats: Map<string, number>,
  added: string[],
  keyframe: boolean,
): string {
  const now: [number, number][] = [];
  for (const [id, score] of Object.entries(scores)) {
    if (!Number.isFinite(score)) continue;
    let seat = seats.get(id);
    if (seat === undefined) {
      seat = seats.size;
      seats.set(id, seat);
      added.push(encodeURIComponent(id));
    }
    now.push([seat, score]);
  }
  const full = `*${now.map(([seat, score]) => `${seat}=${score}`).join(',')}`;
  if (keyframe) return full;
  const present = new Set(now.map(([seat]) => seat));
  const changes: string[] = [];
  for (const seat of previous.keys()) if (!present.has(seat)) changes.push(`-${seat}`);
  for (const [seat, score] of now) if (previous.get(seat) !== Number(`${score}`)) changes.push(`${seat}=${score}`);
  const entry = changes.join(',');
  const replayed = new Map(previous);
  applyEntry(replayed, entry);
  return sameOrder(replayed, now) ? entry : full;
}

/** Does replaying give these seats in this order (scores are equal by construction)? */
function sameOrder(replayed: Map<number, number>, now: [number, number][]): boolean {
  if (replayed.size !== now.length) return false;
  let i = 0;
  for (const seat of replayed.keys()) if (seat !== now[i++]![0]) return false;
  return true;
}

/** Applies one entry to the running snapshot (seat → score, in key order); a malformed item is skipped. */
function applyEntry(current: Map<number, number>, entry: string): void {
  let items = entry;
  if (items.startsWith('*')) {
    current.clear();
    items = items.slice(1);
  }
  for (const item of splitList(items)) {
    if (item.startsWith('-')) {
      current.delete(Number(item.slice(1)));
      continue;
    }
    const at = item.indexOf('=');
    const seat = Number(item.slice(0, at));
    const score = Number(item.slice(at + 1));
    if (at > 0 && Number.isInteger(seat) && Number.isFinite(score)) current.set(seat, score);
  }
}

function toSnapshot(current: Map<number, number>, ids: string[]): ScoreSnapshot {
  const snapshot: ScoreSnapshot = {};
  for (const [seat, score] of current) {
    const id = ids[seat];
    if (id !== undefined) putEntry(snapshot, id, score);
  }
  return snapshot;
}

function splitList(text: string): string[] {
  return text ? text.split(',') : [];
}

/** The first version: every turn a full snapshot. */
function readOldLog(log: string): ScoreSnapshot[] {
  return log.split(';').map((turn) => {
    const snapshot: ScoreSnapshot = {};
    for (const pair of turn.split(',')) {
      const at = pair.lastIndexOf('=');
      const score = Number(pair.slice(at + 1));
      if (at > 0 && Number.isFinite(score)) snapshot[decodeURIComponent(pair.slice(0, at))] = score;
    }
    return snapshot;
  });
}
