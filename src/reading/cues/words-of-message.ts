// Step 1 of the reading: the tokens of a message → its words, each with its clause (clauses end at punctuation and
// emoji), die emoji as their digits, «5-ки» and «всё-таки» joined, a word broken by another character read as
// nothing, an @mention of the Butler dropped and one of someone else read as a word no lexicon knows.
import type { Token } from '../tokens.ts';
import { isOwnHandle, SOMEONE, TO_BUTLER } from './addressing.ts';
import { DIGIT_PLURAL, DIGIT_SINGULAR, DIGITS } from './digits.ts';
import { OTHER_DIGIT } from './look-alike.ts';
import { boxAt, butlerNames, cuesOf, listedAt, stretchedForms } from './words.ts';
import { merged } from './lexicons.ts';
import { boxNamesByFirstWord } from './box-names.ts';
import { boxKey } from '../tokens.ts';

/** The words of a message, each with its clause: what readItems reads. */
export interface Words {
  words: string[];
  clauseOf: number[];
  /** the clauses that end in "?" */
  askedClauses: Set<number>;
  /** the message holds a "?" */
  question: boolean;
  /** an @mention of the Butler's handle was dropped */
  mentionedButler: boolean;
  /** the clauses a dash ends («Покер — это спорт»): what stands before it is a topic being defined, not said */
  dashEnds: Set<number>;
  /** the clauses that end in a colon («бросаю два кубика: 1 и 6»): what follows names what it announced */
  colonEnds: Set<number>;
  /**
   * the clauses inside a role-play action between single asterisks («*театрально дует на кулак и бросает кости*»,
   * "*rolls with a flourish*"): what the writer narrates doing, each action clauses of its own
   */
  actions: Set<number>;
}

/** What a part of a broken word reads as: nothing the lexicons know. */
const BROKEN = '\u0000';
/** Punctuation that people glue to the next word for want of a space («пас,оставляю»): a gap, not a break. */
const GAP_MARKS = new Set([',', '.', ';', ':', '!', '?', '…', '"', '«', '»', '(', ')']);
const LETTER = /\p{L}/u;
const CLAUSE_END = new Set([',', ';', '.', '!', ':', '…', '—', '–', '(', ')', '\n']);
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const DASHES = new Set(['—', '–', '-']);
const DIE_EMOJI_FIRST = 0x2680; // ⚀

/** `ownHandle`: the Butler's handle (ownHandleOf), or null when not known. */
export function wordsOf(tokens: readonly Token[], ownHandle: string | null): Words {
  const message: Words = { words: [], clauseOf: [], askedClauses: new Set<number>(), question: false, mentionedButler: false, dashEnds: new Set<number>(), colonEnds: new Set<number>(), actions: new Set<number>() };
  let inAction = false;
  /** the first clause of the sentence being read */
  let sentence = 0;
  let clause = 0;
  const broken = brokenWords(tokens);
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.word) {
      const joined = joinedAt(tokens, t);
      if (joined !== null) {
        add(message, joined, clause);
        t += 2;
        continue;
      }
      // a part of a word broken by another character («брос-аю», RULES.md §1) is no word of the lexicon
      if (broken !== null && broken.has(t)) add(message, BROKEN, clause);
      else addWord(message, token.text, clause);
      continue;
    }
    // "@handle": said to the Butler (its handle, or one of its names: "@Butler roll for me") — dropped; to someone
    // else — a word no lexicon knows
    const handle = tokens[t + 1];
    if (token.text === '@' && handle !== undefined && handle.word && !handle.spaced) {
      if (isOwnHandle(handle.text, ownHandle) || listedAt(butlerNames, [handle.text], 0) === 1) message.mentionedButler = true;
      else add(message, SOMEONE, clause);
      t++;
      continue;
    }
    if (token.text === '?') askAlternatives(message, clause, sentence);
    if (SENTENCE_END.has(token.text)) sentence = clause + 1;
    const action = actionMark(tokens, t, inAction);
    if (action !== null) {
      inAction = action;
      clause++;
      if (inAction) message.actions.add(clause);
      continue;
    }
    clause = readMark(message, tokens, t, clause);
    if (inAction) message.actions.add(clause);
  }
  splitVerbs(message.words);
  vocatives(message);
  return message;
}

const SENTENCE_END = new Set(['.', '!', '?', '…']);
const ALTERNATIVES = merged((l) => l.alternatives);

/**
 * "should I bank, or do the gods still favour me?": a "?" after a clause opened by «или», «чи», "or" asks the choice
 * before it too, back to the start of its sentence.
 */
function askAlternatives(message: Words, clause: number, sentence: number): void {
  const first = message.clauseOf.indexOf(clause);
  if (first < 0 || !ALTERNATIVES.has(message.words[first]!)) return;
  for (let c = sentence; c < clause; c++) message.askedClauses.add(c);
}

/**
 * Whether token t is a single asterisk that opens a role-play action (true: glued to the word after it) or closes the
 * open one (false: glued to what stands before it); null when it is neither (a bold «**», a star between spaces).
 */
function actionMark(tokens: readonly Token[], t: number, inAction: boolean): boolean | null {
  const token = tokens[t]!;
  if (token.text !== '*' || tokens[t - 1]?.text === '*' || tokens[t + 1]?.text === '*') return null;
  const next = tokens[t + 1];
  if (!inAction) return next !== undefined && next.word && !next.spaced ? true : null;
  return !token.spaced ? false : null;
}

/**
 * «бросаю 5 костей дворецкий давай быстрее…», "rolling butler hurry up": the Butler's name inside a message is said
 * to it, as a clause of its own — what comes after it is no chat around the move before it. (At the start or the end
 * the name is the address of the whole message: addressing.ts.)
 */
function vocatives(message: Words): void {
  const { words, clauseOf } = message;
  for (let i = 1; i < words.length; i++) {
    const named = listedAt(butlerNames, words, i);
    if (named === 0 || i + named >= words.length) continue;
    for (let j = i; j < i + named; j++) words[j] = TO_BUTLER;
    if (clauseOf[i + named] === clauseOf[i + named - 1]) newClauseFrom(message, i + named);
    if (clauseOf[i] === clauseOf[i - 1]) newClauseFrom(message, i);
    i += named - 1;
  }
}

/** Starts a new clause at word `at`: every clause from there on is one further. */
function newClauseFrom(message: Words, at: number): void {
  const first = message.clauseOf[at]!;
  for (let j = at; j < message.clauseOf.length; j++) message.clauseOf[j]!++;
  for (const set of [message.askedClauses, message.dashEnds, message.colonEnds, message.actions]) {
    const shifted = [...set].map((c) => (c >= first ? c + 1 : c));
    set.clear();
    for (const c of shifted) set.add(c);
  }
}

/**
 * «брос аю кости», «кида.ю кубик»: a verb split after its stem is a broken word (RULES.md §1), as «брос-аю» is — a
 * stem the lexicons read as the verb, then a piece that is no word and that with it makes the verb again.
 */
function splitVerbs(words: string[]): void {
  for (let i = 0; i + 1 < words.length; i++) {
    const stem = words[i]!;
    const rest = words[i + 1]!;
    if (rest.length > 3 || !isVerb(stem) || cuesOf(rest).length > 0 || !isVerb(stem + rest)) continue;
    words[i] = BROKEN;
    words[i + 1] = BROKEN;
  }
}

function isVerb(word: string): boolean {
  return cuesOf(word).some((c) => c.k === 'verb');
}

/**
 * A word, or the two words a missing space ran together (RULES.md §1): «вшанс», "inchance" — «в» (an «into» word)
 * and a box. Only a word the lexicons do not know is split, and only where both halves are read so.
 */
function addWord(message: Words, word: string, clause: number): void {
  word = unstretchedBox(word);
  const split = word.length >= 4 ? intoGlued(word) : 0;
  if (split === 0) return add(message, word, clause);
  add(message, word.slice(0, split), clause);
  add(message, word.slice(split), clause);
}

/**
 * "POKERRR!!!", «фуллл»: a box name stretched for emphasis is the name (as a stretched verb is the verb, read-word.ts);
 * any other word stays as typed.
 */
function unstretchedBox(word: string): string {
  const forms = stretchedForms(word);
  if (forms === null || cuesOf(word).length > 0) return word;
  return forms.find((form) => boxNamesByFirstWord.has(boxKey(form))) ?? word;
}

/** Where an «into» word glued to a box name ends in `word` («в|шанс», «во|фулл»), or 0. */
function intoGlued(word: string): number {
  for (let k = 1; k <= 4 && k < word.length - 2; k++) {
    if (!cuesOf(word.slice(0, k)).some((c) => c.k === 'into')) continue;
    if (cuesOf(word).length > 0) return 0;
    if (boxNamesByFirstWord.has(boxKey(word.slice(k)))) return k;
  }
  return 0;
}

function add(message: Words, word: string, clause: number): void {
  message.words.push(word);
  message.clauseOf.push(clause);
}

/**
 * The word that token t starts with the two after it, or null: «5-ки» (a digit with a plural suffix after a hyphen
 * is every die of that face, as «5ки» and «5s» are), «всё-таки» (a word of the lexicon written with its hyphen).
 */
function joinedAt(tokens: readonly Token[], t: number): string | null {
  const token = tokens[t]!;
  const dash = tokens[t + 1];
  const suffix = tokens[t + 2];
  if (!dash || !suffix || dash.word || dash.spaced || !suffix.word || suffix.spaced) return null;
  if ((dash.text === '-' || dash.text === '–') && (DIGIT_PLURAL.test(token.text + suffix.text) || DIGIT_SINGULAR.test(token.text + suffix.text))) return token.text + suffix.text;
  if (scoreLine(token.text, dash.text, suffix.text)) return `${token.text}${dash.text}${suffix.text}`;
  if (hyphenated(token.text, dash.text, suffix.text)) return `${token.text}-${suffix.text}`;
  // «бросьте-ка», «кинь-но», «кидаю-таки»: a particle after a hyphen colours a verb and leaves it itself (after other
  // words it makes another: «что-то», «так-то»)
  if (!(dash.text === '-' || dash.text === '–') || !isVerb(token.text)) return null;
  // «кидаю-кидаю», "roll-roll": a verb said twice with a hyphen, for rhythm, is the verb once
  return PARTICLES.has(suffix.text) || suffix.text === token.text ? token.text : null;
}

/**
 * «3-0», «2:1», «90+3», "3-0 down": two numbers joined with no space by a sign are a score, a time or a sum — one word
 * that is no die (a hyphen between two faces, «5-6», stays two faces: only a 0 or a number over six makes it a score).
 */
function scoreLine(a: string, sign: string, b: string): boolean {
  if (!DIGITS_ONLY.test(a) || !DIGITS_ONLY.test(b)) return false;
  if (sign === ':' || sign === '+' || sign === '/') return true;
  if (sign !== '-' && sign !== '–') return false;
  return [a, b].some((n) => Number(n) === 0 || Number(n) > 6);
}
const DIGITS_ONLY = /^[0-9]+$/;

/** The particles written after a verb with a hyphen that leave it the verb it is (Russian and Ukrainian grammar). */
const PARTICLES = new Set(['ка', 'то', 'таки', 'но', 'бо', 'от']);

/** A token that is no word (token t): a die emoji is its digit, a "?" asks its clause, punctuation ends it. The clause after it. */
function readMark(message: Words, tokens: readonly Token[], t: number, clause: number): number {
  const token = tokens[t]!;
  const code = token.text.codePointAt(0)!;
  if (code >= DIE_EMOJI_FIRST && code <= DIE_EMOJI_FIRST + 5) {
    add(message, String(code - DIE_EMOJI_FIRST + 1), clause);
    return clause;
  }
  if (token.text === '?') {
    message.question = true;
    message.askedClauses.add(clause);
    return clause + 1;
  }
  // «4,4,4»: a list of dice, not three clauses
  if (token.text === ',' && DIGITS.test(tokens[t - 1]?.text ?? '') && DIGITS.test(tokens[t + 1]?.text ?? '')) return clause;
  // "5-ки": a hyphen inside a word is no clause break
  if ((CLAUSE_END.has(token.text) || PICTOGRAPH.test(token.text)) && (!(token.text === '-' || token.text === '–') || token.spaced)) {
    if (DASHES.has(token.text)) message.dashEnds.add(clause);
    if (token.text === ':') message.colonEnds.add(clause);
    return clause + 1;
  }
  return clause;
}

/**
 * The tokens that are parts of one word broken by a character pushed inside it («брос-аю», «бро*саю»): two words
 * with letters and one glued character between them, no space on either side. Digits with a suffix («5-ки») are
 * no broken word. Null when there is none (the common case: nothing allocated).
 */
function brokenWords(tokens: readonly Token[]): Set<number> | null {
  let broken: Set<number> | null = null;
  for (let t = 1; t + 1 < tokens.length; t++) {
    const glue = tokens[t]!;
    if (glue.word || glue.spaced || GAP_MARKS.has(glue.text)) continue;
    const before = tokens[t - 1]!;
    const after = tokens[t + 1]!;
    if (!before.word || !after.word || after.spaced) continue;
    if (!LETTER.test(before.text) || !LETTER.test(after.text) || OTHER_DIGIT.test(before.text)) continue;
    // «фул-хаус»: a box name written with its hyphen; «всё-таки»: a word of the lexicon that holds one
    if (boxAt([before.text, after.text], 0)?.length === 2 || hyphenated(before.text, glue.text, after.text)) continue;
    (broken ??= new Set()).add(t - 1).add(t + 1);
  }
  return broken;
}

/** A word of the lexicons written with a hyphen inside («всё-таки», «ну-ка»). */
function hyphenated(before: string, glue: string, after: string): boolean {
  return (glue === '-' || glue === '–') && cuesOf(`${before}-${after}`).length > 0;
}
