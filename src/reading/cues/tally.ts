// Step 4a of the reading: the items of a message, in order → the dice, boxes and verbs of its cues, each dice word
// under the verb that governs it, and a tally of each clause (its chat and its dice words) for the summary to weigh
// (summarise.ts). Negations, "all but …" and corrections are followed as the items go.
import type { DicePokerBox } from '../intent.ts';
import { isDiceVerb, type Item, type ItemCue } from './item.ts';
import type { ActCue, DiceCue, MoveCues } from './move-cues.ts';
import type { Verb } from './types.ts';

export interface ClauseTally {
  unknown: number;
  /** a dice word, or a box right after its verb, stands in it: chat around its verb does not void it */
  strong: boolean;
  /** the dice words in it (faces, counts, die nouns, boxes, "the rest") */
  dice: number;
  acts: ActCue[];
}

export interface Tally {
  readonly cues: MoveCues;
  readonly items: readonly Item[];
  readonly clauses: Map<number, ClauseTally>;
  /** the items that are dice verbs, which the dice words belong to */
  readonly verbItems: readonly Item[];
  /** a negation was read in this clause, not yet spent on a verb */
  negate: boolean;
  /** "all but": the dice named after it go the other way */
  flipped: boolean;
  /** dice named since "all but" */
  exceptedDice: number;
  lastClause: number;
  unknownTotal: number;
  /** where a correction marker stands, or -1 */
  correctionAt: number;
  /** the clause of a marker that takes the move before it back by itself («…, ой ні»), or -1 */
  takenBack: number;
  /** the moves named (verbs, dice, boxes) with their places: a correction stands between two */
  readonly kinds: Array<{ pos: number; kind: string }>;
}

type CueOf<K extends ItemCue['k']> = Extract<ItemCue, { k: K }>;

/** Tallies the items into `cues` (its dice, boxes, flags; its acts stay in the clause tallies). */
export function tallyItems(items: readonly Item[], cues: MoveCues): Tally {
  const t: Tally = {
    cues, items, clauses: new Map(), verbItems: items.filter(isDiceVerb), negate: false, flipped: false, exceptedDice: 0, lastClause: -1,
    unknownTotal: 0, correctionAt: -1, takenBack: -1, kinds: [],
  };
  for (let idx = 0; idx < items.length; idx++) {
    const it = items[idx];
    const c = clauseTally(t.clauses, it.clause);
    if (it.clause !== t.lastClause) {
      // "all but" reaches over a comma («всё, кроме пятёрок»), a negation does not
      t.negate = false;
      t.lastClause = it.clause;
    }
    tallyItem(t, idx, c);
  }
  return t;
}

function clauseTally(clauses: Map<number, ClauseTally>, n: number): ClauseTally {
  let c = clauses.get(n);
  if (!c) clauses.set(n, (c = { unknown: 0, strong: false, dice: 0, acts: [] }));
  return c;
}

function tallyItem(t: Tally, idx: number, c: ClauseTally): void {
  const it = t.items[idx];
  const cue = it.cue;
  const cues = t.cues;
  switch (cue.k) {
    case 'verb':
      return tallyVerb(t, idx, c, cue);
    case 'neg':
      t.negate = true;
      return;
    case 'corr':
      if (t.kinds.length > 0) {
        t.correctionAt = it.pos;
        // («ой ні», "no wait": the word after the one that takes back keeps it so)
        if ('takeBack' in cue) t.takenBack = it.clause;
      }
      return;
    case 'except':
      t.flipped = true;
      return;
    case 'dice':
    case 'face':
    case 'num':
      return tallyDice(t, idx, c, cue);
    case 'faceGen':
      if (t.flipped) t.exceptedDice++;
      diceWord(c);
      ((governingVerb(t, it) === 'keep') !== t.flipped ? cues.keep : cues.reroll).push({ value: cue.value, n: 'all', bare: false });
      return;
    case 'die':
      cues.dieNoun = true;
      if ((cue as { one?: boolean }).one && cues.count === null) cues.count = 1;
      diceWord(c);
      return;
    case 'rest':
      cues.rest = true;
      diceWord(c);
      return;
    case 'all': {
      const verb = governingVerb(t, it);
      if (verb === 'keep') cues.allKeep = true;
      else if (verb !== null) cues.allReroll = true;
      return;
    }
    case 'box':
      return tallyBox(t, idx, c, cue);
    case 'straight':
      cues.straight = true;
      diceWord(c);
      return;
    case 'points':
      cues.points = true;
      diceWord(c);
      return;
    case 'into':
    case 'filler':
      return;
    case 'unknown':
      c.unknown++;
      t.unknownTotal++;
      return;
  }
}

/** A word of the clause that names dice (a face, a count, a die noun, "the rest", a box, points). */
function diceWord(c: ClauseTally): void {
  c.strong = true;
  c.dice++;
}

function tallyVerb(t: Tally, idx: number, c: ClauseTally, cue: CueOf<'verb'>): void {
  const it = t.items[idx];
  // "keep rolling", "keep on throwing": a keep verb right before a roll verb says the roll goes on (an aspect, as
  // "continue"), it keeps no dice — read alone it would bank a 1000 turn the writer meant to roll on
  if (cue.verb === 'keep' && !t.negate && continuesInto(t.items[idx + 1], it)) return;
  // «всё, кроме пятёрок, кидаю две»: the exception ends with the dice it names, once a verb follows them
  if (t.flipped && t.exceptedDice > 0) t.flipped = false;
  const act = { verb: cue.verb, you: cue.you, negated: t.negate };
  t.negate = false;
  c.acts.push(act);
  t.kinds.push({ pos: it.pos, kind: act.negated ? `not-${act.verb}` : act.verb });
}

/** Whether `next` is a roll verb said right after `keep`'s item, in its clause ("keep rolling"). */
function continuesInto(next: Item | undefined, keep: Item): boolean {
  return next !== undefined && next.clause === keep.clause && next.pos === keep.pos + 1 && next.cue.k === 'verb' && (next.cue.verb === 'roll' || next.cue.verb === 'reroll');
}

function tallyDice(t: Tally, idx: number, c: ClauseTally, cue: CueOf<'dice' | 'face' | 'num'>): void {
  const it = t.items[idx];
  const after = t.items[idx + 1];
  // «оставляю 2 комментария»: a number that counts something else
  if ((cue.k === 'num' || (cue.k === 'dice' && cue.dice.length === 1 && cue.dice[0].bare)) && after?.cue.k === 'unknown' && after.clause === it.clause) {
    c.unknown++;
    t.unknownTotal++;
    return;
  }
  const dice: DiceCue[] =
    cue.k === 'dice' ? cue.dice : cue.k === 'face' ? [{ value: cue.value, n: cue.plural ? 'all' : 1, bare: false }] : [cue.count ? { value: cue.n, n: 1, bare: true, count: true } : { value: cue.n, n: 1, bare: true }];
  const bareOne = cue.k === 'dice' && dice.length === 1 && dice[0].bare;
  // a number before a die noun is a count: «три кости», «5 dice»
  if ((cue.k === 'num' || bareOne) && after?.cue.k === 'die') {
    t.cues.count = cue.k === 'num' ? cue.n : dice[0].value;
    diceWord(c);
    return;
  }
  // «забираю 250», "take the 200": points of the turn, not dice
  if (bareOne && dice[0].value >= 50) {
    t.cues.points = true;
    diceWord(c);
    return;
  }
  diceWord(c);
  const verb = governingVerb(t, it);
  // «перекидываю шестёрку, не единицу», «перекидываю не единицу, а шестёрку», "keep the 4s, not the 6": dice denied (a
  // negation not spent on a verb before them) are not the move's dice — what becomes of them is what becomes of every
  // die the move does not name
  if (t.negate && verb !== null && !t.flipped) return;
  const target = verb === null ? t.cues.loose : (verb === 'keep') !== t.flipped ? t.cues.keep : t.cues.reroll;
  if (t.flipped) t.exceptedDice++;
  for (const d of dice) target.push(verb === null ? d : { ...d, by: verb });
  t.kinds.push({ pos: it.pos, kind: 'dice' });
}

/** What may stand right before a box that is a move («пишу в шанс», «ну, каре»). */
const BEFORE_BOX: ReadonlySet<ItemCue['k']> = new Set(['verb', 'into', 'filler']);

/** Whether a keep verb stands right before item idx, an article or filler at most between («keep the pairs»). */
function keptRightBefore(items: readonly Item[], idx: number): boolean {
  // (in its clause: «Пас, оставляю. Каре, …» names the hand kept, it keeps no group of it)
  for (let j = idx - 1; j >= 0 && j >= idx - 2 && items[j]!.clause === items[idx]!.clause; j--) {
    const cue = items[j]!.cue;
    if (cue.k === 'verb') return cue.verb === 'keep' && !cue.you;
    if (cue.k !== 'filler') return false;
  }
  return false;
}

/** The combinations a keep verb may name as dice: how many of a face make it (1: the whole hand). */
const GROUP_OF: Partial<Record<DicePokerBox, number>> = { pair: 2, two_pairs: 2, three_kind: 3, four_kind: 4, full_house: 1, poker: 1 };

function tallyBox(t: Tally, idx: number, c: ClauseTally, cue: CueOf<'box'>): void {
  const it = t.items[idx];
  const before = t.items[idx - 1];
  const group = GROUP_OF[cue.box];
  if (group !== undefined && !t.flipped && keptRightBefore(t.items, idx) && cue.face?.k !== 'face') {
    // «оставляю пары», "keep the pairs": the dice of that combination in the hand, kept
    t.cues.keep.push({ value: 0, n: 'all', bare: false, group });
    diceWord(c);
    t.kinds.push({ pos: it.pos, kind: 'dice' });
    return;
  }
  // ("If I keep the three fours, what are my chances of four of a kind?": a box named by a number, "four of a kind",
  // in a clause with no verb of its own is the box asked about, not a die of the verb before it)
  const numberOutOfClause = cue.face?.k !== 'face' && !t.verbItems.some((v) => v.clause === it.clause);
  if (cue.face && !numberOutOfClause && governingVerb(t, it) !== null && !(before?.cue.k === 'into')) {
    // «оставляю пятёрки»: the plural of a face under a dice verb, not the box
    const f = cue.face;
    const dice: DiceCue = f.k === 'face' ? { value: f.value, n: f.plural ? 'all' : 1, bare: false } : { value: 0, n: 1, bare: true };
    ((governingVerb(t, it) === 'keep') !== t.flipped ? t.cues.keep : t.cues.reroll).push(dice);
    if (t.flipped) t.exceptedDice++;
    diceWord(c);
    t.kinds.push({ pos: it.pos, kind: 'dice' });
    return;
  }
  // «Перекидаю 1 і 2, останній шанс!», "reroll the 1 and 2, last chance!": a box word after a word of its own, in a
  // clause of no verb after the move, is said of the move, no box written
  if (before?.cue.k === 'unknown' && before.clause === it.clause && t.verbItems.some((v) => v.pos < it.pos && v.clause < it.clause) && !t.verbItems.some((v) => v.clause === it.clause)) {
    c.unknown++;
    t.unknownTotal++;
    return;
  }
  t.cues.boxes.push(cue.box);
  // a box right after its verb or «в» («пишу в шанс»), not somewhere in a sentence («пишу книгу про покер»)
  c.strong = c.strong || before === undefined || BEFORE_BOX.has(before.cue.k);
  t.kinds.push({ pos: it.pos, kind: `box:${cue.box}` });
}

/**
 * The verb a dice word belongs to: the nearest dice verb before it in its clause, else after it in its clause, else
 * the last one before it, else the first one after it. One pass, nothing allocated.
 */
function governingVerb(t: Tally, it: Item): Verb | null {
  const verbItems = t.verbItems;
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
  if (!pick || pick.cue.k !== 'verb') return null;
  // «шестёрки не трогаю»: dice not rolled again are kept; «не оставляю пятёрки»: dice not kept are rolled again
  const before = t.items.find((other) => other.pos === pick.pos - 1);
  if (before !== undefined && before.clause === pick.clause && before.cue.k === 'neg') return pick.cue.verb === 'keep' ? 'reroll' : 'keep';
  return pick.cue.verb;
}
