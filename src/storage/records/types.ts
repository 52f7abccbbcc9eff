import type { GameRecord, RecordSummary } from './game-record.ts';
import type { ChatStats, PlayerStats } from './stats.ts';

/** Reading the game records and statistics a store keeps (writing happens with the session, see RecordWrite). */
export interface RecordQueries {
  /** the chat's latest records, newest first */
  history(chat: string, limit: number): Promise<RecordSummary[]>;
  /** one record with its id, or null */
  game(id: number): Promise<GameRecord | null>;
  chatStats(chat: string): Promise<ChatStats | null>;
  playerStats(player: string): Promise<PlayerStats | null>;
  /**
   * /forgetme — the one scrub of a person, whatever the store keeps (a new table of a store must be scrubbed here
   * too): neither their id nor any of their names (`names`: the one they write under now; those stored beside the
   * id are found) remains anywhere — sessions and their stored replies, records (an anonymous seat, still
   * verifiable: see docs/fair-dice.md), statistics, records waiting for the fold. Resolves to the records changed.
   */
  forgetPlayer(player: string, names?: readonly string[]): Promise<number>;
  /**
   * Brings the statistics up to date with every record written so far. Writing a record with the ending move only
   * inserts it (so the move stays cheap); the statistics documents are updated here, right after that commit and
   * before every query, in record order. Safe to call from several processes at once.
   */
  fold(): Promise<number>;
  /** Retention: deletes records that ended before `before` (epoch ms); statistics stay. Resolves to the count. */
  purge(before: number): Promise<number>;
}
