// Where channel sessions live between messages. The session layer owns the JSON inside; a store only keeps it
// safe: one writer per key at a time, atomic replace, and a version that goes up by one on every write.
import type { GameRecord, RecordedMove } from './records/game-record.ts';
import type { RecordQueries } from './records/types.ts';

export interface StoredRecord {
  /** 1 for the first write, +1 on each later write */
  version: number;
  /** the session as JSON text (the session layer validates it on read) */
  data: string;
  /** epoch ms of the next turn deadline in this channel, or null (used to find overdue turns after a restart) */
  deadline: number | null;
}

export interface RecordWrite {
  data: string;
  deadline: number | null;
  /**
   * true when the session holds nothing worth keeping (no lobby, no game, no settings): such a record may be deleted
   * by `sweep` once it has not been written for a while. Default false.
   */
  idle?: boolean;
  /**
   * A game that ended with this write: kept in the same transaction (see storage/records). With `log.end` the
   * game's logged moves are put before its `moves` by the store.
   */
  gameRecord?: GameRecord;
  /** moves appended to the chat's move log in the same transaction (see LogWrite) */
  log?: LogWrite;
  /**
   * Forget every logged move of this key (an unreadable session replaced by an empty one: its game's log, whatever
   * its log key was, has no game left to finish).
   */
  dropLog?: boolean;
}

/**
 * The game's move log: one append-only row per applied action with the dice it drew, keyed (chat, game, seq), so
 * that a move writes one small row instead of the whole log. Rows carry player ids inside `a` (no names).
 */
export interface LogWrite {
  /** the game's log key within the chat (RunningGame.logKey) */
  game: string;
  /** seq of the first move in `moves` (0 for a game's first move) */
  seq: number;
  moves: RecordedMove[];
  /**
   * The game ended with this write: `moves` is empty (the moves since the last write are already the record's), and
   * the store puts every logged move of the game, in seq order, before the record's own and deletes the game's
   * rows (the record holds them from now on).
   */
  end?: boolean;
}

export interface TransactOptions {
  /**
   * The platform update this transact applies (chat-scoped id). The store tells `fn` whether it was applied before
   * and, when `fn` writes, records it in the same transaction as the write: a re-delivered update is recognised
   * however many others were applied since, until `sweep` expires it by age.
   */
  update?: string;
}

/** What `sweep` removes: applied-update ids recorded before one time, idle sessions last written before another. */
export interface SweepCutoffs {
  /** epoch ms: applied-update ids recorded before this are forgotten */
  appliedBefore: number;
  /** epoch ms: idle records (see RecordWrite.idle) last written before this are deleted; null = keep them all */
  idleBefore: number | null;
}

export interface SweepResult {
  updates: number;
  sessions: number;
}

export interface TransactOutcome<T> {
  /** what to store; omitted = leave the record as it is (a refused move writes nothing) */
  write?: RecordWrite;
  result: T;
}

export interface SessionStore {
  /** 'sqlite' | 'postgres' | 'memory', for logs and the benchmark */
  readonly kind: string;
  /** game records and statistics (absent in a store that keeps none) */
  readonly gameRecords?: RecordQueries;
  /**
   * Runs `fn` on the key's current record while holding that key exclusively (for PostgreSQL across processes too)
   * and commits what it returns atomically, as version + 1. `fn` is synchronous on purpose: nothing slow may run
   * while a channel is locked. If `fn` throws, nothing is written and the error is rethrown. `fn` must not call
   * `transact` itself (the inner write would be lost under the outer one). `applied` is true when
   * `options.update` was recorded for this key by an earlier write (always false without an update id).
   */
  transact<T>(
    key: string,
    fn: (current: StoredRecord | null, applied: boolean) => TransactOutcome<T>,
    options?: TransactOptions,
  ): Promise<T>;
  /**
   * The last committed record, read without taking the key's lock, so it may be stale by the time it is used. Only
   * for reads that may lag a moment and change nothing: a server's settings, the language a query answers in, a
   * Discord channel's old game-master role. Every change goes through `transact`.
   */
  peek(key: string): Promise<StoredRecord | null>;
  /** Keys whose deadline is at or before `now` (epoch ms), oldest first. */
  due(now: number, limit?: number): Promise<string[]>;
  /**
   * Forgets old applied-update ids and deletes idle records that have not been written for a while (see
   * SweepCutoffs). A record locked by a transact at that moment is left for the next sweep.
   */
  sweep(cutoffs: SweepCutoffs): Promise<SweepResult>;
  /**
   * Moves everything stored for chat `from` to chat `to` in one transaction: the session (settings, lobby, game,
   * pending deadline) of `from` and of its sub-keys `from:*` (forum topics) becomes `to` / `to:*`. A row already at
   * the target is replaced (the moved chat's history wins) and the moved version is above both, so no cache keyed by
   * version can mistake one for the other. Resolves to the number of sessions moved (0 = nothing stored).
   */
  moveChat(from: string, to: string): Promise<number>;
  /** The stored keys of a chat: `key` itself and its sub-keys `key:*` (forum topics), for ending all of them. */
  chatKeys(key: string): Promise<string[]>;
  /**
   * Answers a trivial question within `timeoutMs`, else rejects (GET /readyz). SQLite takes and releases its write
   * lock, so a file held by another writer past the timeout is not ready; PostgreSQL runs `SELECT 1`.
   */
  ping(timeoutMs: number): Promise<void>;
  /** Games in play per game id, as stored (every instance's), for the butler_games_active gauge. */
  activeGames(): Promise<Record<string, number>>;
  close(): Promise<void>;
}
