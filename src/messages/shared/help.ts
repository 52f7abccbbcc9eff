// The /rules index for every language: one line per game of the registry, in registry order.
import { gameIds } from '../../core/hosted-games.ts';
import { type GameId } from '../../games/types.ts';
import { bold, lines, type Rich } from '../rich.ts';

export function rulesIndexIn(heading: string, title: (id: GameId) => string): Rich {
  return lines([bold(heading)], ...gameIds().map((id): Rich => [`• ${title(id)} — /rules ${id}`]));
}
