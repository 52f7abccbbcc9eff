// What a game-over card shows, read from a finished game: every player who started, by place (the game's own order:
// games/places.ts — ties share a place, players who left last), with their score where the game keeps one and their
// last dice where the dice are the story. Which rows and winners a game has is its module's (house/<game>.ts).
import type { CardRow, GameOverCard } from '../core/image.ts';
import type { GameId } from '../games/types.ts';
import { entryOf } from '../games/with-entry.ts';

/** The card of a finished game from its rows (join order), its winners and its places. */
export function gameOverCard(game: GameId, winners: string[], rows: CardRow[], places: Record<string, number>): GameOverCard {
  const placed = rows.map((row) => ({ ...row, ...(entryOf(places, row.id) !== undefined ? { place: entryOf(places, row.id) } : {}) }));
  const last = Math.max(0, ...Object.values(places)) + 1;
  const sorted = placed
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.place ?? last) - (b.row.place ?? last) || a.index - b.index)
    .map(({ row }) => row);
  return { game, winners, rows: sorted };
}
