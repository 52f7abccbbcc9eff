// The /rules index for every language: one line per game of the registry, in registry order.
import { gameIds } from '../../core/hosted-games.ts';
import { type GameId } from '../../games/types.ts';
import { bold, lines, type Rich } from '../rich.ts';

export function rulesIndexIn(heading: string, title: (id: GameId) => string): Rich {
  return lines([bold(heading)], ...gameIds().map((id): Rich => [`• ${title(id)} — /rules ${id}`]));
}

/** The games of this Butler that give a hint, by title (with a note after some): /help names only those it hosts. */
export function hintGames(title: (id: GameId) => string, notes: Partial<Record<string, string>> = {}): string {
  return (['dice_poker', 'thousand', 'bone_poker'] as const)
    .filter((id) => gameIds().includes(id))
    .map((id) => title(id as GameId) + (notes[id] ?? ''))
    .join(', ');
}

/** Whether this Butler hosts the game (a Butler may host other games than the four: house/registry.ts). */
export const hostsGame = (id: string): boolean => gameIds().includes(id);
