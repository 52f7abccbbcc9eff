// Whom a message, and each verb in it, is said to: the Butler (by name or handle: the writer's own move, «Дворецкий,
// кинь за меня», "@butler roll"), another player ("Bob, roll!": talk), or no one in particular.
import { interjectionAt } from './interjection.ts';
import { merged } from './lexicons.ts';
import { boxAt, butlerNames, cuesOf, listedAt, QUESTION_WORDS, SUBJECTS, TO_ME, typoVerb, URGE, WISHES, type Cue } from './words.ts';

/** What a mention of someone else reads as: a word no lexicon knows. */
export const SOMEONE = '\u0001';
/** What the Butler's name said to it reads as: a filler. */
export const TO_BUTLER = '\u0002';
/** A handle that ends so is a bot's (Telegram requires it of every bot): the Butler's, when its own is not known. */
const BOT_HANDLE = /bot$/;
const LETTERS_ONLY = /^\p{L}+$/u;
/** English words start so: their verbs are addressed by word order, the Slavic ones by their endings. */
export const LATIN_START = /^[a-z]/;

export type Addressee = 'butler' | 'other' | null;
type VerbCue = Extract<Cue, { k: 'verb' }>;

/** The Butler's handle as the tokens hold it (lower case, no "@"), or null when not known. */
export function ownHandleOf(botUsername: string | undefined): string | null {
  if (botUsername === undefined || botUsername === '') return null;
  return (botUsername.startsWith('@') ? botUsername.slice(1) : botUsername).toLowerCase();
}

/** Whether "@handle" names the Butler (a handle that ends in "bot" does, when its own is not known). */
export function isOwnHandle(handle: string, ownHandle: string | null): boolean {
  return ownHandle === null ? BOT_HANDLE.test(handle) : handle === ownHandle;
}

/**
 * What may follow the Butler's name first with no comma for the name to address the message («бот давай кидай», "butler
 * lets roll"; a wish or a question word too: "bot if I reroll…", «бот что лучше»).
 */
const NAME_THEN: ReadonlySet<string> = new Set(['verb', 'filler']);

/**
 * Whom the message is said to: the Butler by name at its start or end («Дворецкий, кинь за меня», "roll for me,
 * Butler") — the name is then read as nothing (its words become TO_BUTLER); another player, by a name alone before a
 * comma ("Bob, roll!"); or no one in particular. A mention ("@handle") is read in the tokens already.
 */
export function address(words: string[], clauseOf: readonly number[]): Addressee {
  if (words.length < 2) return null;
  // «Уважаемый Дворецкий, …», «Пане Дворецький, …», "Dear Butler, …": a word of address before the name is part of it
  const from = honorificBefore(words, clauseOf) ? 1 : 0;
  const named = listedAt(butlerNames, words, from);
  const first = named > 0 ? from + named : 0;
  if (first > 0 && first < words.length && (clauseOf[first] !== clauseOf[from] || NAME_THEN.has(cuesOf(words[first])[0]?.k ?? '') || WISHES.has(words[first]) || QUESTION_WORDS.has(words[first]))) {
    for (let j = 0; j < first; j++) words[j] = TO_BUTLER;
    return 'butler';
  }
  for (let n = 1; n <= 2 && n < words.length; n++) {
    const from = words.length - n;
    // (the name last, with or without a comma before it: «кидай за меня бот», "roll for me butler")
    // (or after a word of address that opens its clause: «Пиши в шістки, любий Дворецький», "…, dear Butler")
    if (listedAt(butlerNames, words, from) === n && (clauseOf[from] !== clauseOf[from - 1] || cuesOf(words[from - 1]!).some((c) => c.k === 'verb' || c.k === 'filler' || c.k === 'die') || honorificOpens(words, clauseOf, from - 1))) {
      for (let j = from; j < words.length; j++) words[j] = TO_BUTLER;
      return 'butler';
    }
  }
  // a name inside the message (words-of-message.ts vocatives) addresses it too
  if (words.includes(TO_BUTLER)) return 'butler';
  if (words[0] === SOMEONE) return 'other';
  // a name alone before a comma: a word no lexicon knows, of letters only, no verb mistyped nor box
  const name = words[0];
  if (clauseOf[1] !== clauseOf[0] && LETTERS_ONLY.test(name) && cuesOf(name).length === 0 && typoVerb(name) === null && boxAt(words, 0) === null && !interjectionAt(name, 0, name.length)) return 'other';
  return null;
}

/** Whether word j, a word no lexicon knows, opens its clause after another clause (an honorific before a name). */
function honorificOpens(words: readonly string[], clauseOf: readonly number[], j: number): boolean {
  return j >= 1 && clauseOf[j] !== clauseOf[j - 1] && clauseOf[j] === clauseOf[j + 1] && LETTERS_ONLY.test(words[j]!) && cuesOf(words[j]!).length === 0 && typoVerb(words[j]!) === null;
}

/**
 * Whether the first word is a word of address before the Butler's name («уважаемый», «пане», "dear"): a word no
 * lexicon knows, of letters only, in the name's clause.
 */
function honorificBefore(words: readonly string[], clauseOf: readonly number[]): boolean {
  const word = words[0];
  return clauseOf[1] === clauseOf[0] && listedAt(butlerNames, words, 1) > 0 && LETTERS_ONLY.test(word) && cuesOf(word).length === 0 && typoVerb(word) === null;
}

/**
 * The verb `word` (word i of the message) as said: to someone else (`you`: the writer's own move only on their
 * turn) or by the writer. A new cue only where it changes.
 */
export function addressedVerb(cue: VerbCue, word: string, words: readonly string[], i: number, addressed: Addressee): VerbCue {
  // «come on, roll!»: an English verb urged is said to someone
  if (!cue.you && LATIN_START.test(word) && (URGE.has(words[i - 1] ?? '') || (words[i - 1] === 'on' && words[i - 2] === 'come'))) cue = { ...cue, you: true };
  // "Bob, roll!": a verb said to another player by name is talk; «Дворецкий, кинь за меня»: said to the Butler, the
  // writer's own move
  // ("Colleagues, I shall roll now": the subject before a modal is the writer's)
  if (addressed === 'other' && !cue.you && LATIN_START.test(word) && !word.endsWith('ing') && !SUBJECTS.has(words[i - 1] ?? '') && !(MODAL_AFTER_SUBJECT.has(words[i - 1] ?? '') && SUBJECTS.has(words[i - 2] ?? ''))) cue = { ...cue, you: true };
  if (cue.you && addressed === 'butler') cue = { ...cue, you: false };
  // «кинь мне два кубика», "roll me two": asked of the Butler by the writer, the writer's own move; so is a move asked
  // "for me» whoever is addressed («Милейший, бросьте за меня», "roll five for me"): only the Butler rolls for a player
  if (cue.you && (TO_ME.has(words[i + 1] ?? '') || forMeAfter(words, i))) cue = { ...cue, you: false };
  return cue;
}

/** English modals between a subject and its verb ("I shall roll", "we will roll"). */
const MODAL_AFTER_SUBJECT: ReadonlySet<string> = new Set(['shall', 'will', 'must', 'can', 'gotta', 'gonna', 'now', 'just']);

/** The words a move is asked on behalf of someone with («за», "for"), and the writer's own («меня», "me"). */
const BEHALF_WORDS = merged((l) => l.behalf.words);
const SELF_WORDS = merged((l) => l.behalf.self);
/** How far after its verb a request's «за меня» is looked for: past its dice («брось два кубика за меня»). */
const FOR_ME_REACH = 4;

/** Whether «за меня», "for me" follows the verb at word i within a few words. */
function forMeAfter(words: readonly string[], i: number): boolean {
  for (let j = i + 1; j <= i + FOR_ME_REACH && j + 1 < words.length; j++) if (BEHALF_WORDS.has(words[j]!) && SELF_WORDS.has(words[j + 1]!)) return true;
  return false;
}
