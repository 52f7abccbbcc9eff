// The cheap test that lets most chat messages through untouched: no phrase word, no phrase.
import { PHRASE_STARTERS } from './lexicon/index.ts';

/**
 * A regex source matching exactly the given words, factored by common prefixes ("пас|пасую" → "пас(?:ую)?"), so that
 * the regex engine tries a few first letters at each position instead of every word: the check costs about the
 * same however many words the lexicons hold.
 */
function trieSource(words: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  let endsHere = false;
  for (const word of words) {
    if (word === '') {
      endsHere = true;
      continue;
    }
    const first = word[0];
    byFirst.set(first, [...(byFirst.get(first) ?? []), word.slice(1)]);
  }
  const branches = [...byFirst].map(([first, rests]) => `${first === 'е' ? '[её]' : escape(first)}${trieSource(rests)}`);
  if (branches.length === 0) return '';
  const body = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
  return endsHere ? `(?:${body})?` : body;
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every word that can start or make a phrase (from the lexicons), as a substring in any letter case (ё or е where a
 * word has е), checked on the raw text before anything else. It must accept a superset of what the grammar accepts
 * (a test checks that); false alarms ("спасибо" holds "пас") only cost the full parse.
 */
const STEMS_RE = new RegExp(trieSource([...new Set(PHRASE_STARTERS)]), 'i');
/** "в <box>" as the whole message: the first letter is в. */
const WHOLE_MESSAGE_IN_RE = /^\P{L}*[вВ][оО]?\s/u;

export function mayBePhrase(text: string): boolean {
  return STEMS_RE.test(text) || WHOLE_MESSAGE_IN_RE.test(text);
}
