// The quick check of the cue finder: a message none of whose words may open a move (a verb, a stop or pass word, a
// die noun, a box name) is ordinary chat, rejected in one pass over the raw text without allocating anything.
// Words are looked up by their first four letters (three for shorter words), so any ending of a stem passes; the
// cue finder then decides exactly.
import { boxNamesByFirstWord } from '../lexicon/index.ts';
import { inWordAt, keyLetterAt, prefixKeyAt } from '../word-keys.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { CueLexicon } from './types.ts';
import { uk } from './uk.ts';
import { TYPO_WORDS } from './words.ts';

const PREFIX = 4;
const keys = new Set<number>();

function add(word: string): void {
  const first = word.split(/[\s\-.]/)[0];
  if (first.length === 0 || !/^\p{L}/u.test(first)) return;
  keys.add(prefixKeyAt(first, 0, PREFIX));
}

for (const lexicon of [ru, uk, en] as CueLexicon[]) {
  for (const { stems, you = [] } of lexicon.verbs) for (const w of [...stems, ...you]) add(w);
  for (const [, list] of lexicon.moveWords) for (const w of list) add(w);
}
for (const first of boxNamesByFirstWord.keys()) add(first);
for (const w of ['стрит', 'стріт']) add(w);
// the typos the cue finder forgives (a letter left out or two swapped) must pass the gate too: «брсаю», «броасю»
for (const target of TYPO_WORDS) {
  for (let i = 0; i < PREFIX && i < target.length; i++) {
    add(target.slice(0, i) + target.slice(i + 1));
    if (i + 1 < target.length) add(target.slice(0, i) + target[i + 1] + target[i] + target.slice(i + 2));
  }
}

/** Whether any word of the text may open a move (a superset of what the cue finder reads as one). */
export function mayHoldCues(text: string): boolean {
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (!inWordAt(text, i)) {
      inWord = false;
      continue;
    }
    if (inWord) continue;
    inWord = true;
    if (keyLetterAt(text, i) && keys.has(prefixKeyAt(text, i, PREFIX))) return true;
  }
  return false;
}
