// Finding a game by a name people type after /newgame and /rules. The names are owned by each game's messages
// module (messages/ru/<game>.ts), so a new game brings its own.
import type { GameId } from '../games/types.ts';
import { GAME_MESSAGES } from '../messages/ru/games.ts';

const LOOKUP = new Map<string, GameId>();
for (const [id, messages] of Object.entries(GAME_MESSAGES) as [GameId, { names: readonly string[] }][]) {
  for (const name of messages.names) LOOKUP.set(normalizeName(name), id);
}

function normalizeName(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/[\s_-]+/g, ' ').replace(/[«»"'.!]/g, '').trim();
}

export function gameByName(text: string): GameId | null {
  return LOOKUP.get(normalizeName(text)) ?? null;
}
