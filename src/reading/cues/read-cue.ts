// The last word reader (read-word.ts): a word that no reader before took is what the lexicons say it cues (or the
// verb it is one typo from), as said in its place — asked about, addressed, a count, a correction — or chat.
import { addressedVerb, LATIN_START } from './addressing.ts';
import { GLUED } from './digits.ts';
import { push, type ItemReader } from './item-reader.ts';
import { UNKNOWN } from './talk-readers.ts';
import { cuesOf, DETERMINERS, QUESTION_WORDS, typoCue, type Cue } from './words.ts';

const LETTERS_ONLY = /^\p{L}+$/u;
/** Endings of an infinitive (ru, uk): «кинуть», «кинути», «перекидатися». */
const INFINITIVE = /(?:ть|ти|ться|тись|тися)$/;
/** Second person and first plural («бросаешь кости?», «кидаємо?»): asked of someone, not said. */
const ASKED_PERSON = /(?:шь|еш|єш|иш|ем|им|ём|емо|ємо|имо|імо|те)$/;

/** A Latin word right after a determiner, or after a word no lexicon knows right after one (same clause). */
function inNounPhrase(r: ItemReader): boolean {
  const { words, i, clauseOf, clause } = r;
  if (!LATIN_WORD.test(words[i]!) || i === 0 || clauseOf[i - 1] !== clause) return false;
  if (DETERMINERS.has(words[i - 1]!)) return true;
  return i >= 2 && clauseOf[i - 2] === clause && DETERMINERS.has(words[i - 2]!) && LATIN_WORD.test(words[i - 1]!) && cuesOf(words[i - 1]!).length === 0;
}
const LATIN_WORD = /^[a-z']+$/;

export function readCue(r: ItemReader): void {
  const { words, i, word, cues } = r;
  let cue: Cue | undefined = cues[0];
  if (cue === undefined && LETTERS_ONLY.test(word)) {
    cue = typoCue(word) ?? undefined;
  }
  if (cue === undefined) {
    push(r, UNKNOWN);
    return;
  }
  // «не знаю, що залишити», "what to keep": a verb asked about, no move
  if (cue.k === 'verb' && r.clauseOf[i - 1] === r.clause && (QUESTION_WORDS.has(words[i - 1]) || (words[i - 1] === 'to' && QUESTION_WORDS.has(words[i - 2] ?? '')))) {
    push(r, UNKNOWN);
    return;
  }
  // "my power bank", "that throw", "a boarding pass": an English verb in a noun phrase is a noun
  if (cue.k === 'verb' && inNounPhrase(r)) {
    push(r, UNKNOWN);
    return;
  }
  if (cue.k === 'verb') {
    if (words[i - 1] === 'to' || (!LATIN_START.test(word) && (INFINITIVE.test(word) || ASKED_PERSON.test(word)))) r.state.askingForm = true;
    cue = addressedVerb(cue, word, words, i, r.addressed);
    r.anyMove = true;
  }
  // «пару», «две», "a couple": a number that is never a face counts dice
  if (cue.k === 'num' && !GLUED.test(word) && !cues.some((c) => c.k === 'face')) cue = { ...cue, count: true };
  // «нет» alone between commas corrects what came before («перекидываю единицы, нет, шестёрки»)
  // and so does one that opens a clause before what it names instead ("reroll the 3 and the 6, no the 3 and the 4")
  const opensClause = i > 0 && r.clauseOf[i - 1] !== r.clause && r.items.some((it) => it.cue.k === 'verb' || it.cue.k === 'dice' || it.cue.k === 'box') && !cuesOf(words[i + 1] ?? '').some((c) => c.k === 'verb' || c.k === 'neg');
  if (cue.k === 'neg' && cues.some((c) => c.k === 'corr') && r.items.length > 0 && (i + 1 >= words.length || r.clauseOf[i + 1] !== r.clause || opensClause)) cue = { k: 'corr' };
  push(r, cue);
}
