// A message's cues read against the moves legal now (issue 24, RULES.md §1 "what the words mean"): exactly one
// consistent move → that move; several → ask; clearly a move but none legal → refuse with the engine's reason; no
// move → quiet. The words are never contradicted: a plural face is every die of that face the hand holds, a
// singular one die, a count is the count typed, and a message that corrects itself is asked about.
import type { Action, PlayerId, Rejection } from '../games/types.ts';
import type { DiceCue, MoveCues } from './cues/find-cues.ts';

export type Reading =
  | { kind: 'quiet' }
  | { kind: 'move'; action: Action }
  /** several moves fit (or the message corrects itself): ask, change nothing; `options` may be empty */
  | { kind: 'ask'; options: Action[]; which?: 'dice' }
  /** clearly a move, none legal: `action` is what the words asked for, for the engine to say why not */
  | { kind: 'refuse'; action: Action; rejection?: Rejection }
  /** dice named by a value no die has («перебрасываю 7»): answered with the values 1..6, nothing changes */
  | { kind: 'badValue'; value: number };

type Want = 'dice' | 'score' | 'stop' | 'pass';

type RollAction = Extract<Action, { type: 'roll' }>;
type ScoreAction = Extract<Action, { type: 'score' }>;

/** What the reading needs of a list of legal moves, sorted out once per list. */
interface Legal {
  rolls: RollAction[];
  /** the rolls of named dice (a hand to name them from) */
  choices: RollAction[];
  /** the roll of no named dice */
  plain: RollAction | undefined;
  /** the dice of the hand: the largest choice */
  hand: readonly number[];
  scores: ScoreAction[];
  bank: Action | undefined;
  pass: Action | undefined;
}

/**
 * Per list of legal moves: the engines' registry caches the list per state and player (games/registry.ts), so every
 * message read while a player thinks reads the same list; the WeakMap lets the sorting go with it.
 */
const LEGAL = new WeakMap<readonly Action[], Legal>();
/**
 * A short list (a Craps roll) is sorted again rather than kept in the WeakMap, whose every entry the
 * garbage collector has to trace apart; the last one sorted is kept, for the reading's several looks at it.
 */
const SHORT_LIST = 8;
let last: { legal: readonly Action[]; known: Legal } | null = null;

function sorted(legal: readonly Action[]): Legal {
  if (last !== null && last.legal === legal) return last.known;
  if (legal.length <= SHORT_LIST) {
    const known = sortOut(legal);
    last = { legal, known };
    return known;
  }
  let known = LEGAL.get(legal);
  if (known === undefined) LEGAL.set(legal, (known = sortOut(legal)));
  return known;
}

/** Nothing of a kind among the legal moves (shared: the lists are only read). */
const NO_ROLLS: RollAction[] = [];
const NO_SCORES: ScoreAction[] = [];
const NO_DICE: readonly number[] = [];

/** One pass over the list (this runs for nearly every message in a game): arrays only for the kinds it holds. */
function sortOut(legal: readonly Action[]): Legal {
  let rolls = NO_ROLLS;
  let choices = NO_ROLLS;
  let plain: RollAction | undefined;
  let hand: readonly number[] = NO_DICE;
  let scores = NO_SCORES;
  let bank: Action | undefined;
  let pass: Action | undefined;
  for (const a of legal) {
    switch (a.type) {
      case 'roll':
        if (rolls === NO_ROLLS) rolls = [];
        rolls.push(a);
        if (a.reroll === undefined) {
          plain ??= a;
        } else {
          if (choices === NO_ROLLS) choices = [];
          choices.push(a);
          // the dice of the hand: the largest choice (the first of the largest)
          if (a.reroll.length > hand.length) hand = a.reroll;
        }
        break;
      case 'score':
        if (scores === NO_SCORES) scores = [];
        scores.push(a);
        break;
      case 'bank':
        bank ??= a;
        break;
      case 'pass':
        pass ??= a;
        break;
    }
  }
  return { rolls, choices, plain, hand, scores, bank, pass };
}

const QUIET: Reading = Object.freeze({ kind: 'quiet' });

export function readMove(cues: MoveCues, legal: readonly Action[], player: PlayerId): Reading {
  if (!cues.move) {
    // «ну фулл, и чё» when writing a box is all that is left: the box named is the write (issue 43)
    const { scores, rolls } = sorted(legal);
    return cues.boxClause && scores.length > 0 && rolls.length === 0 ? readWant('score', cues, legal, player) : QUIET;
  }
  const acts = cues.acts;
  // Words to the player on turn from someone else («перекинь уже», «кидай давай»): chat, not this writer's move.
  // The same from a player not on turn or in a message with chat around the move: advice, not a move.
  if (acts.length > 0 && allYou(acts) && (legal.length === 0 || cues.unknown > 0)) return QUIET;
  // (a verb said in the first person is the writer's attempt even among chat: answered, RULES.md §1 "an attempt is
  // never met with silence"; an English base form may be advice: "keep the sixes, dude")
  // (so is a move asked of the Butler by name, whatever is said after it: «Дворецький, киньте за мене, бо я не вмію»)
  // (and a pass or a stop the message opens with, «Пас, мне и так хорошо», "Pass, I'm happy with these": no advice)
  // (so is a roll with its count and die noun, "ok roll 3 dice, it's the 80th minute": no advice names a count)
  const ownWords = cues.firstPerson || cues.toButler || (cues.opening && (acts[0]!.verb === 'pass' || acts[0]!.verb === 'stop')) || (cues.dieNoun && cues.count !== null);
  if (legal.length === 0 && cues.unknown > 0 && !ownWords) return QUIET;

  // «перебрасываю» alone: the roll of the dice left where they are known (1000), nothing where dice must be named
  if (cues.bareReroll) {
    const { rolls, choices } = sorted(legal);
    const only = rolls.length === 1 && rolls[0].reroll === undefined ? rolls[0] : undefined;
    if (only) return { kind: 'move', action: only };
    // «перебрасываю (кости)» with a hand to name them from: clearly a move, but which dice? asked, never guessed;
    // with no roll of this player's legal now, the engine says why (not their turn, a box to write)
    return choices.length > 0 ? { kind: 'ask', options: [], which: 'dice' } : { kind: 'refuse', action: { type: 'roll', player, count: 0 } };
  }
  // «записываю» alone: the points of a 1000 turn written down (banked); where boxes are written it names none (no box,
  // no move named: talk, as the corpus decided)
  if (cues.bareWrite) {
    const { scores, bank: bankMove } = sorted(legal);
    const bank = scores.length > 0 ? undefined : bankMove;
    return bank ? { kind: 'move', action: bank } : QUIET;
  }
  // «ну давай, фул, давай» while the dice named are owed their roll: a box said with no write verb then is a hope
  if (acts.length === 0 && cues.boxes.length > 0 && owedNamedRoll(legal)) return QUIET;
  const wants = wantsOf(cues);
  // «фулл! пас конечно», "full house baby, I'll pass" in a game with no boxes to write: the box named without a
  // write verb is the hand praised, not a second move
  if (wants.length > 1 && wants.includes('score') && sorted(legal).scores.length === 0 && !acts.some((a) => a.verb === 'write')) drop(wants, 'score');
  // «хватит, записываю в каре»: stopping is writing (and «ну хватит, меня фулл устраивает» in Bone Poker, with no box to
  // write, is the stop: keeping the hand)
  if (wants.includes('stop') && wants.includes('score')) drop(wants, 'stop');
  if (wants.length === 0) return QUIET;
  // «пас 2»: a pass or a stop with dice named under no verb — what are the dice for? asked, never dropped
  // («не, с одной не рискую, хватит»: a count word, "with one", names no die)
  if (wants.length === 1 && (wants[0] === 'pass' || wants[0] === 'stop') && cues.loose.some((d) => d.count !== true) && cues.unknown === 0 && !cues.correction) {
    const reading = readWant(wants[0], cues, legal, player);
    return reading.kind === 'move' ? { kind: 'ask', options: [reading.action] } : reading;
  }
  // (one thing wanted and no correction, as most moves are: its reading is the reading)
  if (wants.length === 1 && !cues.correction) return readWant(wants[0]!, cues, legal, player);
  const readings = wants.map((want) => readWant(want, cues, legal, player));
  const moves = readings.filter((r) => r.kind === 'move');
  const distinct = uniqueActions(moves.map((m) => (m as { action: Action }).action));
  if (cues.correction) {
    const offered = uniqueActions([...distinct, ...readings.flatMap((r) => (r.kind === 'ask' ? r.options : []))].map((a) => asLegal(a, legal)));
    return { kind: 'ask', options: offered };
  }
  if (readings.length === 1) return readings[0];
  if (distinct.length === 1 && moves.length === readings.length) return moves[0];
  return { kind: 'ask', options: uniqueActions(distinct.map((a) => asLegal(a, legal))) };
}

/** Whether the dice to reroll are named and their roll is owed: a roll of no named dice is legal beside a hand to name. */
function owedNamedRoll(legal: readonly Action[]): boolean {
  const { plain, choices, scores } = sorted(legal);
  return plain !== undefined && choices.length > 0 && scores.length > 0;
}

/** A reroll named without its roll, as the legal roll of those dice: what a button of the question makes at once. */
function asLegal(action: Action, legal: readonly Action[]): Action {
  if (action.type !== 'reroll') return action;
  return legal.find((a) => a.type === 'roll' && a.reroll !== undefined && sameDice(a.reroll, action.values)) ?? action;
}

/** What the message wants, each once, in the order the words say it (a short list: at most the four kinds). */
function wantsOf(cues: MoveCues): Want[] {
  const wants: Want[] = [];
  const add = (want: Want) => {
    if (!wants.includes(want)) wants.push(want);
  };
  const named = cues.keep.length + cues.reroll.length > 0;
  /** a roll or reroll verb wants the dice: «пасую, бросаю кости» is two moves, not a pass */
  let rolled = false;
  for (const act of cues.acts) {
    if (act.negated && act.you) continue; // «не бросай меня»: no move of the writer's
    if (act.negated) {
      // «не буду ничего перебрасывать»: not rolling again is keeping the hand; «шестёрки не трогаю, кидаю остальные»:
      // the dice not touched are kept, the roll said beside them decides
      // «пятёрки не трогаю» alone: the dice named untouched are kept and the rest rolled, as «оставляю пятёрки» says
      if ((act.verb === 'roll' || act.verb === 'reroll') && !(cues.keep.length > 0 && cues.acts.some((a) => !a.negated && (a.verb === 'roll' || a.verb === 'reroll')))) add(cues.keep.length > 0 ? 'dice' : 'pass');
      continue;
    }
    switch (act.verb) {
      case 'roll':
      case 'reroll':
        rolled = true;
        add('dice');
        break;
      case 'keep':
        // «оставлю как есть», «оставляю всё», «оставлю пожалуй»: keeping everything
        // «беру очки», «забираю 250»: the points, not dice
        if (cues.points || (cues.keep.length > 0 && cues.keep.every((d) => d.bare && d.value > 6))) add('stop');
        else if (named || cues.rest || cues.count !== null || cues.allReroll) add('dice');
        else add('pass');
        break;
      case 'write':
        add('score');
        break;
      case 'stop':
        add('stop');
        break;
      case 'pass':
        add('pass');
        break;
    }
  }
  // «в шанс не пишу, рано ще»: a box under a write said not to be done is no write
  const notWritten = cues.acts.some((a) => a.negated && a.verb === 'write');
  if (!notWritten && (cues.boxes.length > 0 || (cues.straight && wants.length === 0))) add('score');
  // «всё, пас, хватит»: both say stop rolling
  if (wants.includes('stop') && wants.includes('pass')) drop(wants, 'pass');
  // («хватит, записываю в каре»: stopping is writing — readMove drops the stop once it knows the game has boxes)
  // «пас, оставляю»: keeping is passing
  if (wants.includes('pass') && wants.includes('dice') && !rolled && !named && !cues.rest && cues.count === null && !cues.allReroll) drop(wants, 'dice');
  return wants;
}

function drop(wants: Want[], want: Want): void {
  const at = wants.indexOf(want);
  if (at >= 0) wants.splice(at, 1);
}

function allYou(acts: readonly { you: boolean }[]): boolean {
  for (const a of acts) if (!a.you) return false;
  return true;
}

function readWant(want: Want, cues: MoveCues, legal: readonly Action[], player: PlayerId): Reading {
  switch (want) {
    case 'dice':
      return readDice(cues, legal, player);
    case 'score':
      return readScore(cues, legal, player);
    case 'stop': {
      const { bank, pass } = sorted(legal);
      if (bank) return { kind: 'move', action: bank };
      // Bone Poker round 2: stopping is keeping the hand
      if (pass) return { kind: 'move', action: pass };
      return { kind: 'refuse', action: { type: 'bank', player } };
    }
    case 'pass': {
      // in 1000 keeping what one has («оставлю как есть», "I'm good") is banking it
      const pass = sorted(legal).pass ?? sorted(legal).bank;
      return pass ? { kind: 'move', action: pass } : { kind: 'refuse', action: { type: 'pass', player } };
    }
  }
}

function readScore(cues: MoveCues, legal: readonly Action[], player: PlayerId): Reading {
  const { scores } = sorted(legal);
  const named = [...new Set(cues.boxes)];
  if (named.length === 0 && cues.straight) named.push('small_straight', 'large_straight');
  if (named.length === 0) {
    // «записывай 100» in 1000: writing the points down is banking them
    const bank = scores.length === 0 ? sorted(legal).bank : undefined;
    return bank ? { kind: 'move', action: bank } : { kind: 'refuse', action: { type: 'score', player, box: '' } };
  }
  const open = scores.filter((a) => named.includes(a.box as never));
  // «в стрит» without small or large is answered (RULES.md §1), even when one of them is open: the engine's
  // refusal of the bare name says which two there are
  if (cues.boxes.length === 0 && cues.straight) return { kind: 'refuse', action: { type: 'score', player, box: 'стрит' } };
  if (open.length === 1 && (cues.boxes.length <= 1 || new Set(cues.boxes).size === 1 || cues.straight)) {
    return new Set(cues.boxes).size > 1 ? { kind: 'ask', options: open } : { kind: 'move', action: open[0] };
  }
  if (open.length > 1) return { kind: 'ask', options: open };
  if (new Set(cues.boxes).size > 1) return { kind: 'ask', options: [] };
  return { kind: 'refuse', action: { type: 'score', player, box: named[0] } };
}

function readDice(cues: MoveCues, legal: readonly Action[], player: PlayerId): Reading {
  const { choices, plain, hand, pass } = sorted(legal);
  let rollVerb = false;
  let diceVerb = false;
  for (const a of cues.acts) {
    if (a.negated) continue;
    if (a.verb === 'roll') rollVerb = true;
    else if (a.verb === 'reroll' || a.verb === 'keep') diceVerb = true;
  }
  // «кидаю 3» in 1000, «четвёрки держу, кидаю 2»: a lone bare number under a roll verb (no face word, no die emoji)
  // is the count of dice rolled, never a face
  let count = cues.count;
  let reroll: readonly DiceCue[] = cues.reroll;
  if (count === null && reroll.length > 0) {
    const counted = reroll.filter((d) => d.bare && (d.by === 'roll' || (d.by === undefined && rollVerb && !diceVerb)));
    if (counted.length === 1 && reroll.filter((d) => d.by === 'roll').length === 1) {
      count = counted[0].value;
      reroll = reroll.filter((d) => d !== counted[0]);
    }
  }
  let countWord: number | null = null;
  if (count === null) {
    const before = reroll;
    ({ count, reroll } = countBesideReroll(cues, reroll));
    if (count !== null && reroll.length < before.length) countWord = count;
  }
  if (choices.length === 0) {
    // no hand to name dice from: Craps, Bone Poker round 1, Dice Poker before the first roll, 1000
    if (!plain) return { kind: 'refuse', action: { type: 'roll', player, count: count ?? 0 } };
    // dice named to keep or to roll again with no hand to name them from («оставляю шестёрки» before the first roll)
    if (!rollVerb && reroll.length + cues.keep.length > 0) {
      return { kind: 'refuse', action: { type: 'reroll', player, values: [...reroll, ...cues.keep].map((d) => d.value) } };
    }
    if (count !== null && count !== plain.count) return { kind: 'refuse', action: { type: 'roll', player, count } };
    return { kind: 'move', action: plain };
  }
  const impossible = [...cues.keep, ...reroll].find((d) => d.group === undefined && !(d.value >= 1 && d.value <= 6));
  if (impossible) return { kind: 'badValue', value: impossible.value };
  const keep = expand(cues.keep, hand);
  const again = expand(reroll, hand);
  const missing = [...keep.missing, ...again.missing];
  // «оставляю пары» with no pair in the hand: which dice, then? asked
  if (missing.includes(NO_SUCH_GROUP)) return { kind: 'ask', options: [], which: 'dice' };
  if (missing.length > 0) {
    const rejection: Rejection = { ok: false, code: 'values_not_held', params: { values: missing, hand: [...hand] } };
    return { kind: 'refuse', action: { type: 'reroll', player, values: missing }, rejection };
  }
  // a reroll already named: the roll it owes, of exactly that many dice
  if (plain && again.values.length === 0 && keep.values.length === 0 && count !== null && count !== plain.count) {
    return { kind: 'refuse', action: { type: 'roll', player, count } };
  }
  let chosen: number[] | null = null;
  if (again.values.length > 0) chosen = again.values;
  else if (keep.values.length > 0) chosen = minus(hand, keep.values);
  // a reroll already named: "roll em", «кидаю все» roll the dice it owes
  else if (plain && cues.allReroll && !diceVerb && count === null) return { kind: 'move', action: plain };
  else if (cues.allReroll || (cues.rest && !plain) || count === hand.length) chosen = [...hand];
  else if (cues.allKeep) chosen = [];
  else if (plain && (count === null || count === plain.count)) return { kind: 'move', action: plain };
  if (chosen === null) return { kind: 'ask', options: [], which: 'dice' };
  // «перекидаю п'ять» holding a five: five dice, or the five? Both are moves; the writer picks (RULES.md §1: never
  // guessed)
  if (countWord !== null && chosen.length === hand.length && again.values.length === 0 && hand.includes(countWord) && cues.keep.length === 0) {
    const all = choices.find((a) => sameDice(a.reroll!, chosen));
    const face = choices.find((a) => sameDice(a.reroll!, [countWord]));
    if (all && face) return { kind: 'ask', options: rollVerb ? [all, face] : [{ type: 'reroll', player, values: [...hand] }, { type: 'reroll', player, values: [countWord] }] };
  }
  if (chosen.length === 0) {
    return pass ? { kind: 'move', action: pass } : { kind: 'refuse', action: { type: 'pass', player } };
  }
  // the count typed and the dice named or kept disagree («всё, кроме пятёрок, кидаю две» holding three other dice):
  // neither reading is applied, the writer is asked (RULES.md §1)
  if (count !== null && count !== chosen.length) {
    const named = choices.find((a) => sameDice(a.reroll!, chosen));
    return { kind: 'ask', options: named ? [named] : [] , which: named ? undefined : 'dice' };
  }
  const action = choices.find((a) => sameDice(a.reroll!, chosen));
  if (!action) return { kind: 'refuse', action: { type: 'roll', player, count: chosen.length, reroll: chosen } };
  // Dice named without a roll verb («оставляю 3, 3 и 5») are named now and rolled by the next message, as the
  // engines' reroll declaration; with one («…, бросаю две кости») they are rolled at once.
  return rollVerb ? { kind: 'move', action } : { kind: 'move', action: { type: 'reroll', player, values: chosen } };
}

/**
 * A count beside a reroll (issue 43): a number word that is never a face («пару», «две», "a couple") under a roll or
 * reroll verb counts the dice rolled; so does a bare number under one when other dice are kept («шестёрки остаются,
 * перекидываю 2»), even where it could name the one die not kept (then the count disagrees, and the writer is asked).
 * The count is then held against the dice kept (readDice asks when they disagree).
 */
function countBesideReroll(cues: MoveCues, reroll: readonly DiceCue[]): { count: number | null; reroll: readonly DiceCue[] } {
  const byRoll = (d: DiceCue) => d.bare && (d.by === 'roll' || d.by === 'reroll');
  const words = reroll.filter((d) => byRoll(d) && d.count === true);
  // «перебрасываю 4, пять и 1»: a number word in a list of values is one of them
  const listed = reroll.length > 1 && reroll.some((d) => d.count !== true && d.bare);
  if (words.length === 1 && !listed) return { count: words[0].value, reroll: reroll.filter((d) => d !== words[0]) };
  const kept = cues.keep.length > 0 || cues.allKeep;
  if (!kept || reroll.length !== 1 || !byRoll(reroll[0])) return { count: null, reroll };
  return { count: reroll[0].value, reroll: [] };
}

/** Named dice → values of the hand: a plural face is every die of it held, a count that many. */
/** A combination kept that the hand does not make (no die value is 0). */
const NO_SUCH_GROUP = 0;

/**
 * A combination kept («пары», "the pairs"): every die of `left` whose face it holds at least `group` times, taken out of
 * `left` (empty when the hand makes none). Shared with the questions about a move (advice/named-dice.ts).
 */
export function takeCombination(left: number[], group: number): number[] {
  const held = left.filter((v) => left.filter((w) => w === v).length >= group);
  for (const v of held) left.splice(left.indexOf(v), 1);
  return held;
}

function expand(dice: readonly DiceCue[], hand: readonly number[]): { values: number[]; missing: number[] } {
  const left = [...hand];
  const values: number[] = [];
  const missing: number[] = [];
  for (const die of dice) {
    if (die.group !== undefined) {
      const held = takeCombination(left, die.group);
      if (held.length === 0) missing.push(NO_SUCH_GROUP);
      values.push(...held);
      continue;
    }
    if (die.n === 'all') {
      const held = left.filter((v) => v === die.value);
      if (held.length === 0) missing.push(die.value);
      for (const v of held) left.splice(left.indexOf(v), 1);
      values.push(...held);
      continue;
    }
    for (let i = 0; i < die.n; i++) {
      const at = left.indexOf(die.value);
      if (at === -1) missing.push(die.value);
      else {
        left.splice(at, 1);
        values.push(die.value);
      }
    }
  }
  return { values, missing };
}

function minus(hand: readonly number[], values: readonly number[]): number[] {
  const left = [...hand];
  for (const v of values) left.splice(left.indexOf(v), 1);
  return left;
}

function sortedKey(values: readonly number[]): string {
  return [...values].sort((a, b) => a - b).join(',');
}

/** Counts by face, reused: the choices of a hand are compared for every message read in a game. */
const FACE_COUNTS = new Int32Array(7);

/** Whether two lists hold the same dice in any order; nothing allocated for faces 1–6. */
function sameDice(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const counts = FACE_COUNTS.fill(0);
  for (const v of a) {
    if (!(v >= 1 && v <= 6 && Number.isInteger(v))) return sortedKey(a) === sortedKey(b);
    counts[v]++;
  }
  for (const v of b) {
    if (!(v >= 1 && v <= 6 && Number.isInteger(v))) return sortedKey(a) === sortedKey(b);
    if (--counts[v]! < 0) return false;
  }
  return true;
}

function uniqueActions(actions: readonly Action[]): Action[] {
  if (actions.length < 2) return [...actions];
  const seen = new Map<string, Action>();
  for (const a of actions) seen.set(JSON.stringify(a), a);
  return [...seen.values()];
}
