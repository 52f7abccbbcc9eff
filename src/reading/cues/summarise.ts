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
    question: false,
    odds: false,
  };
  const t = tallyItems(items, cues);
  state.voided = standOrVoid(t.clauses, cues);
  cues.unknown = t.unknownTotal;
  decideMove(cues, t, state.pronoun);
  if (t.correctionAt >= 0) cues.correction = correctionStands(t);
  return cues;
}

/**
 * A clause of chat around a verb voids it («хватит спорить», «бросаю курить»); dice, boxes or counts beside it keep
 * it («кидаю кости на семёрку»). More chat than dice words voids it too («пятёрки по математике оставляю детям»).
 * The verbs that stand go to `cues.acts`, in order; the voided ones are returned.
 */
function standOrVoid(clauses: ReadonlyMap<number, ClauseTally>, cues: MoveCues): MoveCues['acts'] {
  const voided: MoveCues['acts'] = [];
  for (const c of clauses.values()) {
    if ((c.unknown > 0 && !c.strong) || (c.unknown >= 2 && c.unknown > c.dice)) {
      voided.push(...c.acts);
      continue;
    }
    cues.acts.push(...c.acts);
  }
  return voided;
}

/** The items of a message that is a box alone. */
const BOX_ONLY: ReadonlySet<ItemCue['k']> = new Set(['box', 'straight', 'into', 'filler', 'corr']);

/** Whether the message is clearly a move (cues.move), and whether by a verb alone (bareReroll, bareWrite). */
function decideMove(cues: MoveCues, t: Tally, pronoun: boolean): void {
  const items = t.items;
  const bare = cues.acts.length > 0 && bareVerb(cues);
  const standing = cues.acts.length > 0 && !bare;
  cues.bareReroll = bare && t.unknownTotal === 0 && cues.acts.every((a) => a.verb === 'reroll' && !a.you) && !cues.rest;
  // chat may come before it, never after («записываю, что ты сказал» is talk),
  const finalClause = items.length > 0 ? t.clauses.get(items[items.length - 1].clause) : undefined;
  // and the verb is the last word: "write it down" is said to someone
  const finalCue = items.length > 0 ? items[items.length - 1].cue : undefined;
  cues.bareWrite =
    bare && cues.acts.every((a) => a.verb === 'write' && !a.you) && finalClause !== undefined && finalClause.unknown === 0 && finalClause.acts.length > 0 && finalCue?.k === 'verb';
  // boxes alone («каре», «в тройку», "chance I guess") only among fillers: "ugh, ones again" is a lament
  // («chance… no wait, small straight»: a "no" that corrects belongs to the correction)
  const onlyBoxes = items.every((it) => BOX_ONLY.has(it.cue.k) || (it.cue.k === 'neg' && t.correctionAt >= 0));
  cues.boxClause = cues.acts.length === 0 && !pronoun && !cues.straight && new Set(cues.boxes).size === 1 && boxOwnClause(items);
  cues.move = standing || cues.bareReroll || cues.bareWrite || (cues.acts.length === 0 && cues.boxes.length + (cues.straight ? 1 : 0) > 0 && t.unknownTotal === 0 && !pronoun && onlyBoxes);
}

/** What a clause of a box alone may hold: no correction, no «no» («damn, no yahtzee» is a lament). */
const BOX_CLAUSE: ReadonlySet<ItemCue['k']> = new Set(['box', 'into', 'filler']);

/** Whether the first clause holds a box and nothing but the words a box alone may have around it. */
function boxOwnClause(items: readonly Item[]): boolean {
  const clauses = new Map<number, boolean>();
  for (const it of items) {
    const ok = clauses.get(it.clause) ?? true;
    clauses.set(it.clause, ok && BOX_CLAUSE.has(it.cue.k));
  }
  // the first clause only: the box said first, chat after it («ну фулл, и чё»); a box after chat is talk about the hand
  // («ну ты и везунчик, опять каре»)
  const first = items[0]?.clause;
  return first !== undefined && clauses.get(first) === true && items.some((it) => it.clause === first && it.cue.k === 'box');
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

/** A correction marker stands between two moves named: something named before it, something after. */
function correctionStands(t: Tally): boolean {
  const before = new Set(t.kinds.filter((k) => k.pos < t.correctionAt).map((k) => k.kind));
  const after = t.kinds.filter((k) => k.pos > t.correctionAt).map((k) => k.kind);
  return before.size > 0 && after.length > 0;
}
