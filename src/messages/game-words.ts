// A game's words in one language, from the games the serving Butler hosts (core/hosted-games.ts): each module brings
// its own (house/<game>.ts `words`). Outside a Butler, the language's own table of the four games answers.
import { hostedGames } from '../core/hosted-games.ts';
import type { Language } from '../core/language.ts';
import type { GameId } from '../games/types.ts';
import type { GameMessages, RollPhrases } from './types.ts';

export function hostedWords(id: string, language: Language, own: Readonly<Record<string, GameMessages<any, any>>>): GameMessages<any, any> {
  const games = hostedGames();
  // the hosted games' words are typed by their modules (house/module.ts `words`); core only carries them
  const words = games ? (games.words(id, language) as GameMessages<any, any>) : own[id];
  if (!words) throw new Error(`no words for game "${id}"`);
  return words;
}

/** A game that words no roll its own way (one object for all of them, never changed). */
const NO_ROLL_PHRASES: RollPhrases = Object.freeze({});

/** gameMessages, gameTitle and ownRolls of one language, given its table of the games it words itself. */
export function gamesIn(language: Language, own: Readonly<Record<string, GameMessages<any, any>>>) {
  /** The game's words in this language: the hosted game's module's. */
  const gameMessages = (id: GameId): GameMessages<any, any> => hostedWords(id, language, own);
  return {
    gameMessages,
    gameTitle: (id: GameId): string => gameMessages(id).title,
    /** The roll phrases a game words its own way (none: {}), for the lines that suggest a roll by game id. */
    ownRolls: (id: GameId): RollPhrases => gameMessages(id).rollPhrases ?? NO_ROLL_PHRASES,
  };
}
