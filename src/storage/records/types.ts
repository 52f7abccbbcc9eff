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
   * /forgetme: the player's name becomes "игрок" in every record they played and in every statistics document,
   * and stays so in records written later. Resolves to the number of records changed.
   */
  forget(player: string): Promise<number>;
  /**
   * Brings the statistics up to date with every record written so far. Writing a record with the ending move only
   * inserts it (so the move stays cheap); the statistics documents are updated here, right after that commit and
   * before every query, in record order. Safe to call from several processes at once.
   */
  fold(): Promise<number>;
  /** Retention: deletes records that ended before `before` (epoch ms); statistics stay. Resolves to the count. */
  purge(before: number): Promise<number>;
}
