// The word readers for whom a move is asked of (read-word.ts): a polite request ("would you roll", «бы вы») and a
// move asked for another player («Дворецкий, брось за Олега», "butler roll for jake") — RULES.md §1 "a move after a
// question": each player moves for themselves, so such a request is answered and nothing changes.
import { SOMEONE, TO_BUTLER } from './addressing.ts';
import { push, STOP, type ItemReader, type Outcome } from './item-reader.ts';
import { merged } from './lexicons.ts';
import { FILLER } from './talk-readers.ts';
import { boxAt, cuesOf, DELAYS, MODALS, typoVerb, WISHES } from './words.ts';

const BEHALF = merged((l) => l.behalf.words);
const SELF = merged((l) => l.behalf.self);
const OTHERS = merged((l) => l.behalf.others);
export const SECOND_PERSON = merged((l) => l.secondPerson);
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * "would you", "could you", «бы вы» opening a clause: a polite request, not a wish — the verb after it is said to
 * someone (to the Butler: the writer's own move, addressing.ts). Both words are read as nothing.
 */
export function readRequest(r: ItemReader, word: string): boolean {
  if (!(WISHES.has(word) || MODALS.has(word)) || !SECOND_PERSON.has(r.words[r.i + 1] ?? '')) return false;
  // (it opens its clause, after the Butler's name at most: "what would you do" asks)
  const before = r.i - 1;
  if (before >= 0 && r.clauseOf[before] === r.clause && r.words[before] !== TO_BUTLER) return false;
  push(r, FILLER);
  r.i++;
  push(r, FILLER);
  r.request = true;
  r.state.requested = true;
  return true;
}

/**
 * «за Олега», "for jake", «за него» after a move verb said to the Butler, in its clause («брось кости за Олега»): the move is asked for another player.
 * The reading stops there — what follows is about that player («он отошёл», "hes afk"), no part of the move. Null:
 * the word is no such thing, the reading goes on.
 */
export function readForOther(r: ItemReader, word: string): Outcome | null {
  if (!BEHALF.has(word) || !r.state.toButler || !afterMoveVerb(r)) return null;
  const next = r.words[r.i + 1];
  if (next === undefined || r.clauseOf[r.i + 1] !== r.clause || !isOtherPerson(next, r.words, r.i + 1)) return null;
  push(r, FILLER);
  r.state.forOther = true;
  return STOP;
}

/** Whether a move verb stands before this word in its clause. */
function afterMoveVerb(r: ItemReader): boolean {
  for (let j = r.items.length - 1; j >= 0; j--) {
    const it = r.items[j]!;
    if (it.clause !== r.clause) return false;
    if (it.cue.k === 'verb') return true;
  }
  return false;
}

/** A person other than the writer: a mention, a pronoun of another, or a name (a word no lexicon knows). */
function isOtherPerson(word: string, words: readonly string[], i: number): boolean {
  if (word === SOMEONE || OTHERS.has(word)) return true;
  if (SELF.has(word) || !LETTERS_ONLY.test(word) || DELAYS.has(word)) return false;
  return cuesOf(word).length === 0 && typoVerb(word) === null && boxAt(words, i) === null;
}
