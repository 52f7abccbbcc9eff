import type { GameRecord, RecordSummary } from './game-record.ts';
import type { ChatStats, PlayerStats } from './stats.ts';

export interface ForgetOptions {
  /** the chat the person asked in (its session is reached even when no record of theirs names it) */
  chat?: string;
}

/**
 * What /forgetme did. `clean`: when no byte of the old text is left in the store's files — `now` (memory), `at`
 * (epoch ms: the SQLite file's next compaction, batched off the chat path), `server` (PostgreSQL: the rows are
 * rewritten now; old row versions go with the server's own vacuum). `limited`: asked again too soon, nothing done.
 */
export type ForgetOutcome =
  | { kind: 'forgotten'; records: number; clean: { kind: 'now' } | { kind: 'at'; at: number } | { kind: 'server' } }
  | { kind: 'limited'; retryAt: number };

/** Reading the game records and statistics a store keeps (writing happens with the session, see RecordWrite). */
export interface RecordQueries {
  /** the chat's latest records, newest first */
  history(chat: string, limit: number): Promise<RecordSummary[]>;
  /** one record with its id, or null */
  game(id: number): Promise<GameRecord | null>;
  /** (the statistics are to be read, never changed: a store may hand the same, frozen, object to several readers) */
  chatStats(chat: string): Promise<ChatStats | null>;
  playerStats(player: string): Promise<PlayerStats | null>;
  /**
   * /forgetme — the person's seats become one anonymous seat named «игрок» in exactly the rows that list their id,
   * found by an index, never by a scan or by matching text (storage/records/forget-structure.ts): their records
   * (still verifiable: docs/fair-dice.md), the statistics of those records' chats, their own statistics document
   * (deleted), and the sessions of those chats and of `options.chat` (seats, stored replies, the running game's
   * logged moves). Every other row stays byte for byte. Cost: O(the person's own rows). Limited per person (see
   * ForgetOutcome).
   */
  forgetPlayer(player: string, options?: ForgetOptions): Promise<ForgetOutcome>;
  /**
   * Brings the statistics up to date with every record written so far. Where writing a record with the ending move
   * only inserts it (PostgreSQL; SQLite when the move could not fold it, or an older build wrote it) the statistics
   * documents are updated here, right after that commit and before every query, in record order. Safe to call from
   * several processes at once.
   */
  fold(): Promise<number>;
  /** Retention: deletes records that ended before `before` (epoch ms); statistics stay. Resolves to the count. */
  purge(before: number): Promise<number>;
}
