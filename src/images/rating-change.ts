// Each player's rating change for a game-over picture: the rating /top shows (OpenSkill's ordinal) before and after
// the game. The statistics fold (right after the commit that wrote the game's record) notes the ratings before the
// latest rated game in the chat's statistics; after it they are the chat's ratings. So the picture needs no rating
// maths of its own and never reads anything inside the chat's transaction. This file loads no canvas.
import { rating } from 'openskill';
import { ratingValue, type ChatStats } from '../storage/records/stats.ts';
import type { RecordQueries } from '../storage/records/types.ts';
import type { RatedGameRef, RatingChange } from '../core/image.ts';
import { entryOf } from '../games/with-entry.ts';


/** The rating of a player's first game before it: OpenSkill's starting rating (its ordinal is 0). */
const STARTING = ratingValue({ ...rating(), games: 0 });

/**
 * The changes the game made, in join order; null when the chat's statistics do not hold that game as the latest
 * rated one (not rated: ended by an admin or played alone; or the statistics are not up to date yet).
 */
export function ratingChanges(stats: ChatStats | null, game: RatedGameRef): RatingChange[] | null {
  const last = stats?.lastRated;
  // A game from a build that noted neither its start nor a seal cannot be told from another: show nothing.
  if (!last || (game.startedAt === null && game.commitment === null)) return null;
  if (last.game !== game.game || last.startedAt !== game.startedAt || last.commitment !== game.commitment) return null;
  const after = stats.ratings[last.game] ?? {};
  const changes: RatingChange[] = [];
  for (const [id, before] of Object.entries(last.before)) {
    const now = entryOf(after, id);
    if (now) changes.push({ id, before: before ? ratingValue(before) : STARTING, after: ratingValue(now) });
  }
  return changes;
}

/** Brings the statistics up to date (the fold is idempotent and safe alongside the Butler's own) and reads them. */
export async function foldedRatingChanges(records: RecordQueries, chat: string, game: RatedGameRef): Promise<RatingChange[] | null> {
  await records.fold();
  return ratingChanges(await records.chatStats(chat), game);
}
