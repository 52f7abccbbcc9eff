// Step 4 of the reading: the items of a message → its cues. The items are tallied (tally.ts); the verbs of clauses
// of chat are voided («хватит спорить», «бросаю курить»); then whether the message is a move at all, and whether it
// corrects itself.
import type { ItemCue, Item } from './item.ts';
import type { MessageState } from './message-state.ts';
import type { MoveCues } from './move-cues.ts';
import { tallyItems, type ClauseTally, type Tally } from './tally.ts';

/** The cues of the items; the verbs voided as chat go to `state.voided` (a question counts them: question.ts). */
export function summarise(items: readonly Item[], state: MessageState): MoveCues {
  const cues: MoveCues = {
    acts: [], keep: [], reroll: [], loose: [], rest: false, allKeep: false, allReroll: false, count: null,
    dieNoun: false, boxes: [], boxClause: false, straight: false, points: false, correction: false, move: false, bareReroll: false, bareWrite: false, unknown: 0,
    later: state.later,
    toButler: state.toButler,
    firstPerson: state.firstPerson,
    opening: opensWithVerb(items) && !state.laterFirst,
    forOther: state.forOther,
    question: false,
    odds: false,
  };
  const t = tallyItems(allButAlone(items), cues);
  state.voided = standOrVoid(t.clauses, cues, standing(items, state.actions));
  cues.unknown = t.unknownTotal;
  decideMove(cues, t, state);
  // a move asked for another player is answered whatever it names («Дворецкий, запиши за Олега»)
  if (cues.forOther && cues.acts.some((a) => !a.negated)) cues.move = true;
  if (t.correctionAt >= 0) cues.correction = correctionStands(t);
  return cues;
}

/** What may follow «всё, кроме» in a message of it alone: the dice excepted and fillers. */
const EXCEPTED: ReadonlySet<ItemCue['k']> = new Set(['dice', 'face', 'faceGen', 'box', 'filler']);

/**
 * Where the message's «всё, кроме …» starts when it holds that phrase and the dice it excepts alone (after fillers),
 * else -1: a move with no verb (read-items.ts lets it by; allButAlone reads it).
 */
export function allButAt(items: readonly Item[]): number {
  let j = 0;
  while (items[j]?.cue.k === 'filler') j++;
  if (items[j]?.cue.k !== 'all' || items[j + 1]?.cue.k !== 'except' || items[j + 2] === undefined) return -1;
  let dice = false;
  for (let k = j + 2; k < items.length; k++) {
    const cue = items[k]!.cue;
    if (!EXCEPTED.has(cue.k) || (cue.k === 'box' && cue.face === undefined)) return -1;
    if (cue.k !== 'filler') dice = true;
  }
  return dice ? j : -1;
}

/**
 * «всё, кроме троек», "all but the threes" with no verb: the reroll of every die but those (RULES.md §1 "what the words
 * mean"), read as if «перебрасываю» opened it. Only the phrase and the dice it excepts, nothing else.
 */
function allButAlone(items: readonly Item[]): readonly Item[] {
  const j = allButAt(items);
  if (j < 0) return items;
  const first = items[j]!;
  return [...items.slice(0, j), { clause: first.clause, pos: first.pos - 0.5, cue: { k: 'verb', verb: 'reroll', you: false } }, ...items.slice(j)];
}

/**
 * A clause of chat around a verb voids it («хватит спорить», «бросаю курить»); dice, boxes or counts beside it keep
 * it («кидаю кости на семёрку»). More chat than dice words voids it too («пятёрки по математике оставляю детям»).
 * The verbs that stand go to `cues.acts`, in order; the voided ones are returned.
 */
function standOrVoid(clauses: ReadonlyMap<number, ClauseTally>, cues: MoveCues, acted: ReadonlyMap<number, boolean> | null): MoveCues['acts'] {
  const voided: MoveCues['acts'] = [];
  for (const [clause, c] of clauses) {
    const done = acted?.get(clause);
    if (done !== undefined) {
      if (done) cues.acts.push(...c.acts);
      else voided.push(...c.acts);
      continue;
    }
    if ((c.unknown > 0 && !c.strong) || (c.unknown >= 2 && c.unknown > c.dice)) {
      voided.push(...c.acts);
      continue;
    }
    cues.acts.push(...c.acts);
  }
  return voided;
}

/** What may follow the boxes of a corrected write, in clauses of their own: chat, fillers, another «ой». */
const CHAT_AFTER: ReadonlySet<ItemCue['k']> = new Set(['unknown', 'filler', 'corr']);

/** Whether the message is boxes (and their «в», fillers, the correction) up to its last box, and chat after it. */
function boxesThenChat(items: readonly Item[], correctionAt: number): boolean {
  let last = -1;
  for (let j = 0; j < items.length; j++) if (items[j]!.cue.k === 'box') last = j;
  if (last < 0) return false;
  for (let j = 0; j <= last; j++) {
    const k = items[j]!.cue.k;
    if (!BOX_ONLY.has(k) && !(k === 'neg' && correctionAt >= 0)) return false;
  }
  for (let j = last + 1; j < items.length; j++) if (items[j]!.clause === items[last]!.clause || !CHAT_AFTER.has(items[j]!.cue.k)) return false;
  return true;
}

/** The items of a message that is a box alone. */
const BOX_ONLY: ReadonlySet<ItemCue['k']> = new Set(['box', 'straight', 'into', 'filler', 'corr']);

/** Whether the message is clearly a move (cues.move), and whether by a verb alone (bareReroll, bareWrite). */
function decideMove(cues: MoveCues, t: Tally, state: MessageState): void {
  const pronoun = state.pronoun;
  const items = t.items;
  const bare = cues.acts.length > 0 && bareVerb(cues);
  // A verb that names nothing (no dice, count, box or die noun; «всё» or points alone name too little) after more chat
  // than move is talk, whatever its clause: «Газировка — бросаю, правда, с завтрашнего дня», "It's cosy in here, I'm
  // staying", «Бросить всё и уехать на Бали» (issue 53: plain chat is never a move). Said first, the move stands and
  // the chat after it is an aside («ну хватит пожалуй, жадность фраера сгубила»).
  // (naming dice does not save a verb after a long story: "Gave up sugar for a month, day three and holding")
  // (dice named right after the verb keep it: «Позвольте, я, как полагается, брошу кости»; said to the Butler, a
  // request is about the move whatever is said around it: «Дворецкий, будьте добры, киньте за меня, руки трясутся»)
  // (a name said to before a comma is an address, no chat: «Милейший, бросьте-ка за меня, у меня руки заняты»)
  const before = chatBeforeVerb(items, state.actions) - (state.toOther ? 1 : 0);
  const named = namesDice(cues) || state.aimed;
  const drowned = !state.toButler && ((before >= STORY_BEFORE_VERB && !objectAfterVerb(items)) || (!named && before > 0 && t.unknownTotal >= CHAT_AROUND_BARE_VERB));
  const standing = cues.acts.length > 0 && !bare && !drowned;
  cues.bareReroll = bare && t.unknownTotal === 0 && cues.acts.every((a) => a.verb === 'reroll' && !a.you) && !cues.rest;
  // chat may come before it, never after («записываю, что ты сказал» is talk),
  const finalClause = items.length > 0 ? t.clauses.get(items[items.length - 1].clause) : undefined;
  // and the verb is the last word: "write it down" is said to someone
  const finalCue = items.length > 0 ? items[items.length - 1].cue : undefined;
  cues.bareWrite =
    bare && cues.acts.every((a) => a.verb === 'write') && finalClause !== undefined && finalClause.unknown === 0 && finalClause.acts.length > 0 && finalCue?.k === 'verb';
  // boxes alone («каре», «в тройку», "chance I guess") only among fillers: "ugh, ones again" is a lament
  // («chance… no wait, small straight»: a "no" that corrects belongs to the correction)
  const onlyBoxes = items.every((it) => BOX_ONLY.has(it.cue.k) || (it.cue.k === 'neg' && t.correctionAt >= 0));
  // (a straight said so, with no size, is the same attempt: «в стрит! как наши прошли» — answered which one)
  const oneBox = cues.straight ? cues.boxes.length === 0 : new Set(cues.boxes).size === 1;
  cues.boxClause = cues.acts.length === 0 && !pronoun && !state.topic && oneBox && boxOwnClause(items);
  // «в каре, канєшно», "in chance, obviously": a box opened by «в»/"in" as a clause of its own is the write whatever
  // chat follows in the clauses after it, dice left to roll or not (chat in its own clause, «в каре и ещё что-то», or a
  // bare box with chat after it is the write only when writing is all that is left: read-move.ts)
  const intoFirst = cues.acts.length === 0 && !pronoun && !state.topic && oneBox && intoBoxClause(items);
  // «в тройки, нет, в шестёрки... ой, там гол!»: two boxes and a correction between them, chat only in the clauses
  // after them — the write corrected is asked about, whatever the chat (a question back changes nothing)
  const corrected = cues.acts.length === 0 && !pronoun && t.correctionAt >= 0 && new Set(cues.boxes).size >= 2 && boxesThenChat(items, t.correctionAt);
  cues.move =
    standing ||
    cues.bareReroll ||
    cues.bareWrite ||
    intoFirst ||
    corrected ||
    (cues.acts.length === 0 && cues.boxes.length + (cues.straight ? 1 : 0) > 0 && t.unknownTotal === 0 && !pronoun && onlyBoxes);
}

/**
 * The verbs of role-play actions, done rather than talked of: the narration around one is how the writer does it
 * («*театрально дует на кулак и бросает кости на сукно*», "*rolls with a flourish*"). A verb stands so when what
 * follows it in its clause is a word the lexicons know (dice, a link, a filler) or nothing; a word no lexicon knows
 * right after it is its object, and the action another: its clause is voided («*rolls his eyes*», «*бросает взгляд на
 * кости*»).
 */
function actedVerbs(items: readonly Item[], actions: ReadonlySet<number>): Map<number, boolean> {
  /** each action clause with a verb: whether its verb is done (true) or takes an object of its own (false) */
  const acted = new Map<number, boolean>();
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    if (it.cue.k !== 'verb' || !actions.has(it.clause)) continue;
    const next = items[j + 1];
    const objected = next !== undefined && next.clause === it.clause && next.cue.k === 'unknown';
    acted.set(it.clause, !objected && (acted.get(it.clause) ?? true));
  }
  return acted;
}

/**
 * The clauses whose verbs stand whatever chat is around them: the verbs done in role-play actions (actedVerbs), and
 * a message opened by a roll and its dice («кидаю кубики мама сказала можно», "rolling the dice brb"): said first,
 * the roll is the message's move and what follows it is an aside. Null when there is none.
 */
function standing(items: readonly Item[], actions: ReadonlySet<number>): Map<number, boolean> | null {
  const acted = actions.size > 0 ? actedVerbs(items, actions) : null;
  const opened = rollOpening(items);
  if (opened === null || acted?.has(opened)) return acted;
  return (acted ?? new Map<number, boolean>()).set(opened, true);
}

/**
 * The clause of a roll verb said first (after fillers at most), with its die noun right after it (a count between),
 * or of a reroll or keep said first with its dice right after it; a short remark in a clause of its own may come
 * before it ("ad break, rolling a die to see who starts").
 */
function rollOpening(items: readonly Item[]): number | null {
  let j = 0;
  let chat = 0;
  /** the clause of the last word of the remark */
  let remark = -1;
  while (items[j]?.cue.k === 'filler' || items[j]?.cue.k === 'unknown') {
    if (items[j]!.cue.k === 'unknown') {
      chat++;
      remark = items[j]!.clause;
    }
    j++;
  }
  // the remark ends before the verb's clause begins, and the verb opens it (fillers at most before it: «Привет всем! Я
  // бросаю кубик для тест»)
  if (chat > 0 && (chat >= STORY_BEFORE_VERB || items[j] === undefined || remark === items[j]!.clause)) return null;
  const verb = items[j];
  if (verb === undefined || verb.cue.k !== 'verb' || verb.cue.you) return null;
  // «перекидываю единицу пока пациент спит»: a reroll or a keep said first with its dice right after it, likewise
  if (verb.cue.verb === 'reroll' || verb.cue.verb === 'keep') {
    const object = items[j + 1];
    if (object === undefined || object.clause !== verb.clause) return null;
    // («оставляю 2 комментария»: a number that counts the word after it names no die)
    const after = items[j + 2];
    if (object.cue.k === 'dice') return object.cue.dice.length === 1 && object.cue.dice[0]!.bare && after?.cue.k === 'unknown' && after.clause === verb.clause ? null : verb.clause;
    return object.cue.k === 'face' || (object.cue.k === 'box' && object.cue.face !== undefined) ? verb.clause : null;
  }
  if (verb.cue.verb !== 'roll') return null;
  let k = j + 1;
  // ("rolling the dice …": an article between)
  while (items[k]?.cue.k === 'filler' && items[k]!.clause === verb.clause) k++;
  if (countWord(items[k]) && items[k]!.clause === verb.clause) k++;
  const noun = items[k];
  return noun !== undefined && noun.clause === verb.clause && noun.cue.k === 'die' ? verb.clause : null;
}

/** A count before a die noun: a number word, or a digit read as a face («кидаю 4 кубики»: the noun makes it a count). */
function countWord(item: Item | undefined): boolean {
  if (item === undefined) return false;
  if (item.cue.k === 'num') return true;
  return item.cue.k === 'dice' && item.cue.dice.length === 1 && item.cue.dice[0]!.bare === true && item.cue.dice[0]!.n === 1;
}

/** The least chat (words no lexicon knows) that drowns a verb naming nothing, when some of it comes first. */
const CHAT_AROUND_BARE_VERB = 3;
/** The least chat before a verb that makes a story of it, whatever it names. */
const STORY_BEFORE_VERB = 5;

/** The words no lexicon knows before the first verb (all of them when the verb comes last). */
function chatBeforeVerb(items: readonly Item[], actions: ReadonlySet<number>): number {
  let unknown = 0;
  for (const it of items) {
    if (it.cue.k === 'verb') return unknown;
    // (the narration of a role-play action is no story told before the move: «*встряхивает стаканчик* кидаю пять костей»)
    if (it.cue.k === 'unknown' && !actions.has(it.clause)) unknown++;
  }
  return unknown;
}

/** The kinds of item that name what a verb moves: dice, a count, a die noun, a box. */
const OBJECTS: ReadonlySet<ItemCue['k']> = new Set(['dice', 'num', 'face', 'die', 'box', 'straight', 'rest', 'points']);

/** Whether the word right after the first verb names what it moves. */
function objectAfterVerb(items: readonly Item[]): boolean {
  const at = items.findIndex((it) => it.cue.k === 'verb');
  const next = at >= 0 ? items[at + 1] : undefined;
  return next !== undefined && next.clause === items[at]!.clause && OBJECTS.has(next.cue.k);
}

/** Whether the message names dice or a box (a face, a count, a die noun, "the rest"), not just "all" or "points". */
function namesDice(cues: MoveCues): boolean {
  return cues.keep.length + cues.reroll.length + cues.loose.length > 0 || cues.count !== null || cues.dieNoun || cues.rest || cues.boxes.length > 0 || cues.straight;
}

/** What a clause of a box alone may hold: no correction, no «no» («damn, no yahtzee» is a lament). */
const BOX_CLAUSE: ReadonlySet<ItemCue['k']> = new Set(['box', 'straight', 'into', 'filler']);

/** Whether the first clause holds a box and nothing but the words a box alone may have around it. */
function boxOwnClause(items: readonly Item[]): boolean {
  const clauses = new Map<number, boolean>();
  for (const it of items) {
    const ok = clauses.get(it.clause) ?? true;
    clauses.set(it.clause, ok && BOX_CLAUSE.has(it.cue.k));
  }
  // the first clause only: the box said first, chat after it («ну фулл, и чё»); a box after chat is talk about the hand
  // («ну ты и везунчик, опять каре»)
  // (after a clause of fillers only: «ну, фулл наверное, пофиг», "eh, full house I guess")
  let at = 0;
  while (items[at]?.cue.k === 'filler') at++;
  const first = at > 0 && items[at] !== undefined && items[at]!.clause !== items[at - 1]!.clause ? items[at]!.clause : items[0]?.clause;
  if (first === undefined) return false;
  return (clauses.get(first) === true && items.some((it) => it.clause === first && (it.cue.k === 'box' || it.cue.k === 'straight'))) || intoBoxFirst(items, first);
}

/** Whether the message opens with «в» and a box, with nothing but fillers beside them in their clause. */
function intoBoxClause(items: readonly Item[]): boolean {
  if (items[0]?.cue.k !== 'into' || (items[1]?.cue.k !== 'box' && items[1]?.cue.k !== 'straight') || items[1].clause !== items[0].clause) return false;
  for (let j = 2; j < items.length && items[j]!.clause === items[0].clause; j++) if (!BOX_CLAUSE.has(items[j]!.cue.k)) return false;
  return true;
}

/** What may follow «в шанс» in its clause: chat and fillers, never a verb, dice, a negation or a correction. */
const AFTER_INTO_BOX: ReadonlySet<ItemCue['k']> = new Set(['unknown', 'filler']);

/** «в шанс короч», "in chance i guess": a message opening with «в» and a box names the write, whatever chat follows it. */
function intoBoxFirst(items: readonly Item[], first: number): boolean {
  if (items[0]!.cue.k !== 'into' || (items[1]?.cue.k !== 'box' && items[1]?.cue.k !== 'straight') || items[1].clause !== first) return false;
  for (let j = 2; j < items.length && items[j]!.clause === first; j++) if (!AFTER_INTO_BOX.has(items[j]!.cue.k)) return false;
  return true;
}

/**
 * Verbs that say nothing without an object: «перебрасываю» (which dice?), «записываю» (which box?), «оставляю
 * остальные» (keeps what?). Chat until something is named; a roll verb or a stop word alone is a move.
 */
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

/**
 * A correction marker stands between two moves named: something named before it, something after — or after a move
 * alone when it takes the move back by itself, in a clause of its own («Кидаю кубики, ой ні, стривайте», "roll, nvm";
 * not «…, ні пуху», a wish of luck).
 */
function correctionStands(t: Tally): boolean {
  const before = new Set(t.kinds.filter((k) => k.pos < t.correctionAt).map((k) => k.kind));
  const after = t.kinds.filter((k) => k.pos > t.correctionAt).map((k) => k.kind);
  const takenBack = t.takenBack >= 0 && t.clauses.get(t.takenBack)?.unknown === 0;
  return before.size > 0 && (after.length > 0 || takenBack);
}

/** Whether the first item that is not a filler is a verb of the writer's own (not said to someone). */
function opensWithVerb(items: readonly Item[]): boolean {
  for (const it of items) {
    if (it.cue.k === 'filler') continue;
    return it.cue.k === 'verb' && !it.cue.you;
  }
  return false;
}
