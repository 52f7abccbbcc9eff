// One pass over the words of a message → its move cues (issue 24): which verbs it holds, which dice it names and
// for what (kept or rolled again), the counts, boxes, "the rest", "all but …", negations and corrections, and how
// much of it is no move at all. Context-free: the moves legal now decide what the cues mean (commands/read-move.ts).
import type { DicePokerBox } from '../../intent.ts';
import { tokenize, type Token } from '../tokens.ts';
import type { Verb } from './types.ts';
import { boxAt, cuesOf, phrases, typoVerb, type Cue } from './words.ts';

/** A face named: `n` dice of `value`, or 'all' for every die of that face the player holds (the plural). */
export interface DiceCue {
  value: number;
  n: number | 'all';
  /** a bare number, no face word or die emoji: in 1000 or Craps it may be the count of a roll */
  bare: boolean;
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
  /** words that are no cue at all: chat around the move */
  unknown: number;
}

/** A wish or advice, not a move: «я бы записал в шанс», «мне б фулл», «I'd take the chance». */
const WISH = new Set(['бы', 'б', 'би', "i'd", 'would', 'should', 'если', 'якщо']);
/** A die noun in the singular: one die («бросаю кубик»), while «кости» names no count. */
export const ONE_DIE = new Set(['кость', 'кубик', 'косточку', 'костяшку', 'кістку', 'кістка', 'кісточку', 'die', 'куб']);
/** «3d6»: the count of a roll in the notation of role-players */
const NDICE = /^([0-9]+)d6$/;

const DIE_EMOJI_FIRST = 0x2680; // ⚀
export const STRAIGHT = new Set(['стрит', 'стріт', 'straight']);
/** "5-ки", "5ки", "5s", "5's": the plural of a face written with its digit */
const DIGIT_PLURAL = /^([1-6])(?:'?s|ки|ок|ак)$/;
const GLUED = /^[0-9]+$/;
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
/** pronouns that make a box name talk («я в каре» = "I am in the four of a kind"), not a move */
const PRONOUNS = new Set(['я', 'мы', 'ты', 'вы', 'он', 'она', 'ми', 'ти', 'ви', 'він', 'вона', 'i', 'we', 'you', 'he', 'she', 'мне', 'мені']);

/** The cues of an already capped message; null when it holds no move word at all. */
export function findCues(text: string): MoveCues | null {
  if (LOOK_ALIKE_DIGIT.test(text)) return null;
  const tokens = tokenize(text);
  for (const t of tokens) if (t.word && lookAlike(t.text)) return null;
  const items = readItems(tokens);
  if (items === null) return null;
  return summarise(items);
}

let pronoun = false;

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
    if (!LETTER.test(before.text) || !LETTER.test(after.text) || /\p{N}/u.test(before.text)) continue;
    (broken ??= new Set()).add(t - 1).add(t + 1);
  }
  return broken;
}

function readItems(tokens: readonly Token[]): Item[] | null {
  const words: string[] = [];
  const clauseOf: number[] = [];
  const items: Item[] = [];
  let clause = 0;
  let question = false;
  let pos = 0;
  const broken = brokenWords(tokens);
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.word) {
      // «5-ки»: a digit with a plural suffix after a hyphen is every die of that face, as «5ки» and «5s» are
      const dash = tokens[t + 1];
      const suffix = tokens[t + 2];
      if (dash && suffix && !dash.word && !dash.spaced && (dash.text === '-' || dash.text === '–') && suffix.word && !suffix.spaced && DIGIT_PLURAL.test(token.text + suffix.text)) {
        words.push(token.text + suffix.text);
        clauseOf.push(clause);
        t += 2;
        continue;
      }
      // a part of a word broken by another character («брос-аю», RULES.md §1) is no word of the lexicon
      words.push(broken !== null && broken.has(t) ? BROKEN : token.text);
      clauseOf.push(clause);
      continue;
    }
    const code = token.text.codePointAt(0)!;
    if (code >= DIE_EMOJI_FIRST && code <= DIE_EMOJI_FIRST + 5) {
      words.push(String(code - DIE_EMOJI_FIRST + 1));
      clauseOf.push(clause);
    } else if (token.text === '?') question = true;
    else if (CLAUSE_END.has(token.text) || /\p{Extended_Pictographic}/u.test(token.text)) {
      // "5-ки": a hyphen inside a word is no clause break
      if (!(token.text === '-' || token.text === '–') || token.spaced) clause++;
    }
  }
  // A question is talk about a move, not one («шестёрки не перебрасывать же, да?»)
  if (question) return null;
  let anyMove = false;
  pronoun = false;
  for (const w of words) {
    if (WISH.has(w)) return null;
    if (PRONOUNS.has(w)) pronoun = true;
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const at = clauseOf[i];
    const nd = NDICE.exec(word);
    if (nd) {
      items.push({ clause: at, pos: pos++, cue: { k: 'num', n: Number(nd[1]) } }, { clause: at, pos: pos++, cue: { k: 'die' } });
      continue;
    }
    if (ONE_DIE.has(word)) {
      items.push({ clause: at, pos: pos++, cue: { k: 'die', one: true } as Cue });
      continue;
    }
    const phrase = phraseAt(words, i);
    if (phrase) {
      items.push({ clause: at, pos: pos++, cue: phrase.cue });
      if (phrase.cue.k === 'verb') anyMove = true;
      i += phrase.words.length - 1;
      continue;
    }
    const cues = cuesOf(word);
    {
      // a count before a face: «тройку четвёрок», «пару пятёрок»
      const first = countCue(cues);
      const next = first !== undefined && words[i + 1] !== undefined ? faceCue(cuesOf(words[i + 1])) : undefined;
      const n = first?.k === 'num' ? first.n : first?.k === 'face' ? first.value : null;
      if (n !== null && next && (next.k === 'faceGen' || (next.k === 'face' && first?.k === 'num'))) {
        items.push({ clause: at, pos: pos++, cue: { k: 'dice', dice: [{ value: next.value, n, bare: false }] } });
        i++;
        continue;
      }
    }
    // «бросаю покер»: five dice (RULES.md §1), not the box
    const previous = items.at(-1)?.cue;
    if (previous?.k === 'verb' && previous.verb === 'roll' && (word === 'покер' || word === 'poker')) {
      items.push({ clause: at, pos: pos++, cue: { k: 'num', n: 5 } }, { clause: at, pos: pos++, cue: { k: 'die' } });
      continue;
    }
    const box = boxAt(words, i);
    const face = cues.length > 0 && (cues[0].k === 'face' || cues[0].k === 'num') ? cues[0] : cues[1]?.k === 'face' || cues[1]?.k === 'num' ? cues[1] : undefined;
    if (box && (box.length > 1 || !face || face.k === 'face')) {
      items.push({ clause: at, pos: pos++, cue: { k: 'box', box: box.box, ...(face ? { face } : {}) } });
      anyMove = true;
      i += box.length - 1;
      continue;
    }
    if (STRAIGHT.has(word)) {
      items.push({ clause: at, pos: pos++, cue: { k: 'straight' } });
      continue;
    }
    const dice = digitDice(word);
    if (dice) {
      items.push({ clause: at, pos: pos++, cue: { k: 'dice', dice } });
      continue;
    }
    let cue: Cue | undefined = cues[0];
    if (cue === undefined && /^\p{L}+$/u.test(word)) {
      const verb = typoVerb(word);
      if (verb) cue = { k: 'verb', verb, you: false };
    }
    if (cue === undefined) {
      items.push({ clause: at, pos: pos++, cue: { k: 'unknown' } });
      continue;
    }
    if (cue.k === 'verb') anyMove = true;
    items.push({ clause: at, pos: pos++, cue });
  }
  return anyMove ? items : null;
}

function phraseAt(words: readonly string[], i: number): { words: string[]; cue: Cue } | undefined {
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

/** Dice written with digits: "5", "666" (glued: each digit a die), "5-ки"/"5s" (every five). */
function digitDice(word: string): DiceCue[] | null {
  const plural = DIGIT_PLURAL.exec(word);
  if (plural) return [{ value: Number(plural[1]), n: 'all', bare: false }];
  if (!GLUED.test(word)) return null;
  if (word.length === 1 || !/^[1-6]+$/.test(word) || word.length > 5) {
    return [{ value: Number(word), n: 1, bare: true }];
  }
  return [...word].map((d) => ({ value: Number(d), n: 1, bare: false }));
}

const DICE_VERBS: ReadonlySet<Verb> = new Set<Verb>(['roll', 'reroll', 'keep']);

interface ClauseTally {
  unknown: number;
  strong: boolean;
  acts: ActCue[];
}

function clauseOf(clauses: Map<number, ClauseTally>, n: number): ClauseTally {
  let c = clauses.get(n);
  if (!c) clauses.set(n, (c = { unknown: 0, strong: false, acts: [] }));
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

function summarise(items: readonly Item[]): MoveCues {
  const cues: MoveCues = {
    acts: [], keep: [], reroll: [], loose: [], rest: false, allKeep: false, allReroll: false, count: null,
    dieNoun: false, boxes: [], straight: false, points: false, correction: false, move: false, unknown: 0,
  };
  const clauses = new Map<number, ClauseTally>();
  const verbItems = items.filter(isDiceVerb);
  let negate = false;
  let flipped = false;
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
          cue.k === 'dice' ? cue.dice : cue.k === 'face' ? [{ value: cue.value, n: cue.plural ? 'all' : 1, bare: false }] : [{ value: cue.n, n: 1, bare: true }];
        // a number before a die noun is a count: «три кости», «5 dice»
        const nextCue = items[idx + 1]?.cue;
        if (cue.k === 'num' && nextCue?.k === 'die') {
          cues.count = cue.n;
          c.strong = true;
          break;
        }
        if (cue.k === 'dice' && dice.length === 1 && dice[0].bare && nextCue?.k === 'die') {
          cues.count = dice[0].value;
          c.strong = true;
          break;
        }
        c.strong = true;
        const verb = governingVerb(verbItems, it);
        const target = verb === null ? cues.loose : (verb === 'keep') !== flipped ? cues.keep : cues.reroll;
        target.push(...dice);
        kinds.push({ pos: it.pos, kind: 'dice' });
        break;
      }
      case 'faceGen':
        c.strong = true;
        (governingVerb(verbItems, it) === 'keep') !== flipped ? cues.keep.push({ value: cue.value, n: 'all', bare: false }) : cues.reroll.push({ value: cue.value, n: 'all', bare: false });
        break;
      case 'die':
        cues.dieNoun = true;
        if ((cue as { one?: boolean }).one && cues.count === null) cues.count = 1;
        c.strong = true;
        break;
      case 'rest':
        cues.rest = true;
        c.strong = true;
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
          c.strong = true;
          kinds.push({ pos: it.pos, kind: 'dice' });
          break;
        }
        cues.boxes.push(cue.box);
        // a box right after its verb or «в» («пишу в шанс»), not somewhere in a sentence («пишу книгу про покер»)
        c.strong = c.strong || items[idx - 1] === undefined || ['verb', 'into', 'filler'].includes(items[idx - 1].cue.k);
        kinds.push({ pos: it.pos, kind: `box:${cue.box}` });
        break;
      case 'straight':
        cues.straight = true;
        c.strong = true;
        break;
      case 'points':
        cues.points = true;
        c.strong = true;
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
  for (const c of clauses.values()) {
    if (c.unknown > 0 && !c.strong) continue;
    cues.acts.push(...c.acts);
  }
  cues.unknown = unknownTotal;
  const standing = cues.acts.length > 0 && !bareVerb(cues);
  // boxes alone («каре», «в тройку») only as the whole message
  cues.move = standing || (cues.acts.length === 0 && cues.boxes.length + (cues.straight ? 1 : 0) > 0 && unknownTotal === 0 && !pronoun);
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
function bareVerb(cues: MoveCues): boolean {
  const named = cues.keep.length + cues.reroll.length > 0 || cues.count !== null || cues.allKeep || cues.allReroll;
  const verbs = new Set(cues.acts.map((a) => a.verb));
  if (named || cues.boxes.length > 0 || cues.straight || cues.points) return false;
  if (verbs.size !== 1) return false;
  if (verbs.has('reroll') && !cues.rest) return true;
  if (verbs.has('write')) return true;
  return verbs.has('keep') && cues.rest;
}
