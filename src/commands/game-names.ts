// Finding a game by a name people type after /newgame and /rules. The names are owned by each game's messages
// module (messages/<language>/<game>.ts), so a new game brings its own; every language's names work in every chat,
// as moves do. The id and each language's title count too.
import { gameIds } from '../core/hosted-games.ts';
import { type GameId } from '../games/types.ts';
import { textFor } from '../messages/index.ts';
import { LANGUAGES } from '../core/language.ts';
import { fold } from '../reading/normalize.ts';

/** Every name of every hosted game, in every language, to its id; built once per set of hosted games. */
const LOOKUPS = new Map<string, Map<string, GameId>>();

function lookup(): Map<string, GameId> {
  const ids = gameIds();
  const key = ids.join('\n');
  let names = LOOKUPS.get(key);
  if (names) return names;
  names = new Map();
  for (const language of LANGUAGES) {
    const { gameMessages } = textFor(language).games;
    for (const id of ids) {
      for (const name of [id, gameMessages(id).title, ...gameMessages(id).names]) names.set(normalizeName(name), id);
    }
  }
  LOOKUPS.set(key, names);
  return names;
}

function normalizeName(text: string): string {
  return fold(text).replace(/[\s_-]+/g, ' ').replace(/[«»“”"'.!]/g, '').trim();
}

export function gameByName(text: string): GameId | null {
  return lookup().get(normalizeName(text)) ?? null;
}
