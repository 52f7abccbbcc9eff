// One word (or a few, for set phrases and box names) of a message → what it cues. The three lexicons are merged:
// a message is not tagged with its language, people mix them. Built once at module load.
import type { DicePokerBox } from '../intent.ts';
import { boxKey } from '../tokens.ts';
import { boxNamesByFirstWord } from './box-names.ts';
import { LEXICONS, merged } from './lexicons.ts';
import type { Lexicon, Verb } from './types.ts';
import { latinSpellings } from './transliteration.ts';
import { gateHashOf, MASK } from './gate-hash.ts';
import { WORD_FORMS } from './word-forms.generated.ts';
import { lexiconTypoWords, TYPO_MIN } from './typo-targets.ts';

export type Cue =
  | { k: 'verb'; verb: Verb; you: boolean }
  | { k: 'die' }
  | { k: 'num'; n: number; /** a number word that is never a face («пару», "a couple") */ count?: boolean }
  | { k: 'face'; value: number; plural: boolean }
  | { k: 'faceGen'; value: number }
  | { k: 'rest' }
  | { k: 'all' }
  | { k: 'except' }
  | { k: 'neg' }
  | { k: 'corr' }
  | { k: 'points' }
  | { k: 'into' }
  | { k: 'filler' };

const CYRILLIC_TAIL = /^[а-яєіїґ']*$/;
const REFLEXIVE_TAIL = /(?:ся|сь)$/;
/** The longest tail a stem may take: «перебрас|ывать», «останавлива|юсь». */
const MAX_TAIL = 5;
/** Stems this short match only as whole words: «пас» must not read «паста». */
const SHORT_STEM = 3;

export interface StemEntry {
  stem: string;
  cue: Cue;
  /** [cue], made once: cuesOf answers with it and allocates nothing */
  cues: readonly Cue[];
  /** the tails it may take; null: any tail of letters of its script */
  endings: ReadonlySet<string> | null;
}

/** The answer for an unknown word: one shared empty list (callers read it, never change it). */
const NONE: readonly Cue[] = Object.freeze([]);

const exact = new Map<string, Cue[]>();
/** past forms of the roll verbs (see Lexicon.rolled) */
export const ROLLED = new Set<string>();
/** stems by their first three letters, longest first */
const stems = new Map<string, StemEntry[]>();
/**
 * What the stems tell of words no exact entry has, by the word (cuesOf): filled only once every stem is in (they are
 * all added by the first loop below, before any word is looked up).
 */
const STEMMED = new Map<string, readonly Cue[]>();
const STEMMED_MAX = 20_000;
/** phrases of several words by their first word: «как есть», «i'm good», «беру очки» */
export const phrases = new Map<string, Array<{ words: string[]; cue: Cue; die?: boolean }>>();

/** `die`: the phrase holds a die noun («кости полетели»), which counts as one beside its verb */
function addExact(word: string, cue: Cue, die = false): void {
  if (word.includes(' ')) {
    const words = word.split(' ');
    const list = phrases.get(words[0]) ?? [];
    list.push(die ? { words, cue, die } : { words, cue });
    list.sort((a, b) => b.words.length - a.words.length);
    phrases.set(words[0], list);
    return;
  }
  const list = exact.get(word) ?? [];
  list.push(cue);
  exact.set(word, list);
}

/**
 * A word with a letter typed three times or more («бросаааю», "POKERRR"), read as that letter twice and as it once —
 * the forms the readers try, in that order; null for a word not stretched.
 */
export function stretchedForms(word: string): readonly [twice: string, once: string] | null {
  if (word.length <= 3 || !STRETCHED.test(word)) return null;
  return [word.replace(STRETCH, '$1$1'), word.replace(STRETCH, '$1')];
}
const STRETCHED = /(\p{L})\1{2,}/u;
const STRETCH = /(\p{L})\1{2,}/gu;

/**
 * The -ing form of an English base form by the spelling rules, or null for a phrase or a form that is no base: a final
 * silent e dropped ("score" → "scoring"), "ie" → "ying", the last consonant doubled after one short vowel in a word of
 * one syllable ("put" → "putting", "stop" → "stopping"; never w, x or y), else "-ing" added.
 */
function ingForm(base: string): string | null {
  if (!/^[a-z]{2,}$/.test(base) || base.endsWith('ing')) return null;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !base.endsWith('ee')) return `${base.slice(0, -1)}ing`;
  if (/^(?:[^aeiou]*|[^aeiou]*qu)[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

function addStem(stem: string, cue: Cue, lexicon: Lexicon, endings: ReadonlySet<string> | null = null): void {
  if (!lexicon.stems || stem.length <= SHORT_STEM || stem.includes(' ')) return addExact(stem, cue);
  const key = stem.slice(0, 3);
  const list = stems.get(key) ?? [];
  list.push({ stem, cue, cues: [cue], endings });
  list.sort((a, b) => b.stem.length - a.stem.length);
  stems.set(key, list);
}

for (const lexicon of LEXICONS) {
  for (const { verb, stems: verbStems, you = [] } of lexicon.verbs) {
    for (const form of you) addExact(form, { k: 'verb', verb, you: true });
    for (const stem of verbStems) addStem(stem, { k: 'verb', verb, you: false }, lexicon, new Set(lexicon.verbEndings));
  }
  // an English verb's -ing form by the spelling rules ("put" → "putting", "score" → "scoring", "roll" → "rolling"):
  // the lexicon lists base forms, the form people type as they move follows from them (a form listed stays as listed;
  // the stop and pass words list theirs: "I'm staying" is as often chat as the stand)
  if (!lexicon.stems) {
    for (const { verb, stems: verbStems } of lexicon.verbs) {
      if (verb === 'stop' || verb === 'pass') continue;
      for (const stem of verbStems) {
        const form = ingForm(stem);
        if (form !== null && !exact.has(form)) addExact(form, { k: 'verb', verb, you: false });
      }
    }
  }
  for (const word of lexicon.rolled) {
    ROLLED.add(word);
    addExact(word, { k: 'verb', verb: 'roll', you: false });
  }
  for (const [verb, list] of lexicon.moveWords) for (const phrase of list) addExact(phrase, { k: 'verb', verb, you: false });
  for (const word of lexicon.dieNouns) addExact(word, { k: 'die' });
  // the dice as the subject of a verb of motion: «кости полетели», "dice go brrr"; the verb first where the word order
  // is free («полетели кубики»), not in English, where "go" and "fly" would start a phrase to look for in every chat
  for (const noun of lexicon.dieNouns) {
    for (const go of lexicon.diceGo) {
      addExact(`${noun} ${go}`, { k: 'verb', verb: 'roll', you: false }, true);
      if (lexicon.stems) addExact(`${go} ${noun}`, { k: 'verb', verb: 'roll', you: false }, true);
    }
  }
  for (const [word, n] of lexicon.numbers) addExact(word, { k: 'num', n });
  for (const [value, faceStems] of lexicon.faces) {
    for (const stem of faceStems) {
      for (const ending of lexicon.pluralEndings) addExact(stem + ending, { k: 'face', value, plural: true });
      for (const ending of lexicon.singularEndings) addExact(stem + ending, { k: 'face', value, plural: false });
    }
  }
  for (const [word, value] of lexicon.facesAfterCount) addExact(word, { k: 'faceGen', value });
  for (const stem of lexicon.rest) addStem(stem, { k: 'rest' }, lexicon);
  for (const word of lexicon.all) addExact(word, { k: 'all' });
  for (const word of lexicon.except) addExact(word, { k: 'except' });
  for (const word of lexicon.negation) addExact(word, { k: 'neg' });
  for (const word of lexicon.corrections) addExact(word, { k: 'corr' });
  for (const stem of lexicon.points) addStem(stem, { k: 'points' }, lexicon);
  for (const word of lexicon.into) addExact(word, { k: 'into' });
  for (const word of lexicon.fillers) addExact(word, { k: 'filler' });
}

// Every form the morphology gives the lemmas (word-forms.generated.ts, issue 53) that the lists above do not already
// read: «швыряем», «кинула», «кубарями», "rollin". A listed word keeps what it is listed as («пару» stays a count).
/**
 * the forms of five letters or more of the die nouns, and of the move verbs the one a move is typed in (the first
 * person singular «швыряю», «перекину»; English): a word one typo from one is that word. (Every form of every verb
 * filled the quick check's typo table to a third, and ordinary chat paid a tenth of its speed for it; the verbs typed
 * most, whole, are targets besides: Lexicon.typedVerbs.)
 */
const FORM_TYPO_TARGETS: Array<readonly [string, Cue]> = [];
const SAID_FIRST = /(?:[юу]|^[a-z']+)$/;
for (const forms of Object.values(WORD_FORMS)) {
  for (const [verb, { own, you, past }] of forms.verbs) {
    for (const [list, asked] of [[own, false], [you, true]] as const) {
      for (const form of list) {
        const cue: Cue = { k: 'verb', verb, you: asked };
        if (cuesOf(form).length === 0) addExact(form, cue);
        if (form.length >= TYPO_MIN && verb !== 'stop' && SAID_FIRST.test(form)) FORM_TYPO_TARGETS.push([form, cue]);
      }
    }
    // a past form is a move only as the whole message (ROLLED); of the other verbs it is narration, not read
    if (verb === 'roll') {
      for (const form of past) {
        if (cuesOf(form).length > 0) continue;
        ROLLED.add(form);
        addExact(form, { k: 'verb', verb: 'roll', you: false });
      }
    }
  }
  for (const form of forms.dieNouns) {
    if (cuesOf(form).length === 0) addExact(form, { k: 'die' });
    if (form.length >= TYPO_MIN) FORM_TYPO_TARGETS.push([form, { k: 'die' }]);
  }
}

/** The endings of the verb forms people type most (Lexicon.commonEndings). */
const COMMON_ENDINGS = merged((l) => l.commonEndings);
/**
 * The die nouns a roll verb is glued to: those listed (Lexicon.glueNouns) and every die noun in the plural form a
 * roll takes as its object, the one ending in «-и», «-ы», «-і» («кидаюкості», «бросаюкубы»).
 */
const PLURAL_OBJECT = /[иыі]$/;
const GLUE_NOUNS = new Set([...merged((l) => l.glueNouns), ...LEXICONS.flatMap((l) => l.dieNouns.filter((noun) => PLURAL_OBJECT.test(noun)))]);
/** The verb endings a glued word is known with (Lexicon.glueEndings). */
const GLUE_ENDINGS = merged((l) => l.glueEndings);
const VOWEL = /[аеёиоуыэюяіїє]/;
/** Words that are a roll verb glued to a die noun («бросаюкости», "rolldice"): read as the two (find-cues.ts). */
export const GLUED_ROLLS = new Map<string, boolean>();

/** A Cyrillic word's Latin spellings, known as the word itself (transliteration.ts); an English word is kept. */
function addLatin(word: string, cue: Cue): void {
  if (word.includes(' ')) return;
  for (const latin of latinSpellings(word)) if (!exact.has(latin) && !ENGLISH_WORDS.has(latin)) addExtra(latin, cue);
}

/**
 * The words made from the lexicons rather than listed (Latin spellings, glued rolls): the gate (gate.ts) marks them
 * only where no listed word's hash is, so that a listed word («у») never has to pass for one of them.
 */
export const EXTRA_WORDS = new Set<string>();
function addExtra(word: string, cue: Cue): void {
  const h = gateHashOf(word);
  if (h === null || LISTED_HASHES.has(h & MASK)) return;
  EXTRA_WORDS.add(word);
  addExact(word, cue);
}
/** The gate hashes of the words listed in the lexicons (every form the gate marks), taken before any is made. */
const LISTED_HASHES = new Set<number>();
{
  const note = (word: string) => {
    const h = gateHashOf(word);
    if (h !== null) LISTED_HASHES.add(h & MASK);
  };
  for (const word of exact.keys()) note(word);
  for (const entries of stems.values()) for (const { stem, endings } of entries) for (const ending of endings ?? ['']) note(stem + ending);
  for (const list of phrases.values()) for (const { words } of list) words.forEach(note);
  for (const names of boxNamesByFirstWord.values()) for (const { words } of names) words.forEach(note);
  for (const lexicon of LEXICONS) for (const phrase of [...lexicon.afterthoughts, ...lexicon.butlerNames]) phrase.split(' ').forEach(note);
}
/** The words of the English lexicon, which a Latin spelling never takes over. */
const ENGLISH_WORDS = new Set<string>([...exact.keys()]);

for (const lexicon of LEXICONS) {
  // (a stem that is a whole form already, «заберу», takes no ending that starts with a vowel: «заберуу» is no word)
  const verbForms = (stems: readonly string[]) =>
    stems.flatMap((stem) => lexicon.verbEndings.filter((e) => COMMON_ENDINGS.has(e) && !(VOWEL.test(stem.at(-1) ?? '') && VOWEL.test(e[0] ?? ''))).map((e) => stem + e));
  for (const { verb, stems: verbStems, you = [] } of lexicon.verbs) {
    const forms: Array<[string, boolean]> = [...you.map((f) => [f, true] as [string, boolean]), ...verbForms(lexicon.stems ? verbStems : verbStems.filter((v) => !v.includes(' '))).map((f) => [f, false] as [string, boolean])];
    for (const [form, asked] of forms) {
      if (lexicon.stems) addLatin(form, { k: 'verb', verb, you: asked });
      if (verb !== 'roll' || !(asked || !lexicon.stems || verbStems.some((stem) => form.startsWith(stem) && GLUE_ENDINGS.has(form.slice(stem.length))))) continue;
      for (const noun of lexicon.dieNouns) {
        if (!GLUE_NOUNS.has(noun)) continue;
        const glued = form + noun;
        if (exact.has(glued)) continue;
        addExtra(glued, { k: 'verb', verb, you: asked });
        GLUED_ROLLS.set(glued, asked);
        if (lexicon.stems) {
          for (const latin of latinSpellings(glued).slice(0, 1)) {
            if (exact.has(latin)) continue;
            addExtra(latin, { k: 'verb', verb, you: asked });
            GLUED_ROLLS.set(latin, asked);
          }
        }
      }
    }
  }
  if (!lexicon.stems) continue;
  for (const [, list] of lexicon.moveWords) for (const phrase of list) if (!phrase.includes(' ')) for (const cue of exact.get(phrase) ?? []) addLatin(phrase, cue);
  const words = [
    ...lexicon.dieNouns, ...lexicon.numbers.keys(), ...lexicon.facesAfterCount.keys(), ...lexicon.all, ...lexicon.except, ...lexicon.negation,
    ...lexicon.corrections, ...lexicon.points, ...lexicon.into, ...lexicon.fillers,
    ...lexicon.faces.flatMap(([, stems]) => stems.flatMap((stem) => [...lexicon.pluralEndings, ...lexicon.singularEndings].map((e) => stem + e))),
  ];
  for (const word of words) for (const cue of exact.get(word) ?? []) addLatin(word, cue);
  // «v kare»: the one-letter «в» in Latin too (a link, read only before a box)
  for (const word of lexicon.into) for (const latin of latinSpellings(word, 1)) if (!exact.has(latin)) addExtra(latin, { k: 'into' });
}

/** Afterthoughts (Lexicon.afterthoughts) by their first word, each as its words. */
export const afterthoughts = new Map<string, string[][]>();
/** The Butler's names (Lexicon.butlerNames), whole words and phrases. */
export const butlerNames = new Map<string, string[][]>();
/** The words that say what the writer holds (Lexicon.holding), by their first word. */
export const holding = new Map<string, string[][]>();
for (const lexicon of LEXICONS) {
  for (const [table, list] of [[afterthoughts, lexicon.afterthoughts], [butlerNames, lexicon.butlerNames], [holding, lexicon.holding]] as const) {
    for (const phrase of list) {
      const words = phrase.split(' ');
      table.set(words[0], [...(table.get(words[0]) ?? []), words].sort((a, b) => b.length - a.length));
    }
  }
}

/** How many words of a listed phrase (afterthoughts, butlerNames) start at word i, or 0. */
export function listedAt(table: ReadonlyMap<string, readonly string[][]>, words: readonly string[], i: number): number {
  const list = table.get(words[i]);
  if (list === undefined) return 0;
  for (const phrase of list) if (phrase.every((w, j) => words[i + j] === w)) return phrase.length;
  return 0;
}

// The words that cue something only beside other words (Lexicon, from `wishes` on): what each cues is said there.
export const WISHES = merged((l) => l.wishes);
export const TO_ME = merged((l) => l.toMe);
export const TARGETS = merged((l) => l.targets);
export const ARTICLES = merged((l) => l.articles);
export const DETERMINERS = merged((l) => l.determiners);
export const URGE = merged((l) => l.urge);
export const QUESTION_WORDS = merged((l) => l.questionWords);
export const COUNT_LINKS = merged((l) => l.countLinks);
export const STAY = merged((l) => l.stay);
export const GAME_WORDS = merged((l) => l.gameWords);
export const WAIT_ON = merged((l) => l.waitOn);
/** (each typed in Latin letters too, «brosayu kubik», as the rest of the lexicon is: transliteration.ts) */
export const ONE_DIE = merged((l) => l.oneDie.flatMap((word) => [word, ...latinSpellings(word)]));
export const PRONOUNS = merged((l) => l.pronouns);
export const MODALS = merged((l) => l.modals);
export const ADVICE_ASKED = merged((l) => l.adviceAsked);
export const LATER = merged((l) => l.later);
export const ODDS = merged((l) => l.odds);
export const DELAYS = merged((l) => l.delays);
export const INTENTS = merged((l) => l.intents);
export const CHANCE_WORDS = merged((l) => l.chance.words);
export const CHANCE_ASKED_AFTER = merged((l) => l.chance.askedAfter);
export const CHANCE_ASKED_BEFORE = merged((l) => l.chance.askedBefore);
export const STRAIGHT = merged((l) => l.straight);
export const SUBJECTS = merged((l) => l.subjects);

/** The whole words and the stems known (read by the gate, gate.ts, to build its tables at load). */
export const exactWords: ReadonlyMap<string, readonly Cue[]> = exact;
export const stemEntries: ReadonlyMap<string, readonly StemEntry[]> = stems;


/**
 * Everything a single folded word may cue (several: «пара» is a count and a box), or an empty list for an unknown
 * word. The lists are shared: read them, never change them (every word of every message in a game comes here).
 */
export function cuesOf(word: string): readonly Cue[] {
  const known = exact.get(word);
  if (known) return known;
  if (word.length <= SHORT_STEM) return NONE;
  // a word read by its stem is read again by most readers of its message: what the stems tell of it is kept (a pure
  // function of the word, so the cache changes no answer; cleared whole when full, so it never grows past a bound)
  const stemmed = STEMMED.get(word);
  if (stemmed !== undefined) return stemmed;
  const cues = stemCues(word);
  if (STEMMED.size >= STEMMED_MAX) STEMMED.clear();
  STEMMED.set(word, cues);
  return cues;
}

/** What a word of more than SHORT_STEM letters cues by a stem and its ending, or NONE. */
function stemCues(word: string): readonly Cue[] {
  const list = stems.get(word.slice(0, 3));
  if (list) {
    for (const entry of list) {
      if (!word.startsWith(entry.stem)) continue;
      const tail = word.slice(entry.stem.length);
      if (entry.endings ? !entry.endings.has(tail) : tail.length > MAX_TAIL || !CYRILLIC_TAIL.test(tail)) continue;
      // a reflexive form is another verb but for stopping («держимся» hold on, «залишаюся» I stay, «кидаюсь» I rush)
      if (entry.cue.k === 'verb' && entry.cue.verb !== 'stop' && REFLEXIVE_TAIL.test(tail)) continue;
      return entry.cues;
    }
  }
  return NONE;
}

/**
 * The words a mistyped word is read as (RULES.md §1: one letter wrong or missing): the verbs people type most, whole
 * (Lexicon.typedVerbs), then every form of five letters or more the morphology gives the move verbs and die nouns
 * (FORM_TYPO_TARGETS), each once, the first listed first — «брсаю», «перебраываю», «кубеки», "rolingg" no, "roling".
 * A word that is itself a word of the language (word-forms.generated.ts: the dictionaries' words one edit from a
 * target, «киваю» beside «кидаю») is that word, never a typo.
 */
const TYPO_TARGETS: ReadonlyArray<readonly [string, Cue]> = [
  ...new Map<string, Cue>([
    ...LEXICONS.flatMap((l) => l.typedVerbs.map(([word, verb]) => [word, { k: 'verb', verb, you: false }] as [string, Cue])),
    ...FORM_TYPO_TARGETS,
    // the dice words (typo-targets.ts): what they cue is what the word cues
    ...LEXICONS.flatMap((l) => lexiconTypoWords(l)).filter((word) => cuesOf(word).length > 0).map((word) => [word, cuesOf(word)[0]!] as [string, Cue]),
  ].reverse()),
].reverse();

/** The words one typo may stand for. */
export const TYPO_WORDS: readonly string[] = TYPO_TARGETS.map(([word]) => word);
/**
 * The words the gate (gate.ts) lets by one typo away: the words above and the words of box names of five letters or
 * more («chanse», "yahtze", «стирт»), whose misspelling the finder forgives (fuzzyBoxAt).
 */
export const GATE_TYPO_WORDS: readonly string[] = [
  // (the verbs only: a dice word mistyped is looked for apart, gate.ts diceTypoAt, so no known dice word is a verb)
  ...TYPO_TARGETS.filter(([, cue]) => cue.k === 'verb').map(([word]) => word),
  ...new Set([...boxNamesByFirstWord.values()].flat().flatMap((n) => n.words).filter((w) => /^\p{L}{5,}$/u.test(w))),
];
const TYPOS_BY_FIRST = new Map<string, Array<readonly [string, Cue]>>();
for (const entry of TYPO_TARGETS) TYPOS_BY_FIRST.set(entry[0][0], [...(TYPOS_BY_FIRST.get(entry[0][0]) ?? []), entry]);
const REAL_WORDS: ReadonlySet<string> = new Set(Object.values(WORD_FORMS).flatMap((forms) => forms.nearWords));

const TYPO_CUES = new Map<string, Cue>(TYPO_TARGETS);

/** The word of the game a mistyped word stands for («кубік» → «кубик», "roling" → "rolling"), or null. */
export function typoWord(word: string): string | null {
  const targets = TYPOS_BY_FIRST.get(word[0]);
  if (targets === undefined) return null;
  // one script only: «бpосаю» with a Latin p is a look-alike, not a typo
  // three letters: "rol", one left out of "roll" (a target of four letters at most one longer)
  if (word.length < 3 || !(/^[а-яєіїґ']+$/.test(word) || /^[a-z]+$/.test(word)) || REAL_WORDS.has(word)) return null;
  for (const [target] of targets) {
    // A letter added is a word broken by another character (RULES.md §1: «броъсаю» is not the verb) or another word
    // glued on («записываюв»): only a missing, swapped or replaced letter is a typo.
    if (word.length > target.length) continue;
    if (target.length - word.length <= 1 && oneEditApart(word, target)) return target;
  }
  return null;
}

/** The dice words a typo is forgiven in (die nouns, faces, "the rest", "all", counts): the gate looks for them apart. */
export const GATE_DICE_TYPO_WORDS: readonly string[] = TYPO_TARGETS.filter(([, cue]) => cue.k !== 'verb').map(([word]) => word);
const DICE_TYPOS_BY_FIRST = new Map<string, string[]>();
for (const word of GATE_DICE_TYPO_WORDS) DICE_TYPOS_BY_FIRST.set(word[0]!, [...(DICE_TYPOS_BY_FIRST.get(word[0]!) ?? []), word]);

/** Whether a word is a mistyped dice word, not a verb (the gate's check: only dice words of its first letter). */
export function diceTypo(word: string): boolean {
  const targets = DICE_TYPOS_BY_FIRST.get(word[0] ?? '');
  if (targets === undefined || REAL_WORDS.has(word)) return false;
  for (const target of targets) if (word.length <= target.length && target.length - word.length <= 1 && oneEditApart(word, target)) return true;
  return false;
}

/** The verb a mistyped word stands for, or null. */
export function typoVerb(word: string): Verb | null {
  const target = typoWord(word);
  const cue = target === null ? undefined : TYPO_CUES.get(target);
  return cue?.k === 'verb' ? cue.verb : null;
}

function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every box name, as its words (for the forgiving match of a misspelt name). */
const BOX_NAMES_BY_LETTER = new Map<string, BoxNameWords[]>();
type BoxNameWords = { box: DicePokerBox; words: readonly string[] };
for (const name of [...boxNamesByFirstWord.values()].flat()) {
  BOX_NAMES_BY_LETTER.set(name.words[0]![0]!, [...(BOX_NAMES_BY_LETTER.get(name.words[0]![0]!) ?? []), name]);
}
/** The shortest word of a box name a misspelling is forgiven in: shorter ones are too near other words. */
// (five: a word of four one edit from a box word is too often another word — «пасу» is no «пару»)
const FUZZY_MIN = 5;
/** a word broken by another character («по_кер») is no misspelling (RULES.md §1) */
const ONLY_LETTERS = /^\p{L}+$/u;

/**
 * A box name from word i on with one of its words misspelt by one letter (left out, changed, or two swapped;
 * never the first letter): "four of a kidn", "ful house", «фулхаус» beside «фул-хаус», "chanse" (issue 43). The
 * misspelt word must be no word the lexicons know and at least four letters, so ordinary words are not caught; the
 * other words of the name are exact. Null when no name, or more than one box, fits.
 */
export function fuzzyBoxAt(words: readonly string[], i: number): { box: DicePokerBox; length: number } | null {
  let found: { box: DicePokerBox; length: number } | null = null;
  // (most words never get here: the reader asks only when a word near it is unknown)
  for (const name of BOX_NAMES_BY_LETTER.get(boxKey(words[i] ?? '')[0] ?? '') ?? []) {
    let fuzzy = 0;
    let j = 0;
    for (; j < name.words.length; j++) {
      const word = words[i + j];
      if (word === undefined) break;
      const part = name.words[j]!;
      const key = boxKey(word);
      if (key === part) continue;
      // (in a name of several words the others are typed right, so a word of four may be forgiven: "smal straight")
      const min = name.words.length > 1 ? FUZZY_MIN - 1 : FUZZY_MIN;
      // (a word of the language is itself: «большое» is no «большой», word-forms.generated.ts nearWords)
      if (fuzzy > 0 || !ONLY_LETTERS.test(key) || key.length < min || part.length < min || key[0] !== part[0] || cuesOf(word).length > 0 || REAL_WORDS.has(key)) break;
      // (a letter added is another word glued on or a broken one, as for the verbs: «покерр» is not the box)
      if (key.length > part.length || !oneEditApart(key, part)) break;
      fuzzy++;
    }
    if (j < name.words.length || fuzzy === 0) continue;
    if (found !== null && found.box !== name.box) return null;
    if (found === null || name.words.length > found.length) found = { box: name.box, length: name.words.length };
  }
  return found;
}

/** A box named from word i on (longest name first), with the number of words it takes, or null. */
export function boxAt(words: readonly string[], i: number): { box: DicePokerBox; length: number } | null {
  const names = boxNamesByFirstWord.get(boxKey(words[i]));
  if (!names) return null;
  for (const name of names) {
    if (name.words.every((part, j) => words[i + j] !== undefined && boxKey(words[i + j]) === part)) {
      return { box: name.box, length: name.words.length };
    }
  }
  return null;
}

// Texting shorthand: a long filler typed by its consonants («пжлст», «крч», «счс», "pls" for "please"). A word with
// no vowel at all that is the start (three letters or more) of such a filler's consonants is that filler — the word
// carries no move and no meaning, so a clear move beside it stays clear («бросаю кости пжлст не торопите»).
const VOWELS = /[аеёиоуыэюяієїaeiouy]/;
const SILENT = /[аеёиоуыэюяієїaeiouyьъй']/g;
const SHORTHAND_MIN = 3;
const SHORT_FILLERS = new Map<string, string>();
for (const lexicon of LEXICONS) {
  for (const filler of lexicon.fillers) {
    if (filler.includes(' ') || filler.length < 5) continue;
    const consonants = filler.replace(SILENT, '');
    for (let end = SHORTHAND_MIN; end <= consonants.length; end++) {
      const short = consonants.slice(0, end);
      if (!SHORT_FILLERS.has(short)) SHORT_FILLERS.set(short, filler);
    }
  }
}

/** The filler a vowelless shorthand stands for («пжлст» → «пожалуйста»), or null. */
export function shorthandFiller(word: string): string | null {
  if (word.length < SHORTHAND_MIN || VOWELS.test(word) || REAL_WORDS.has(word)) return null;
  return SHORT_FILLERS.get(word.replace(SILENT, '')) ?? null;
}
