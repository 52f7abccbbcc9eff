// A SessionStore held in a Map: the reference for the contract, and the store tests use. `fn` is synchronous and
// nothing here awaits, so a transact cannot interleave with another one — the key is held by construction.

import { isDeferred } from './deferred-text.ts';
import { logColumns, moveOfColumns, recordWithLog } from './move-log.ts';
import { checkRecordWrite } from './record-write.ts';
import { PeopleIndexed } from './session-people.ts';
import type { RecordedMove } from './records/game-record.ts';
import { MemoryRecords } from './records/memory-records.ts';
import type {
  RecordWrite,
  SessionStore,
  StoredRecord,
  SweepCutoffs,
  SweepResult,
  TransactOptions,
  TransactOutcome,
} from './types.ts';

/** A kept record: its text made when first read (see deferred-text.ts), not by every write. */
interface MemoryRecord {
  version: number;
  /** the write itself when its text is made on demand (its value never changes), else the text as written */
  source: { readonly data: string };
  deadline: number | null;
  idle: boolean;
  updatedAt: number;
}

/**
 * What a reader is given: a fresh object (a caller changing it cannot change the store), the text read on demand.
 * A class, so that the accessor is the prototype's and not defined anew on every read (every transact makes one).
 */
class StoredView implements StoredRecord {
  readonly version: number;
  readonly deadline: number | null;
  private text: string | undefined;
  private readonly source: { readonly data: string };

  constructor(row: MemoryRecord) {
    this.version = row.version;
    this.deadline = row.deadline;
    this.source = row.source;
  }

  get data(): string {
    return (this.text ??= this.source.data);
  }

  set data(value: string) {
    this.text = value;
  }
}

/**
 * One row of the move log: the move as written, made into its two JSON text columns only when read (tests, a record
 * at the game's end, /forgetme) rather than by every move (moves are never changed once applied, so the text made
 * later is the text the move had when it was written); or those columns themselves, once /forgetme rewrote them.
 */
type LogEntry = RecordedMove | { action: string; dice: string };

function columnsOf(entry: LogEntry): { action: string; dice: string } {
  return 'a' in entry ? logColumns(entry) : { action: entry.action, dice: entry.dice };
}

function moveOf(entry: LogEntry): RecordedMove {
  return 'a' in entry ? entry : moveOfColumns(entry.action, entry.dice);
}

/** The id of the game a stored session plays, if any (its JSON's game.id). */
function gameIdOf(data: string): string | null {
  try {
    const id = (JSON.parse(data) as { game?: { id?: unknown } | null }).game?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export class MemorySessionStore implements SessionStore {
  readonly kind = 'memory';
  readonly gameRecords = new MemoryRecords();
  private readonly records = new Map<string, MemoryRecord>();
  /** per chat: applied update id → epoch ms it was recorded */
  private readonly applied = new Map<string, Map<string, number>>();
  /** who each session names (storage/session-people.ts): person id → session keys */
  private readonly people = new Map<string, Set<string>>();
  private readonly peopleIndexed = new PeopleIndexed();
  /** the move log: per chat, per game log key, the moves in seq order (see LogEntry) */
  private readonly logs = new Map<string, Map<string, LogEntry[]>>();

  constructor() {
    // /forgetme reaches the sessions of the person's chats by key (RecordQueries.forgetPlayer)
    this.gameRecords.sessions = {
      get: (key) => this.records.get(key)?.source.data ?? null,
      keysNaming: (player) => {
        const keys = [...(this.people.get(player) ?? [])];
        this.people.delete(player);
        this.peopleIndexed.clear();
        return keys;
      },
      // a new version, so that a session cache keyed by version reads the rewritten session
      set: (key, data) => {
        const row = this.records.get(key);
        if (row) this.records.set(key, { ...row, version: row.version + 1, source: { data } });
      },
      rewriteMoves: (key, rewrite) => {
        for (const moves of this.logs.get(key)?.values() ?? []) {
          moves.forEach((move, i) => {
            const { action, dice } = columnsOf(move);
            const next = rewrite(action);
            if (next !== null) moves[i] = { action: next, dice };
          });
        }
      },
    };
  }

  private closed = false;

  async transact<T>(
    key: string,
    fn: (current: StoredRecord | null, applied: boolean) => TransactOutcome<T>,
    options: TransactOptions = {},
  ): Promise<T> {
    this.assertOpen();
    const stored = this.records.get(key);
    const update = options.update;
    const seen = update !== undefined && (this.applied.get(key)?.has(update) ?? false);
    const outcome = fn(stored ? new StoredView(stored) : null, seen);
    if (outcome.write) {
      checkRecordWrite(outcome.write);
      const record = this.writeLog(key, outcome.write);
      if (record) this.gameRecords.write(record);
      const now = Date.now();
      this.records.set(key, {
        version: (stored?.version ?? 0) + 1,
        source: isDeferred(outcome.write) ? outcome.write : { data: outcome.write.data },
        deadline: outcome.write.deadline,
        idle: outcome.write.idle ?? false,
        updatedAt: now,
      });
      for (const person of this.peopleIndexed.fresh(key, outcome.write)) {
        let keys = this.people.get(person);
        if (!keys) this.people.set(person, (keys = new Set()));
        keys.add(key);
      }
      if (update !== undefined) {
        let ids = this.applied.get(key);
        if (!ids) this.applied.set(key, (ids = new Map()));
        if (!ids.has(update)) ids.set(update, now);
      }
    }
    return outcome.result;
  }

  /** Appends the write's moves to the log (checked first, so a bad write changes nothing); returns the record to keep. */
  private writeLog(key: string, write: RecordWrite): RecordWrite['gameRecord'] {
    const log = write.log;
    if (write.dropLog) this.logs.delete(key);
    if (!log) return write.gameRecord;
    // (chat, game, seq) is the key of the SQL stores' table: a move logged twice is refused there, so here too
    let games = this.logs.get(key);
    let rows = games?.get(log.game);
    if (!log.end && log.moves.length > 0 && log.seq < (rows?.length ?? 0)) {
      throw new Error(`move log ${key}/${log.game}: seq ${log.seq} is logged already`);
    }
    if (log.end) {
      if (games) {
        games.delete(log.game);
        if (games.size === 0) this.logs.delete(key);
      }
      const stored = (rows ?? []).map(moveOf);
      return recordWithLog(write.gameRecord!, stored);
    }
    if (!games) this.logs.set(key, (games = new Map()));
    if (!rows) games.set(log.game, (rows = []));
    for (const move of log.moves) rows.push(move); // in place: appending costs the same at move 500 as at move 1
    return write.gameRecord;
  }

  /** The logged moves of a chat's game, in seq order (tests). */
  loggedMoves(key: string, game: string): { action: string; dice: string }[] {
    return (this.logs.get(key)?.get(game) ?? []).map(columnsOf);
  }

  async peek(key: string): Promise<StoredRecord | null> {
    this.assertOpen();
    const stored = this.records.get(key);
    // (a plain record: peeks are rare, and their callers may compare or spread it)
    return stored ? { version: stored.version, data: stored.source.data, deadline: stored.deadline } : null;
  }

  async due(now: number, limit = 100): Promise<string[]> {
    this.assertOpen();
    const overdue: Array<[string, number]> = [];
    for (const [key, record] of this.records) {
      if (record.deadline !== null && record.deadline <= now) overdue.push([key, record.deadline]);
    }
    // Same order as the SQL stores: by deadline, then by key so that ties are stable.
    overdue.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return overdue.slice(0, limit).map(([key]) => key);
  }

  async sweep(cutoffs: SweepCutoffs): Promise<SweepResult> {
    this.assertOpen();
    let updates = 0;
    let sessions = 0;
    for (const [chat, ids] of this.applied) {
      for (const [id, at] of ids) {
        if (at < cutoffs.appliedBefore) {
          ids.delete(id);
          updates++;
        }
      }
      if (ids.size === 0) this.applied.delete(chat);
    }
    if (cutoffs.idleBefore !== null) {
      for (const [key, record] of this.records) {
        if (record.idle && record.updatedAt < cutoffs.idleBefore) {
          this.records.delete(key);
          sessions++;
        }
      }
    }
    return { updates, sessions };
  }

  /** How many applied-update ids are remembered (tests, benchmark). */
  get appliedCount(): number {
    let n = 0;
    for (const ids of this.applied.values()) n += ids.size;
    return n;
  }

  /** How many records are held (tests, benchmark). */
  get size(): number {
    return this.records.size;
  }

  async moveChat(from: string, to: string): Promise<number> {
    this.assertOpen();
    let moved = 0;
    for (const key of await this.chatKeys(from)) {
      const record = this.records.get(key)!;
      const target = to + key.slice(from.length);
      const existing = this.records.get(target)?.version ?? 0;
      this.records.delete(key);
      this.records.set(target, { ...record, version: record.version + existing + 1 });
      this.logs.delete(target);
      moved++;
    }
    this.gameRecords.moveChat(from, to);
    // The moved games' logs go along; a log at a target that gives way goes with the session it belonged to.
    for (const chat of [...this.logs.keys()]) {
      if (chat !== from && !chat.startsWith(`${from}:`)) continue;
      const games = this.logs.get(chat)!;
      this.logs.delete(chat);
      this.logs.set(to + chat.slice(from.length), games);
    }
    // The applied update ids go along, so a re-delivery to either id is still known.
    for (const [chat, ids] of [...this.applied]) {
      if (chat !== from && !chat.startsWith(`${from}:`)) continue;
      this.applied.delete(chat);
      this.applied.set(to + chat.slice(from.length), ids);
    }
    return moved;
  }

  async chatKeys(key: string): Promise<string[]> {
    this.assertOpen();
    return [...this.records.keys()].filter((k) => k === key || k.startsWith(`${key}:`));
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  async activeGames(): Promise<Record<string, number>> {
    this.assertOpen();
    const counts: Record<string, number> = {};
    for (const row of this.records.values()) {
      const game = gameIdOf(row.source.data);
      if (game) counts[game] = (counts[game] ?? 0) + 1;
    }
    return counts;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('MemorySessionStore is closed');
  }
}
