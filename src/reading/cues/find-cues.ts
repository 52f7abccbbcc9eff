// One pass over the words of a message → its move cues (issue 24): which verbs it holds, which dice it names and
// for what (kept or rolled again), the counts, boxes, "the rest", "all but …", negations and corrections, and how
// much of it is no move at all. Context-free: the moves legal now decide what the cues mean (reading/read-move.ts).
import type { DicePokerBox } from '../intent.ts';
import { boxNamesByFirstWord } from '../lexicon/index.ts';
import { tokenize, type Token } from '../tokens.ts';
import type { Verb } from './types.ts';
import {
  afterthoughts, ARTICLES, boxAt, butlerNames, COUNT_LINKS, cuesOf, fuzzyBoxAt, GAME_WORDS, GLUED_ROLLS, LATER, listedAt, MODALS, ODDS, ONE_DIE, phrases,
  PRONOUNS, QUESTION_WORDS, ROLLED, STAY, STRAIGHT, SUBJECTS, TARGETS, TO_ME, typoVerb, URGE, WAIT_ON, WISHES, type Cue,
} from './words.ts';

/** A face named: `n` dice of `value`, or 'all' for every die of that face the player holds (the plural). */
export interface DiceCue {
  value: number;
  n: number | 'all';
  /** a bare number, no face word or die emoji: in 1000 or Craps it may be the count of a roll */
  bare: boolean;
  /** the verb it was named under: a bare number under a roll verb («кидаю 2») is a count, not a face */
  by?: Verb;
  /** a number word that is never a face («пару», «две», "a couple"): beside a roll or reroll verb, a count (issue 43) */
  count?: boolean;
}

export interface ActCue {
  verb: Verb;
  /** an imperative or second person: the writer's move only on their own turn */
  you: boolean;
  negated: boolean;
}

export interface MoveCues {
  /** the verbs that stand (not voided by chat around them), in order */
  acts: ActCue[];
  /** dice named to keep and to roll again */
  keep: DiceCue[];
  reroll: DiceCue[];
  /** dice named under no verb at all ("5 5 5") */
  loose: DiceCue[];
  /** "the rest", "остальные" */
  rest: boolean;
  /** "all" under a verb: keep all / reroll all */
  allKeep: boolean;
  allReroll: boolean;
  /** a count of dice typed with a die noun ("три кости", "5 dice", "все пять") */
  count: number | null;
  /** a die noun without a count ("бросаю кости") */
  dieNoun: boolean;
  /** boxes named, in order (an upper box may also be the plural of a face: the verb decides) */
  boxes: DicePokerBox[];
  /** "стрит" without small or large */
  straight: boolean;
  /** the words "points" («беру очки») */
  points: boolean;
  /** a correction marker stands between two cues ("бросаю, хотя нет, хватит") */
  correction: boolean;
  /** the message is clearly a move (and not chat that uses the words in another sense) */
  move: boolean;
  /** a reroll verb alone («перебрасываю»): a move only where the dice to roll are already known (1000) */
  bareReroll: boolean;
  /**
   * a write verb alone, as the last clause («всё, стоп игра, записываю»): in 1000, where there is no box, writing the
   * turn's points down is banking them; elsewhere it names nothing
   */
  bareWrite: boolean;
  /** words that are no cue at all: chat around the move */
  unknown: number;
  /** a word of time to come («потом», "then", "later"): in a lobby the move is talk about the game ahead */
  later: boolean;
  /** said to the Butler by name or handle («Дворецкий, кинь за меня», "@butler roll") */
  toButler: boolean;
  /**
   * a question about one move («а если перебросить 6, какие шансы на стрит?», "should I keep the fives?", «стоит ли
   * останавливаться?»): answered from the solvers when it can be, never played (advice/dice-poker-question.ts, advice/thousand-question.ts)
   */
  question: boolean;
}

/** «3d6»: the count of a roll in the notation of role-players */
const NDICE = /^([0-9]*)d6$/;

const DIE_EMOJI_FIRST = 0x2680; // ⚀
/** "5-ки", "5ки", "5s", "5's": the plural of a face written with its digit */
const DIGIT_PLURAL = /^([1-6])(?:'?s|ки|ок|ак)$/;
/** "2-ку", "5ку": one die of the face, as «двойку» */
const DIGIT_SINGULAR = /^([1-6])(?:ку|ка|кой|кою)$/;
/** a letter typed three or more times for emphasis: «бросаааю», "rooolling" */
const ELONGATED = /(\p{L})\1{2,}/u;
const GLUED = /^[0-9]+$/;
const DIGITS = /^[1-6]$/;
// The patterns of the loops below, made once (a literal in a loop is a new object each time it is evaluated).
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const COUNT_DIGIT = /^[1-5]$/;
const LETTERS_ONLY = /^\p{L}+$/u;
const LATIN_START = /^[a-z]/;
const FACE_DIGITS = /^[1-6]+$/;
const CLAUSE_END = new Set([',', ';', '.', '!', ':', '…', '—', '–', '(', ')', '\n']);

interface Item {
  clause: number;
  pos: number;
  cue: Cue | { k: 'dice'; dice: DiceCue[] } | { k: 'box'; box: DicePokerBox; face?: Cue } | { k: 'straight' } | { k: 'unknown' };
}

/** Look-alikes of digits and letters («бросаю З кости», «бросаю ３ кости», «бpосаю»): such a message is no move. */
const LOOK_ALIKE_DIGIT = /(?:^|\s)[ЗО](?:\s|$)/;

/** A word of two scripts («бpосаю») or with a digit other than 0–9 («３»): one pass over its characters. */
function lookAlike(word: string): boolean {
  let latin = false;
  let cyrillic = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x61 && c <= 0x7a) latin = true;
    } else if (c >= 0x400 && c <= 0x4ff) cyrillic = true;
    else if (OTHER_DIGIT.test(word[i])) return true;
  }
  return latin && cyrillic;
}
const OTHER_DIGIT = /\p{N}/u;

/**
 * The cues of an already capped message; null when it holds no move word at all. `botUsername`: the Butler's own
 * handle, so that "@handle roll" is said to it (a handle that ends in "bot", as Telegram's bots' all do, is taken
 * for the Butler's when the name is not given).
 */
export function findCues(text: string, botUsername?: string): MoveCues | null {
  if (LOOK_ALIKE_DIGIT.test(text)) return null;
  ownHandle = botUsername === undefined || botUsername === '' ? null : (botUsername.startsWith('@') ? botUsername.slice(1) : botUsername).toLowerCase();
  const tokens = tokenize(text);
  for (const t of tokens) if (t.word && lookAlike(t.text)) return null;
  const items = readItems(tokens);
  if (items === null) return null;
  const cues = summarise(items, laterWord);
  if (!asked || bareRollAsked(cues)) return cues;
  // a question that names two moves (or two boxes, or corrects itself) is asked back; any other is talk
  const kinds = new Set<string>([...cues.acts.map((a) => (a.negated ? `not-${a.verb}` : a.verb)), ...cues.boxes]);
  if (cues.move && (cues.correction || (kinds.size > 1 && !oddsAsked))) {
    cues.correction = true;
    return cues;
  }
  // a question about one move (or about a move and the box it aims at): answered, never played; the words around its
  // verb («стоит ли», "what if") are the question's, so its verbs all count
  cues.acts.push(...voidedActs);
  if (cues.acts.length === 0 && !oddsAsked) return null;
  // asked as a question of choice: a modal, an infinitive, "what if", the odds («хватит на всех?» is not)
  if (!askingForm && !oddsAsked && !wishInQuestion) return null;
  cues.question = true;
  cues.move = false;
  return cues;
}

let pronoun = false;
/** the message holds a "?" */
let asked = false;
/** the Butler's handle (lower case, no "@"), or null when not known */
let ownHandle: string | null = null;
/** a roll verb of the message is an infinitive or asked with a question word («можно кинуть?», "to roll") */
let askingForm = false;

/**
 * A roll phrase and nothing else, with "?" or "?!" after it («бросаю кости?!», "roll the dice?"): punctuation never
 * matters (RULES.md §1), so it is the roll. An infinitive («кинуть?»), a modal ("can I roll?") or any other word
 * makes it a question about the move: talk.
 */
function bareRollAsked(cues: MoveCues): boolean {
  if (askingForm || cues.unknown > 0 || cues.correction || cues.boxes.length > 0 || cues.straight) return false;
  if (cues.keep.length + cues.reroll.length + cues.loose.length > 0) return false;
  return cues.acts.length > 0 && cues.acts.every((a) => a.verb === 'roll' && !a.negated);
}

/** A handle that ends so is a bot's (Telegram requires it of every bot): the Butler's, when its own is not known. */
const BOT_HANDLE = /bot$/;
/** What a mention of someone else reads as: a word no lexicon knows. */
const SOMEONE = '\u0001';
/** What the Butler's name said to it reads as: a filler. */
const TO_BUTLER = '\u0002';
/** Endings of an infinitive (ru, uk): «кинуть», «кинути», «перекидатися». */
const INFINITIVE = /(?:ть|ти|ться|тись|тися)$/;
/** Second person and first plural («бросаешь кости?», «кидаємо?»): asked of someone, not said. */
const ASKED_PERSON = /(?:шь|еш|єш|иш|ем|им|ём|емо|ємо|имо|імо|те)$/;

/** What a part of a broken word reads as: nothing the lexicons know. */
const BROKEN = '\u0000';
/** Punctuation that people glue to the next word for want of a space («пас,оставляю»): a gap, not a break. */
const GAP_MARKS = new Set([',', '.', ';', ':', '!', '?', '…', '"', '«', '»', '(', ')']);
const LETTER = /\p{L}/u;

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

/** The words of a message, each with its clause: what readItems reads. */
interface Words {
  words: string[];
  clauseOf: number[];
  /** the clauses that end in "?" */
  askedClauses: Set<number>;
  /** the message holds a "?" */
  question: boolean;
}

/**
 * Step 1 of the reading: the tokens → words, each with its clause (clauses end at punctuation and emoji), die emoji
 * as their digits, «5-ки» and «всё-таки» joined, a word broken by another character read as nothing, an @mention
 * of the Butler dropped and one of someone else read as a word no lexicon knows.
 */
function wordsOf(tokens: readonly Token[]): Words {
  const words: string[] = [];
  const clauseOf: number[] = [];
  let clause = 0;
  let question = false;
  const askedClauses = new Set<number>();
  const broken = brokenWords(tokens);
  mentionedButler = false;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.word) {
      // «5-ки»: a digit with a plural suffix after a hyphen is every die of that face, as «5ки» and «5s» are
      const dash = tokens[t + 1];
      const suffix = tokens[t + 2];
      if (dash && suffix && !dash.word && !dash.spaced && (dash.text === '-' || dash.text === '–') && suffix.word && !suffix.spaced && (DIGIT_PLURAL.test(token.text + suffix.text) || DIGIT_SINGULAR.test(token.text + suffix.text))) {
        words.push(token.text + suffix.text);
        clauseOf.push(clause);
        t += 2;
        continue;
      }
      if (dash && suffix && !dash.word && !dash.spaced && suffix.word && !suffix.spaced && hyphenated(token.text, dash.text, suffix.text)) {
        words.push(`${token.text}-${suffix.text}`);
        clauseOf.push(clause);
        t += 2;
        continue;
      }
      // a part of a word broken by another character («брос-аю», RULES.md §1) is no word of the lexicon
      words.push(broken !== null && broken.has(t) ? BROKEN : token.text);
      clauseOf.push(clause);
      continue;
    }
    // "@handle": said to the Butler (its handle) — dropped; to someone else — a word no lexicon knows
    const handle = tokens[t + 1];
    if (token.text === '@' && handle !== undefined && handle.word && !handle.spaced) {
      const own = ownHandle === null ? BOT_HANDLE.test(handle.text) : handle.text === ownHandle;
      if (!own) {
        words.push(SOMEONE);
        clauseOf.push(clause);
      } else mentionedButler = true;
      t++;
      continue;
    }
    const code = token.text.codePointAt(0)!;
    if (code >= DIE_EMOJI_FIRST && code <= DIE_EMOJI_FIRST + 5) {
      words.push(String(code - DIE_EMOJI_FIRST + 1));
      clauseOf.push(clause);
    } else if (token.text === '?') {
      question = true;
      askedClauses.add(clause);
      clause++;
    }
    else if (token.text === ',' && DIGITS.test(tokens[t - 1]?.text ?? '') && DIGITS.test(tokens[t + 1]?.text ?? '')) {
      // «4,4,4»: a list of dice, not three clauses
    } else if (CLAUSE_END.has(token.text) || PICTOGRAPH.test(token.text)) {
      // "5-ки": a hyphen inside a word is no clause break
      if (!(token.text === '-' || token.text === '–') || token.spaced) clause++;
    }
  }
  return { words, clauseOf, askedClauses, question };
}

function readItems(tokens: readonly Token[]): Item[] | null {
  const { words, clauseOf, askedClauses, question } = wordsOf(tokens);
  const items: Item[] = [];
  let pos = 0;
  // A question is talk about a move, not one («шестёрки не перебрасывать же, да?»); one that hesitates between
  // two moves («перебрасываю 4 и 6… или пас?») is asked back (see findCues), never applied
  asked = question;
  oddsAsked = false;
  wishInQuestion = false;
  let anyMove = false;
  pronoun = false;
  askingForm = false;
  const addressed = address(words, clauseOf);
  addressedButler = addressed === 'butler' || mentionedButler;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    // «я в каре»: a pronoun right before a box or «в» makes it talk
    if (PRONOUNS.has(w) && words[i + 1] !== undefined && (boxAt(words, i + 1) !== null || cuesOf(words[i + 1])[0]?.k === 'into')) pronoun = true;
  }
  // «кинул!», "rolled!": the whole message is the past verb and fillers («кинул кубик» may be a story) (a decision of issue 24: in a
  // chat this is how people say they roll; RULES.md is silent)
  if (words.length > 0 && words.some((w) => ROLLED.has(w)) && words.every((w) => ROLLED.has(w) || (!ONE_DIE.has(w) && cuesOf(w).length > 0 && cuesOf(w).every((c) => c.k === 'filler')))) {
    return [{ clause: 0, pos: 0, cue: { k: 'verb', verb: 'roll', you: false } }];
  }
  /** a target word after a roll verb was just read («кидаю на …», "rolling for …"): the next word is the target */
  let target = false;
  for (let i = 0; i < words.length; i++) {
    let word = words[i];
    const at = clauseOf[i];
    if (word === TO_BUTLER) continue;
    // «какие шансы», "what are the odds", "the chance of": asked about, not the box «шанс»
    if (ODDS.has(word) || (word === 'chance' && (words[i + 1] === 'of' || words[i - 1] === 'what' || words[i - 1] === 'my')) || (word === 'шанс' && words[i + 1] === 'на')) {
      oddsAsked = true;
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      continue;
    }
    // A wish or a clause about the future: said before any move it makes the message no move («я бы записал в шанс»,
    // "if I get a six I keep it"); said after one it ends what is read — the move stands, the wish is no second move
    // and its faces name no dice («перекидываю единицу, хочу фулл», "roll. if I get 2 again I'm out") (issue 43).
    // «б. стрит» is the sheet's own abbreviation, not «бы»; inside a question the wish is the question's («…or should I
    // just pass?»): the question decides (findCues)
    // (in a question the wish is the question's: «а если перебросить 6, какие шансы на стрит?» is read whole)
    if (question && WISHES.has(word)) wishInQuestion = true;
    if (!question) {
      if (WISHES.has(word) && (boxAt(words, i)?.length ?? 0) < 2) {
        // («бросить бы всё…», "I would roll": a wish in the clause of the move is its mood)
        if (anyMove && items.every((it) => it.clause !== at || (it.cue.k !== 'verb' && it.cue.k !== 'box'))) break;
        return null;
      }
      if (anyMove && (listedAt(afterthoughts, words, i) > 0 || aimAt(words, i, items))) break;
    }
    if (MODALS.has(word) && askedClauses.has(at)) askingForm = true;
    if (target) {
      // «кидаю на сімку», "rolling for a seven": the number hoped for is no count or face ("rolling for a living" is
      // no target: chat)
      if (ARTICLES.has(word)) {
        items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
        continue;
      }
      target = false;
      if (clauseOf[i - 1] === at && (GLUED.test(word) || cuesOf(word).some((c) => c.k === 'num' || c.k === 'face'))) {
        items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
        continue;
      }
    }
    const nd = word.endsWith('d6') ? NDICE.exec(word) : null;
    if (nd) {
      items.push({ clause: at, pos: pos++, cue: { k: 'num', n: nd[1] === '' ? 1 : Number(nd[1]) } }, { clause: at, pos: pos++, cue: { k: 'die' } });
      continue;
    }
    // what the word cues, looked up once
    let cues = cuesOf(word);
    // «бросаааю», "rooolling": a letter stretched for emphasis is the word (a different letter added is not)
    if (cues.length === 0 && word.length > 3 && ELONGATED.test(word)) {
      const once = word.replace(/(\p{L})\1{2,}/gu, '$1');
      const twice = word.replace(/(\p{L})\1{2,}/gu, '$1$1');
      word = cuesOf(twice).length > 0 ? twice : once;
      cues = cuesOf(word);
    }
    // "hold on," / "hang on": wait a moment, as a clause of its own
    if (WAIT_ON.has(word) && words[i + 1] === 'on' && (i + 2 >= words.length || clauseOf[i + 2] !== at)) {
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      i++;
      continue;
    }
    // «кидаю на семёрку», "rolling for a seven": the number hoped for
    if (i > 0 && TARGETS.has(words[i - 1]) && cues.some((c) => c.k === 'num' || c.k === 'face')) {
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      continue;
    }
    const last = items.at(-1)?.cue;
    if (TARGETS.has(word) && last?.k === 'verb' && last.verb === 'roll' && clauseOf[i - 1] === at) {
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      target = true;
      continue;
    }
    // «ноль в покер», "zero in yahtzee": a zero written into a box is the box scratched
    if ((word === '0' || cues.some((c) => c.k === 'num' && c.n === 0)) && cuesOf(words[i + 1] ?? '').some((c) => c.k === 'into') && boxAt(words, ARTICLES.has(words[i + 2] ?? '') ? i + 3 : i + 2) !== null) {
      items.push({ clause: at, pos: pos++, cue: { k: 'verb', verb: 'write', you: false } });
      anyMove = true;
      continue;
    }
    if ((word === 'poker' || word === 'покер') && i > 0 && GAME_WORDS.has(words[i - 1])) {
      items.pop();
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      continue;
    }
    // "write it down", "score it", "put it in pair": the hand; "stop it", "roll with it" are chat
    if (word === 'it' && items.at(-1)?.cue.k === 'verb' && (items.at(-1)!.cue as { verb: Verb }).verb === 'write') {
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      if (words[i + 1] === 'down') i++;
      continue;
    }
    // "the remaining ones", "the other ones": "ones" is a pronoun there, not the face
    if (word === 'ones' && items.at(-1)?.cue.k === 'rest') {
      items.push({ clause: at, pos: pos++, cue: { k: 'filler' } });
      continue;
    }
    if (STAY.has(word) && (items.at(-1)?.cue.k === 'dice' || items.at(-1)?.cue.k === 'face' || items.at(-1)?.cue.k === 'box')) {
      items.push({ clause: at, pos: pos++, cue: { k: 'verb', verb: 'keep', you: false } });
      anyMove = true;
      continue;
    }
    // a past form among other words: narration («кинул вчера семёрку»), no move
    if (ROLLED.has(word)) {
      items.push({ clause: at, pos: pos++, cue: { k: 'unknown' } });
      continue;
    }
    // «все пять», "all five": the count of dice
    if (cues[0]?.k === 'all' && words[i + 1] !== undefined) {
      const allCue = cues[0];
      const next = cuesOf(words[i + 1]);
      const nextNum = next[0]?.k === 'num' ? next[0].n : GLUED.test(words[i + 1] ?? '') && words[i + 1].length === 1 ? Number(words[i + 1]) : null;
      if (allCue?.k === 'all' && nextNum !== null && nextNum >= 1 && words[i + 2] !== undefined && cuesOf(words[i + 2])[0]?.k === 'die') {
        // «все пять костей»: the die noun after it counts
      } else if (allCue?.k === 'all' && nextNum !== null) {
        items.push({ clause: at, pos: pos++, cue: { k: 'num', n: nextNum } }, { clause: at, pos: pos++, cue: { k: 'die' } });
        i++;
        continue;
      }
    }
    // «бросаюкости», "rolldice": a roll verb glued to its die noun is the two words
    const glued = GLUED_ROLLS.get(word);
    if (glued !== undefined) {
      const one = [...ONE_DIE].some((noun) => word.endsWith(noun));
      items.push({ clause: at, pos: pos++, cue: { k: 'verb', verb: 'roll', you: glued } }, { clause: at, pos: pos++, cue: (one ? { k: 'die', one } : { k: 'die' }) as Cue });
      anyMove = true;
      continue;
    }
    const phrase = phraseAt(words, i);
    if (ONE_DIE.has(word) && !phrase?.die) {
      items.push({ clause: at, pos: pos++, cue: { k: 'die', one: true } as Cue });
      continue;
    }
    // "keep all but the 2": not the pass of "keep all", a keep with an exception
    const excepted = phrase !== undefined && cuesOf(words[i + phrase.words.length] ?? '').some((c) => c.k === 'except');
    if (phrase && !excepted) {
      // «кости полетели»: the die noun of the phrase is named beside its verb
      if (phrase.die) items.push({ clause: at, pos: pos++, cue: { k: 'die' } });
      items.push({ clause: at, pos: pos++, cue: phrase.cue });
      if (phrase.cue.k === 'verb') anyMove = true;
      i += phrase.words.length - 1;
      continue;
    }
    {
      // a count before a face: «тройку четвёрок», «пару пятёрок», «одну из пятёрок», "two 5s", "one of the fives"
      // a count in words may count a digit after it ("one 6"); a digit counts only a plural ("2 пятёрки", "two 5s")
      const worded = countCue(cues);
      const first = worded ?? (COUNT_DIGIT.test(word) ? ({ k: 'num', n: Number(word) } as Cue) : undefined);
      let j = i + 1;
      while (first !== undefined && words[j] !== undefined && COUNT_LINKS.has(words[j]) && j < i + 3) j++;
      const next = first !== undefined && words[j] !== undefined ? faceCue(cuesOf(words[j])) ?? digitFace(words[j], worded?.k === 'num') : undefined;
      // a count is of dice (1..5), and «six six» is a list of two dice, not six sixes
      const counted = first?.k === 'num' ? first.n : first?.k === 'face' ? first.value : null;
      const n = counted !== null && counted >= 1 && counted <= 5 && (words[j] !== word || counted === 1) ? counted : null;
      const ofBetween = j > i + 1;
      const digitCount = worded === undefined;
      if (n !== null && next && (next.k === 'faceGen' || (next.k === 'face' && first?.k === 'num' && (!ofBetween || next.plural) && (!digitCount || next.plural)))) {
        items.push({ clause: at, pos: pos++, cue: { k: 'dice', dice: [{ value: next.value, n, bare: false }] } });
        i = j;
        continue;
      }
    }
    // «бросаю покер»: five dice (RULES.md §1), not the box
    const previous = items.at(-1)?.cue;
    if (previous?.k === 'verb' && previous.verb === 'roll' && (word === 'покер' || word === 'poker')) {
      items.push({ clause: at, pos: pos++, cue: { k: 'num', n: 5 } }, { clause: at, pos: pos++, cue: { k: 'die' } });
      continue;
    }
    const box = boxAt(words, i) ?? ((cues.length === 0 ? word.length >= 4 : boxNamesByFirstWord.has(word)) && unknownNear(words, i) ? fuzzyBoxAt(words, i) : null);
    const face = cues.length > 0 && (cues[0].k === 'face' || cues[0].k === 'num') ? cues[0] : cues[1]?.k === 'face' || cues[1]?.k === 'num' ? cues[1] : undefined;
    // «двойки, нет, пара»: a box corrected to another box
    const linked = previous?.k === 'into' || (previous?.k === 'verb' && previous.verb === 'write') || (previous?.k === 'corr' && items.some((it) => it.cue.k === 'box'));
    if (box && (box.length > 1 || !face || face.k === 'face' || linked)) {
      items.push({ clause: at, pos: pos++, cue: { k: 'box', box: box.box, ...(face ? { face } : {}) } });
      anyMove = true;
      i += box.length - 1;
      continue;
    }
    if (STRAIGHT.has(word)) {
      items.push({ clause: at, pos: pos++, cue: { k: 'straight' } });
      anyMove = true;
      continue;
    }
    const dice = digitDice(word);
    if (dice) {
      items.push({ clause: at, pos: pos++, cue: { k: 'dice', dice } });
      continue;
    }
    let cue: Cue | undefined = cues[0];
    if (cue === undefined && LETTERS_ONLY.test(word)) {
      const verb = typoVerb(word);
      if (verb) cue = { k: 'verb', verb, you: false };
    }
    if (cue === undefined) {
      items.push({ clause: at, pos: pos++, cue: { k: 'unknown' } });
      continue;
    }
    // «не знаю, що залишити», "what to keep": a verb asked about, no move
    if (cue.k === 'verb' && clauseOf[i - 1] === at && (QUESTION_WORDS.has(words[i - 1]) || (words[i - 1] === 'to' && QUESTION_WORDS.has(words[i - 2] ?? '')))) {
      items.push({ clause: at, pos: pos++, cue: { k: 'unknown' } });
      continue;
    }
    // «come on, roll!»: an English verb urged is said to someone (the writer's own move only on their turn)
    if (cue.k === 'verb' && !cue.you && LATIN_START.test(word) && (URGE.has(words[i - 1] ?? '') || (words[i - 1] === 'on' && words[i - 2] === 'come'))) cue = { ...cue, you: true };
    if (cue.k === 'verb' && (words[i - 1] === 'to' || (!LATIN_START.test(word) && (INFINITIVE.test(word) || ASKED_PERSON.test(word))))) askingForm = true;
    // "Bob, roll!": a verb said to another player by name is talk; «Дворецкий, кинь за меня»: said to the Butler, the
    // writer's own move
    if (cue.k === 'verb' && addressed === 'other' && !cue.you && LATIN_START.test(word) && !word.endsWith('ing') && !SUBJECTS.has(words[i - 1] ?? '')) cue = { ...cue, you: true };
    if (cue.k === 'verb' && cue.you && addressed === 'butler') cue = { ...cue, you: false };
    // «пару», «две», "a couple": a number that is never a face counts dice
    if (cue.k === 'num' && !GLUED.test(word) && !cues.some((c) => c.k === 'face')) cue = { ...cue, count: true };
    if (cue.k === 'verb') anyMove = true;
    // «кинь мне два кубика», "roll me two": asked of the Butler by the writer, the writer's own move
    if (cue.k === 'verb' && cue.you && TO_ME.has(words[i + 1] ?? '')) cue = { ...cue, you: false };
    // «нет» alone between commas corrects what came before («перекидываю единицы, нет, шестёрки»)
    if (cue.k === 'neg' && cues.some((c) => c.k === 'corr') && items.length > 0 && (i + 1 >= words.length || clauseOf[i + 1] !== at)) cue = { k: 'corr' };
    items.push({ clause: at, pos: pos++, cue });
  }
  // a clause ending in "?" that holds no move word but other words asks about something else: a move said before
  // it stands («кидаю кубик, чёт или нечет?»); a tag of fillers («…, да?», "…, right?") questions the whole message
  if (asked && askedAboutOther(items, askedClauses)) {
    // a wish said before a question about something else is a wish still: no move
    if (wishInQuestion) return null;
    asked = false;
  }
  laterWord = words.some((w) => LATER.has(w));
  return anyMove ? items : null;
}

let laterWord = false;
/** a wish word read whole because the message asks something («а если …?») */
let wishInQuestion = false;
/** the verbs of the last message summarised that chat around them voided */
let voidedActs: ActCue[] = [];
/** the message asks about chances («какие шансы», "what are my odds") */
let oddsAsked = false;
let addressedButler = false;
let mentionedButler = false;

/**
 * Whether the "?" asks about something else than the move («кидаю кубик, чёт или нечет?»): the clauses that end in it
 * hold no move word but other words, and do not ask the odds («…, какая вероятность фулл-хауса?» asks about the move).
 */
function askedAboutOther(items: readonly Item[], askedClauses: ReadonlySet<number>): boolean {
  let move = false;
  let other = false;
  for (const it of items) {
    if (!askedClauses.has(it.clause)) continue;
    if (it.cue.k === 'verb' || it.cue.k === 'box' || it.cue.k === 'straight') move = true;
    else if (it.cue.k === 'unknown') other = true;
  }
  return !move && other && !oddsAsked;
}

/** Whether a word from i to three after it is one no lexicon knows, long enough to be a misspelt box word. */
function unknownNear(words: readonly string[], i: number): boolean {
  for (let j = i; j < i + 4 && j < words.length; j++) if (words[j].length >= 4 && cuesOf(words[j]).length === 0) return true;
  return false;
}

/**
 * Whom the message is said to: the Butler by name at its start or end («Дворецкий, кинь за меня», "roll for me,
 * Butler") — the name is then read as nothing; another player, by a name alone before a comma ("Bob, roll!"); or no
 * one in particular. A mention ("@handle") is read in the tokens already.
 */
function address(words: string[], clauseOf: readonly number[]): 'butler' | 'other' | null {
  if (words.length < 2) return null;
  const first = listedAt(butlerNames, words, 0);
  if (first > 0 && first < words.length && (clauseOf[first] !== clauseOf[0] || cuesOf(words[first])[0]?.k === 'verb')) {
    for (let j = 0; j < first; j++) words[j] = TO_BUTLER;
    return 'butler';
  }
  for (let n = 1; n <= 2 && n < words.length; n++) {
    const from = words.length - n;
    if (listedAt(butlerNames, words, from) === n && clauseOf[from] !== clauseOf[from - 1]) {
      for (let j = from; j < words.length; j++) words[j] = TO_BUTLER;
      return 'butler';
    }
  }
  if (words[0] === SOMEONE) return 'other';
  // a name alone before a comma: a word no lexicon knows, of letters only, no verb mistyped nor box
  const name = words[0];
  if (clauseOf[1] !== clauseOf[0] && LETTERS_ONLY.test(name) && cuesOf(name).length === 0 && typoVerb(name) === null && boxAt(words, 0) === null) return 'other';
  return null;
}

/**
 * «…на покер», "…for the full house" after a dice verb: the box aimed at, not a second move (a roll's own target, «кидаю
 * на семёрку», is read before this).
 */
function aimAt(words: readonly string[], i: number, items: readonly Item[]): boolean {
  if (!TARGETS.has(words[i])) return false;
  const next = ARTICLES.has(words[i + 1] ?? '') ? i + 2 : i + 1;
  if (words[next] === undefined || (boxAt(words, next) === null && !STRAIGHT.has(words[next]))) return false;
  return items.some((it) => it.cue.k === 'verb' && DICE_VERBS.has(it.cue.verb));
}

function phraseAt(words: readonly string[], i: number): { words: string[]; cue: Cue; die?: boolean } | undefined {
  const list = phrases.get(words[i]);
  if (list === undefined) return undefined;
  for (const p of list) {
    let all = true;
    for (let j = 1; j < p.words.length; j++) if (words[i + j] !== p.words[j]) all = false;
    if (all) return p;
  }
  return undefined;
}

function countCue(cues: readonly Cue[]): Cue | undefined {
  for (const c of cues) if (c.k === 'num' || (c.k === 'face' && !c.plural)) return c;
  return undefined;
}

function faceCue(cues: readonly Cue[]): Cue | undefined {
  for (const c of cues) if (c.k === 'faceGen' || c.k === 'face') return c;
  return undefined;
}

/** A face written with its digit after a count: "two 5s" (plural), "one 6" (when `bare` digits count too). */
function digitFace(word: string, bare: boolean): Cue | undefined {
  const plural = DIGIT_PLURAL.exec(word);
  if (plural) return { k: 'face', value: Number(plural[1]), plural: true };
  const single = DIGIT_SINGULAR.exec(word);
  if (single) return { k: 'face', value: Number(single[1]), plural: false };
  if (bare && DIGITS.test(word)) return { k: 'face', value: Number(word), plural: false };
  return undefined;
}

/** Dice written with digits: "5", "666" (glued: each digit a die), "5-ки"/"5s" (every five), "2-ку" (one two). */
function digitDice(word: string): DiceCue[] | null {
  // every form here starts with a digit
  const first = word.charCodeAt(0);
  if (!(first >= 0x30 && first <= 0x39)) return null;
  const plural = DIGIT_PLURAL.exec(word);
  if (plural) return [{ value: Number(plural[1]), n: 'all', bare: false }];
  const single = DIGIT_SINGULAR.exec(word);
  if (single) return [{ value: Number(single[1]), n: 1, bare: false }];
  if (!GLUED.test(word)) return null;
  if (word.length === 1 || !FACE_DIGITS.test(word) || word.length > 5) {
    return [{ value: Number(word), n: 1, bare: true }];
  }
  return [...word].map((d) => ({ value: Number(d), n: 1, bare: false }));
}

const DICE_VERBS: ReadonlySet<Verb> = new Set<Verb>(['roll', 'reroll', 'keep']);

interface ClauseTally {
  unknown: number;
  strong: boolean;
  /** the dice words in it (faces, counts, die nouns, boxes, "the rest") */
  dice: number;
  acts: ActCue[];
}

function clauseOf(clauses: Map<number, ClauseTally>, n: number): ClauseTally {
  let c = clauses.get(n);
  if (!c) clauses.set(n, (c = { unknown: 0, strong: false, dice: 0, acts: [] }));
  return c;
}

function isDiceVerb(it: Item): boolean {
  return it.cue.k === 'verb' && DICE_VERBS.has(it.cue.verb);
}

/**
 * The verb a dice word belongs to: the nearest dice verb before it in its clause, else after it in its clause, else
 * the last one before it, else the first one after it. One pass, nothing allocated.
 */
function governingVerb(verbItems: readonly Item[], it: Item): Verb | null {
  let beforeInClause: Item | undefined;
  let afterInClause: Item | undefined;
  let lastBefore: Item | undefined;
  let firstAfter: Item | undefined;
  for (const v of verbItems) {
    if (v.pos < it.pos) {
      lastBefore = v;
      if (v.clause === it.clause) beforeInClause = v;
    } else if (v.pos > it.pos) {
      firstAfter ??= v;
      if (v.clause === it.clause) afterInClause ??= v;
    }
  }
  const pick = beforeInClause ?? afterInClause ?? lastBefore ?? firstAfter;
  return pick && pick.cue.k === 'verb' ? pick.cue.verb : null;
}

function summarise(items: readonly Item[], later: boolean): MoveCues {
  const cues: MoveCues = {
    acts: [], keep: [], reroll: [], loose: [], rest: false, allKeep: false, allReroll: false, count: null,
    dieNoun: false, boxes: [], straight: false, points: false, correction: false, move: false, bareReroll: false, bareWrite: false, unknown: 0,
    later,
    toButler: addressedButler,
    question: false,
  };
  const clauses = new Map<number, ClauseTally>();
  const verbItems = items.filter(isDiceVerb);
  let negate = false;
  let flipped = false;
  /** dice named since "all but" */
  let exceptedDice = 0;
  let lastClause = -1;
  let unknownTotal = 0;
  let correctionAt = -1;
  const kinds: Array<{ pos: number; kind: string }> = [];
  for (let idx = 0; idx < items.length; idx++) {
    const it = items[idx];
    const c = clauseOf(clauses, it.clause);
    if (it.clause !== lastClause) {
      // "all but" reaches over a comma («всё, кроме пятёрок»), a negation does not
      negate = false;
      lastClause = it.clause;
    }
    const cue = it.cue;
    switch (cue.k) {
      case 'verb': {
        // "keep rolling", "keep on throwing": a keep verb right before a roll verb says the roll goes on (an aspect, as
        // "continue"), it keeps no dice — read alone it would bank a 1000 turn the writer meant to roll on
        if (cue.verb === 'keep' && !negate && continuesInto(items[idx + 1], it)) break;
        // «всё, кроме пятёрок, кидаю две»: the exception ends with the dice it names, once a verb follows them
        if (flipped && exceptedDice > 0) flipped = false;
        const act = { verb: cue.verb, you: cue.you, negated: negate };
        negate = false;
        c.acts.push(act);
        kinds.push({ pos: it.pos, kind: act.negated ? `not-${act.verb}` : act.verb });
        break;
      }
      case 'neg':
        negate = true;
        break;
      case 'corr':
        if (kinds.length > 0) correctionAt = it.pos;
        break;
      case 'except':
        flipped = true;
        break;
      case 'dice':
      case 'face':
      case 'num': {
        // «оставляю 2 комментария»: a number that counts something else
        const after = items[idx + 1];
        if ((cue.k === 'num' || (cue.k === 'dice' && cue.dice.length === 1 && cue.dice[0].bare)) && after?.cue.k === 'unknown' && after.clause === it.clause) {
          c.unknown++;
          unknownTotal++;
          break;
        }
        const dice: DiceCue[] =
          cue.k === 'dice' ? cue.dice : cue.k === 'face' ? [{ value: cue.value, n: cue.plural ? 'all' : 1, bare: false }] : [cue.count ? { value: cue.n, n: 1, bare: true, count: true } : { value: cue.n, n: 1, bare: true }];
        // a number before a die noun is a count: «три кости», «5 dice»
        const nextCue = items[idx + 1]?.cue;
        if (cue.k === 'num' && nextCue?.k === 'die') {
          cues.count = cue.n;
          c.strong = true;
          c.dice++;
          break;
        }
        if (cue.k === 'dice' && dice.length === 1 && dice[0].bare && nextCue?.k === 'die') {
          cues.count = dice[0].value;
          c.strong = true;
          c.dice++;
          break;
        }
        // «забираю 250», "take the 200": points of the turn, not dice
        if (cue.k === 'dice' && dice.length === 1 && dice[0].bare && dice[0].value >= 50) {
          cues.points = true;
          c.strong = true;
          c.dice++;
          break;
        }
        c.strong = true;
        c.dice++;
        const verb = governingVerb(verbItems, it);
        const target = verb === null ? cues.loose : (verb === 'keep') !== flipped ? cues.keep : cues.reroll;
        if (flipped) exceptedDice++;
        for (const d of dice) target.push(verb === null ? d : { ...d, by: verb });
        kinds.push({ pos: it.pos, kind: 'dice' });
        break;
      }
      case 'faceGen':
        if (flipped) exceptedDice++;
        c.strong = true;
        c.dice++;
        (governingVerb(verbItems, it) === 'keep') !== flipped ? cues.keep.push({ value: cue.value, n: 'all', bare: false }) : cues.reroll.push({ value: cue.value, n: 'all', bare: false });
        break;
      case 'die':
        cues.dieNoun = true;
        if ((cue as { one?: boolean }).one && cues.count === null) cues.count = 1;
        c.strong = true;
        c.dice++;
        break;
      case 'rest':
        cues.rest = true;
        c.strong = true;
        c.dice++;
        break;
      case 'all': {
        const verb = governingVerb(verbItems, it);
        if (verb === 'keep') cues.allKeep = true;
        else if (verb !== null) cues.allReroll = true;
        break;
      }
      case 'box':
        if (cue.face && governingVerb(verbItems, it) !== null && !(items[idx - 1]?.cue.k === 'into')) {
          // «оставляю пятёрки»: the plural of a face under a dice verb, not the box
          const f = cue.face;
          const dice: DiceCue = f.k === 'face' ? { value: f.value, n: f.plural ? 'all' : 1, bare: false } : { value: 0, n: 1, bare: true };
          ((governingVerb(verbItems, it) === 'keep') !== flipped ? cues.keep : cues.reroll).push(dice);
          if (flipped) exceptedDice++;
          c.strong = true;
          c.dice++;
          kinds.push({ pos: it.pos, kind: 'dice' });
          break;
        }
        cues.boxes.push(cue.box);
        // a box right after its verb or «в» («пишу в шанс»), not somewhere in a sentence («пишу книгу про покер»)
        c.strong = c.strong || items[idx - 1] === undefined || BEFORE_BOX.has(items[idx - 1].cue.k);
        kinds.push({ pos: it.pos, kind: `box:${cue.box}` });
        break;
      case 'straight':
        cues.straight = true;
        c.strong = true;
        c.dice++;
        break;
      case 'points':
        cues.points = true;
        c.strong = true;
        c.dice++;
        break;
      case 'into':
      case 'filler':
        break;
      case 'unknown':
        c.unknown++;
        unknownTotal++;
        break;
    }
  }
  // A clause of chat around a verb voids it («хватит спорить», «бросаю курить»); dice, boxes or counts beside it
  // keep it («кидаю кости на семёрку»).
  // More chat than dice words voids it too («пятёрки по математике оставляю детям»).
  voidedActs = [];
  for (const c of clauses.values()) {
    if ((c.unknown > 0 && !c.strong) || (c.unknown >= 2 && c.unknown > c.dice)) {
      voidedActs.push(...c.acts);
      continue;
    }
    cues.acts.push(...c.acts);
  }
  cues.unknown = unknownTotal;
  const bare = cues.acts.length > 0 && bareVerb(cues);
  const standing = cues.acts.length > 0 && !bare;
  cues.bareReroll = bare && unknownTotal === 0 && cues.acts.every((a) => a.verb === 'reroll' && !a.you) && !cues.rest;
  // chat may come before it, never after («записываю, что ты сказал» is talk),
  const finalClause = items.length > 0 ? clauses.get(items[items.length - 1].clause) : undefined;
  // and the verb is the last word: "write it down" is said to someone
  const finalCue = items.length > 0 ? items[items.length - 1].cue : undefined;
  cues.bareWrite =
    bare && cues.acts.every((a) => a.verb === 'write' && !a.you) && finalClause !== undefined && finalClause.unknown === 0 && finalClause.acts.length > 0 && finalCue?.k === 'verb';
  // boxes alone («каре», «в тройку») only as the whole message
  // boxes alone («каре», «в тройку», "chance I guess") only among fillers: "ugh, ones again" is a lament
  // («chance… no wait, small straight»: a "no" that corrects belongs to the correction)
  const onlyBoxes = items.every((it) => BOX_ONLY.has(it.cue.k) || (it.cue.k === 'neg' && correctionAt >= 0));
  cues.move = standing || cues.bareReroll || cues.bareWrite || (cues.acts.length === 0 && cues.boxes.length + (cues.straight ? 1 : 0) > 0 && unknownTotal === 0 && !pronoun && onlyBoxes);
  if (correctionAt >= 0) {
    const before = new Set(kinds.filter((k) => k.pos < correctionAt).map((k) => k.kind));
    const after = kinds.filter((k) => k.pos > correctionAt).map((k) => k.kind);
    cues.correction = before.size > 0 && after.length > 0;
  }
  return cues;
}

/**
 * Verbs that say nothing without an object: «перебрасываю» (which dice?), «записываю» (which box?), «оставляю
 * остальные» (keeps what?). Chat until something is named; a roll verb or a stop word alone is a move.
 */
/** What may stand right before a box that is a move («пишу в шанс», «ну, каре»). */
const BEFORE_BOX: ReadonlySet<Item['cue']['k']> = new Set(['verb', 'into', 'filler']);
/** The items of a message that is a box alone. */
const BOX_ONLY: ReadonlySet<Item['cue']['k']> = new Set(['box', 'straight', 'into', 'filler', 'corr']);

function bareVerb(cues: MoveCues): boolean {
  const named = cues.keep.length + cues.reroll.length > 0 || cues.count !== null || cues.allKeep || cues.allReroll;
  // «не буду ничего перебрасывать»: a verb said not to be done is a move by itself (keeping the hand)
  if (cues.acts.some((a) => a.negated)) return false;
  if (named || cues.boxes.length > 0 || cues.straight || cues.points) return false;
  // one verb only, said once or more
  const verb = cues.acts[0].verb;
  for (const a of cues.acts) if (a.verb !== verb) return false;
  if (verb === 'reroll' && !cues.rest) return true;
  if (verb === 'write') return true;
  return verb === 'keep' && cues.rest;
}

/** Whether `next` is a roll verb said right after `keep`'s item, in its clause ("keep rolling"). */
function continuesInto(next: Item | undefined, keep: Item): boolean {
  return next !== undefined && next.clause === keep.clause && next.pos === keep.pos + 1 && next.cue.k === 'verb' && (next.cue.verb === 'roll' || next.cue.verb === 'reroll');
}
