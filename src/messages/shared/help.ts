// The /rules index for every language: one line per game of the registry, in registry order.
import { GAME_IDS, type GameId } from '../../games/types.ts';
import { bold, lines, type Rich } from '../rich.ts';

export function rulesIndexIn(heading: string, title: (id: GameId) => string): Rich {
  return lines([bold(heading)], ...GAME_IDS.map((id): Rich => [`• ${title(id)} — /rules ${id}`]));
}
