// Every language's lexicon (types.ts), in one list. A message is not tagged with its language — people mix them —
// so each reader merges the fields it reads over all of them: a chat's language decides how the Butler speaks, not
// what it understands. A new language: a new file beside ru.ts, added here.
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { Lexicon } from './types.ts';
import { uk } from './uk.ts';

export const LEXICONS: readonly Lexicon[] = [ru, uk, en];

/** The words of one field of every lexicon, as one set. */
export function merged(field: (lexicon: Lexicon) => readonly string[]): ReadonlySet<string> {
  return new Set(LEXICONS.flatMap(field));
}
