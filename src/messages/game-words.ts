// A game's words in one language, from the games the serving Butler hosts (core/hosted-games.ts): each module brings
// its own (house/<game>.ts `words`). Outside a Butler, the language's own table of the four games answers.
import { hostedGames } from '../core/hosted-games.ts';
import type { Language } from '../core/language.ts';
import type { GameMessages } from './types.ts';

export function hostedWords(id: string, language: Language, own: Readonly<Record<string, GameMessages<any, any>>>): GameMessages<any, any> {
  const games = hostedGames();
  // the hosted games' words are typed by their modules (house/module.ts `words`); core only carries them
  const words = games ? (games.words(id, language) as GameMessages<any, any>) : own[id];
  if (!words) throw new Error(`no words for game "${id}"`);
  return words;
}
