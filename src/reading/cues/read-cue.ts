// The last word reader (read-word.ts): a word that no reader before took is what the lexicons say it cues (or the
// verb it is one typo from), as said in its place — asked about, addressed, a count, a correction — or chat.
import { addressedVerb, LATIN_START } from './addressing.ts';
import { GLUED } from './digits.ts';
import { push, type ItemReader } from './item-reader.ts';
import type { ItemCue } from './item.ts';
import { laughterAt } from './laughter.ts';
import { interjectionAt } from './interjection.ts';
import { merged } from './lexicons.ts';
import { FILLER, UNKNOWN } from './talk-readers.ts';
import { cuesOf, DETERMINERS, QUESTION_WORDS, SUBJECTS, type Cue } from './words.ts';

/** The corrections that take a move back by themselves (Lexicon.takeBack). */
const TAKE_BACK = merged((l) => l.takeBack);
const TAKEN_BACK: ItemCue = Object.freeze({ k: 'corr', takeBack: true });
/** Endings of an infinitive (ru, uk): «кинуть», «кинути», «перекидатися». */
const INFINITIVE = /(?:ть|ти|ться|тись|тися)$/;
/** The first person singular (ru, uk): «кидаю», «брошу», «перекидываю», «рискую» — not «кидает», «вася кидає». */
const FIRST_PERSON = /(?:ю|у|юсь|усь)$/;
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

/** English words of being before a participle ("it's done", "was done", "get it done"). */
const PASSIVE_BEFORE: ReadonlySet<string> = new Set(["it's", 'its', 'it', 'is', 'was', 'be', 'been', 'being', 'get', 'got', 'gets', "that's", 'thats', 'are', 'were']);

/** English words of being that make the verb after them a passive or a description ("is cast", "were thrown"). */
const BEING: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'been', 'being', "it's", 'its', "that's", 'thats', "isn't", "wasn't", "aren't", "weren't"]);

export function readCue(r: ItemReader): void {
  const { words, i, word, cues } = r;
  // (a mistyped word of the game was read as the word meant when it was looked up: read-word.ts lookUp)
  let cue: Cue | undefined = cues[0];
  if (cue === undefined) {
    // «ахаха», "hahaha": laughter is an interjection, no chat around the move («перекидываю все ахах»); so is the
    // narration of a role-play action with no move in it («в стрит *кланяется публике*»)
    push(r, laughterAt(word, 0, word.length) || interjectionAt(word, 0, word.length) || r.state.asides.has(r.clause) ? FILLER : UNKNOWN);
    return;
  }
  // «не знаю, що залишити», "what to keep": a verb asked about, no move
  // (a question word in the middle of a clause that asks nothing is a conjunction: «так что перекидываю шестёрку»)
  const opensOrAsks = r.question || r.clauseOf[i - 2] !== r.clause;
  if (cue.k === 'verb' && r.clauseOf[i - 1] === r.clause && ((QUESTION_WORDS.has(words[i - 1]) && opensOrAsks) || (words[i - 1] === 'to' && QUESTION_WORDS.has(words[i - 2] ?? '')))) {
    push(r, UNKNOWN);
    return;
  }
  // "my power bank", "that throw", "a boarding pass": an English verb in a noun phrase is a noun; "how it's done",
  // "that was done": a participle after a word of being is said of a thing, not the writer's stop
  if (cue.k === 'verb' && (inNounPhrase(r) || (r.clauseOf[i - 1] === r.clause && PASSIVE_BEFORE.has(words[i - 1] ?? '') && word === 'done'))) {
    push(r, UNKNOWN);
    return;
  }
  // "the die is cast", "the dice were thrown", "it's rolling": an English verb right after a word of being is said of
  // the dice, a passive or a description, never the writer's move (a past form alone, "dice are rolled!", is the roll
  // it announces: readNarratedRoll)
  if (cue.k === 'verb' && !r.state.pastRoll && r.clauseOf[i - 1] === r.clause && BEING.has(words[i - 1] ?? '') && LATIN_WORD.test(word)) {
    push(r, UNKNOWN);
    return;
  }
  // «хватит кидать», «годі ризикувати», "stop rolling": the action a stop word governs is what it stops (RULES.md §1
  // "what a stop word governs"), no second move
  if (cue.k === 'verb' && cue.verb !== 'stop' && cue.verb !== 'pass' && governedByStop(r, word)) {
    push(r, FILLER);
    return;
  }
  if (cue.k === 'verb') {
    // "would you roll": asked of someone (of the Butler: the writer's own move)
    if (r.request) {
      cue = { ...cue, you: true };
      r.request = false;
    }
    if (words[i - 1] === 'to' || (!LATIN_START.test(word) && (INFINITIVE.test(word) || ASKED_PERSON.test(word)))) r.state.askingForm = true;
    cue = addressedVerb(cue, word, words, i, r.addressed);
    // «кидаю», "I roll", "rolling": said by the writer, never advice to another player (an English base form may be either)
    if (!cue.you && (LATIN_START.test(word) ? word.endsWith('ing') || SUBJECTS.has(words[i - 1] ?? '') : FIRST_PERSON.test(word))) r.state.firstPerson = true;
    r.anyMove = true;
  }
  // «пару», «две», "a couple": a number that is never a face counts dice
  if (cue.k === 'num' && !GLUED.test(word) && !cues.some((c) => c.k === 'face')) cue = { ...cue, count: true };
  // «нет» alone between commas corrects what came before («перекидываю единицы, нет, шестёрки»)
  // and so does one that opens a clause before what it names instead ("reroll the 3 and the 6, no the 3 and the 4")
  const opensClause = i > 0 && r.clauseOf[i - 1] !== r.clause && r.items.some((it) => it.cue.k === 'verb' || it.cue.k === 'dice' || it.cue.k === 'box') && !cuesOf(words[i + 1] ?? '').some((c) => c.k === 'verb' || c.k === 'neg');
  // («в тройки, не, в четверки»: a «не» alone between commas too)
  const aloneInClause = i > 0 && r.clauseOf[i - 1] !== r.clause && (i + 1 >= words.length || r.clauseOf[i + 1] !== r.clause);
  if (cue.k === 'neg' && (cues.some((c) => c.k === 'corr') || aloneInClause) && r.items.length > 0 && (i + 1 >= words.length || r.clauseOf[i + 1] !== r.clause || opensClause)) cue = { k: 'corr' };
  // «кидаю кубики, ой ні», "roll, nvm": a word that takes a move back, opening a clause after it
  if (cue.k === 'corr' && TAKE_BACK.has(word) && i > 0 && r.clauseOf[i - 1] !== r.clause) {
    push(r, TAKEN_BACK);
    return;
  }
  push(r, cue);
}

/**
 * Whether the verb `word` (word r.i) is the infinitive or gerund a stop word just before it governs: «хватит кидать»,
 * «годі кидати», «хорош рисковать», "stop rolling", "done rolling" — fillers at most between, in one clause.
 */
/** Whether the item read just before is a stop word of the writer's, in this clause. */
function lastIsStop(r: ItemReader): boolean {
  const last = r.items[r.items.length - 1];
  return last !== undefined && last.clause === r.clause && last.cue.k === 'verb' && last.cue.verb === 'stop' && !last.cue.you;
}

function governedByStop(r: ItemReader, word: string): boolean {
  // ("enough risk for me": an English base form right after the stop word is what it stops, as "enough risking")
  const nonFinite = LATIN_START.test(word) ? word.endsWith('ing') || r.words[r.i - 1] === 'to' || lastIsStop(r) : INFINITIVE.test(word);
  if (!nonFinite) return false;
  for (let j = r.items.length - 1; j >= 0; j--) {
    const it = r.items[j]!;
    if (it.clause !== r.clause) return false;
    if (it.cue.k === 'filler') continue;
    return it.cue.k === 'verb' && it.cue.verb === 'stop' && !it.cue.you;
  }
  return false;
}
