// Each player's rating change, for the text of the reply that ends a game (the picture draws the same numbers).
// The record is written with the ending move; the statistics fold follows the commit (on SQLite it is in that
// commit). This runs after that commit, still in the chat's turn: it folds (idempotent; nothing to do when the move
// folded it; one record costs about a millisecond) and reads the chat's ratings, so the numbers are exactly those
// /top shows next — the same game rated the same way, whatever the timing. When the store cannot say (the fold failed, or another process holds the record mid-fold), the reply
// says the rating follows in /top rather than guess.
import type { GameOverRatings, GameRecord } from '../core/records.ts';
import type { RatingChange } from '../core/image.ts';
import { ratingChanges } from '../images/rating-change.ts';
import type { RecordQueries } from '../storage/records/types.ts';
import { entryOf } from '../games/with-entry.ts';

/** The rule of the statistics (storage/records/stats.ts addToChat): only finished games of two or more are rated. */
export function isRated(record: Pick<GameRecord, 'how' | 'players'>): boolean {
  return record.how === 'finished' && record.players.length > 1;
}

/**
 * `game`: the record just written, or the chat whose latest record it is (the reply given again to a re-delivered
 * update: in the chat's turn, no later game of the chat can have been recorded since that update).
 */
export async function gameOverRatings(records: RecordQueries, game: GameRecord | string): Promise<GameOverRatings> {
  let record: GameRecord | null;
  try {
    record = typeof game === 'string' ? await latestRecord(records, game) : game;
  } catch {
    return { kind: 'later' };
  }
  if (!record) return { kind: 'later' };
  if (!isRated(record)) return { kind: 'unrated' };
  let changes: RatingChange[] | null;
  try {
    // (every query of the records folds first: one fold here, not a fold and then the query's own check — on
    // PostgreSQL two round trips fewer for the reply that ends a game)
    const ref = { game: record.game, startedAt: record.startedAt, commitment: record.fair?.commitment ?? null };
    changes = ratingChanges(await records.chatStats(record.chat), ref);
  } catch {
    changes = null;
  }
  if (!changes || changes.length === 0) return { kind: 'later' };
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  const order = record.players.map((p) => p.id);
  const place = (id: string) => entryOf(record.places, id) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...changes].sort((a, b) => place(a.id) - place(b.id) || order.indexOf(a.id) - order.indexOf(b.id));
  return { kind: 'changed', changes: sorted.map((c) => ({ ...c, name: names.get(c.id) ?? c.id })) };
}

async function latestRecord(records: RecordQueries, chat: string): Promise<GameRecord | null> {
  const [latest] = await records.history(chat, 1);
  return latest ? records.game(latest.id) : null;
}
