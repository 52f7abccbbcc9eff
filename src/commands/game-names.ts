// Finding a game by a name people type after /newgame and /rules. The names are owned by each game's messages
// module (messages/<language>/<game>.ts), so a new game brings its own; every language's names work in every chat,
// as moves do. The id and each language's title count too.
import { GAME_IDS, type GameId } from '../games/types.ts';
import { textFor } from '../messages/index.ts';
import { LANGUAGES } from '../core/language.ts';
import { fold } from './parse/normalize.ts';

const LOOKUP = new Map<string, GameId>();
for (const language of LANGUAGES) {
  const { GAME_MESSAGES } = textFor(language).games;
  for (const id of GAME_IDS) {
    for (const name of [id, GAME_MESSAGES[id].title, ...GAME_MESSAGES[id].names]) LOOKUP.set(normalizeName(name), id);
  }
}

function normalizeName(text: string): string {
  return fold(text).replace(/[\s_-]+/g, ' ').replace(/[«»“”"'.!]/g, '').trim();
}

export function gameByName(text: string): GameId | null {
  return LOOKUP.get(normalizeName(text)) ?? null;
}
