// Step 2 of the reading: the words of a message (words-of-message.ts) → its items, each word read for what it
// cues in its place (read-word.ts), with what the message as a whole says noted in its state: whom it is said to, a
// pronoun before a box, a word of time to come, a question. Null when it holds no move word.
import { address, SOMEONE } from './addressing.ts';
import { newItemReader, NO_MOVE, STOP } from './item-reader.ts';
import type { Item } from './item.ts';
import type { MessageState } from './message-state.ts';
import { askedAboutOther } from './question.ts';
import { namesTheGame, oddsAlone, seeksAdvice } from './odds-words.ts';
import { readWord } from './read-word.ts';
import { FILLER } from './talk-readers.ts';
import type { Words } from './words-of-message.ts';
import { boxAt, cuesOf, LATER, MODALS, PRONOUNS, ROLLED, typoVerb, WISHES } from './words.ts';
import { SECOND_PERSON } from './behalf-readers.ts';
import { allButAt } from './summarise.ts';

export function readItems(message: Words, state: MessageState): Item[] | null {
  const { words, clauseOf } = message;
  // A question is talk about a move, not one («шестёрки не перебрасывать же, да?»); one that hesitates between
  // two moves («перебрасываю 4 и 6… или пас?») is asked back (question.ts), never applied
  // "roll five for me, would you?": the tag of a request asks nothing (the request itself is read as said)
  state.asked = message.question && !requestTag(words, clauseOf, message.askedClauses);
  const addressed = address(words, clauseOf);
  state.toButler = addressed === 'butler' || message.mentionedButler;
  state.toOther = addressed === 'other' && words[0] !== SOMEONE;
  state.pronoun = pronounBeforeBox(words);
  state.later = anyOf(words, LATER);
  state.adviceSought = message.question && seeksAdvice(words);
  // «кинул!», «кинув кості», "rolled 2 dice": the past verb with fillers and dice is the roll (issue 24, and RULES.md
  // §1 "a word is its word in any form"); among other words it is a story (talk-readers.ts readNarratedRoll)
  state.pastRoll = rolledAlone(words) || rolledFirst(words, clauseOf);
  state.topic = message.dashEnds.has(0);
  state.actions = message.actions;
  if (message.actions.size > 0) state.asides = asidesOf(message);
  // «@butler_bot кинь два кубики»: a mention of the Butler addresses it as its name does
  const r = newItemReader(message, addressed ?? (message.mentionedButler ? 'butler' : null), state);
  for (r.i = 0; r.i < words.length; r.i++) {
    const outcome = readWord(r);
    if (outcome === STOP) break;
    if (outcome === NO_MOVE) return null;
  }
  // a clause ending in "?" that holds no move word but other words asks about something else: a move said before
  // it stands («кидаю кубик, чёт или нечет?»); a tag of fillers («…, да?», "…, right?") questions the whole message
  // «стоит дальше рисковать с одной костью?», «чи варто ризикувати однією кісткою?»: advice asked about the dice, with
  // no move word, asks about the move; so does one that asks the Butler's advice («в каре или в шанс, что
  // посоветуешь?»: the moves are named before the question) (issue 53)
  // «что лучше, Дворецкий?», "Butler, what is better now?": advice asked of the Butler by name asks about the move too
  // («Дворецький, порадьте, шо мені робить з двома парами?»: the Butler's advice sought by name, so too)
  state.adviceOnDice = state.asked && (state.adviceAsked || state.adviceSought) && (r.items.some((it) => it.cue.k === 'die') || namesTheGame(words) || state.toButler);
  // «а если перебросить 6, норм?», "what if I reroll the 6, good?": a one-word tag after a what-if asks about it
  const whatIfTag = state.wishInQuestion && r.anyMove && oneWordAsked(r.items, message.askedClauses);
  state.adviceTag = adviceInTag(r.items, state.adviceClause);
  // («перекидывать пятёрку ради стрита — есть смысл?»: a move in its asking form, an infinitive, then a word of advice in
  // the question after it: the question is about that move)
  const adviceOnMove = state.adviceAsked && state.askingForm;
  if (state.asked && !whatIfTag && askedAboutOther(r.items, message.askedClauses, state.oddsAsked || state.adviceOnDice || state.adviceSought || adviceOnMove)) {
    // a wish said before a question about something else is a wish still: no move
    if (state.wishInQuestion) return null;
    state.asked = false;
    // «чей ход, мой? бросаю кости», "wait is it my turn? rolling": the question before the writer's move is no chat
    // around it — the move is an attempt, played when legal and answered when not (RULES.md §1 "a move after a question")
    askedFirst(r.items, message.askedClauses);
  }
  // «какие шансы, что один кубик что-то даст?», "the bust chance with three dice?": the odds of the dice asked, no verb
  state.verbsAndFillers = r.items.every((it) => it.cue.k === 'verb' || it.cue.k === 'filler');
  // («какие шансы выкинуть восьмёрку раньше семёрки?»: a face or a number is the dice asked about too; «какие шансы не
  // сгореть?», "what are my odds?": a word of what a roll does, or the odds asked and nothing else — issue 53)
  const oddsOfDice = state.asked && state.oddsAsked && (namesDice(r.items) || namesTheGame(words) || oddsAlone(r.items, words));
  // («всё, кроме троек», "all but the 3s": a reroll with no verb, summarise.ts allButAlone)
  return r.anyMove || oddsOfDice || (state.adviceOnDice && state.asked) || allButAt(r.items) >= 0 ? r.items : null;
}

/**
 * Whether the word of advice stands in a clause of its own after the moves («…, как думаете?», "…, what do you think?"):
 * nothing of a move in it, a move before it.
 */
function adviceInTag(items: readonly Item[], clause: number): boolean {
  if (clause < 0) return false;
  let moveBefore = false;
  for (const it of items) {
    const moveWord = it.cue.k === 'verb' || it.cue.k === 'box' || it.cue.k === 'dice' || it.cue.k === 'straight';
    if (it.clause === clause && moveWord) return false;
    if (it.clause < clause && moveWord) moveBefore = true;
  }
  return moveBefore;
}

/** Whether the clauses asked hold one item in all, and it is not the first clause's («…, норм?», "…, good?"). */
function oneWordAsked(items: readonly Item[], askedClauses: ReadonlySet<number>): boolean {
  let asked = 0;
  for (const it of items) if (askedClauses.has(it.clause)) asked++;
  return asked === 1 && !askedClauses.has(items[0]?.clause ?? -1);
}

/** Whether a die, dice, a face or a number is named. */
function namesDice(items: readonly Item[]): boolean {
  for (const it of items) if (it.cue.k === 'die' || it.cue.k === 'dice' || it.cue.k === 'face' || it.cue.k === 'num') return true;
  return false;
}

/**
 * The words of the question asked before the first move word (every clause up to the last "?" before it) read as
 * nothing, when the move is the writer's own (words to another player after a question stay talk).
 */
function askedFirst(items: Item[], askedClauses: ReadonlySet<number>): void {
  const first = items.find((it) => it.cue.k === 'verb' || it.cue.k === 'box');
  if (first === undefined || (first.cue.k === 'verb' && first.cue.you)) return;
  let lastAsked = -1;
  for (const clause of askedClauses) if (clause < first.clause && clause > lastAsked) lastAsked = clause;
  for (let j = 0; j < items.length && items[j]!.clause <= lastAsked; j++) if (items[j]!.cue.k === 'unknown') items[j] = { ...items[j]!, cue: FILLER };
}

/** «я в каре»: a pronoun right before a box or «в» makes it talk. */
function pronounBeforeBox(words: readonly string[]): boolean {
  for (let i = 0; i + 1 < words.length; i++) {
    if (PRONOUNS.has(words[i]) && (boxAt(words, i + 1) !== null || cuesOf(words[i + 1])[0]?.k === 'into')) return true;
  }
  return false;
}

/**
 * The message is a past form of a roll verb with fillers and the dice it threw, nothing else: «кинул!», «кинув
 * кості», "rolled 2 dice" — a move word in any tense (RULES.md §1). Faces or any other word make it a story
 * («вчера бросил три шестёрки», "rolled my ankle").
 */
function rolledAlone(words: readonly string[]): boolean {
  if (!anyOf(words, ROLLED)) return false;
  for (const w of words) if (!ROLLED.has(w) && !diceOrFiller(w)) return false;
  return true;
}

/**
 * A word said beside a past roll verb that keeps it the roll: a filler, the dice, "all", a count of 1..5 (also one
 * that may name a face, "five"; a face in the plural, «три шестёрки», "two sixes", tells what fell: a story).
 */
function diceOrFiller(w: string): boolean {
  const cues = cuesOf(w);
  if (cues.length === 0) return DIGIT_COUNT.test(w);
  const count = cues.some((c) => c.k === 'num' && c.n >= 1 && c.n <= 5);
  return cues.every((c) => c.k === 'filler' || c.k === 'die' || c.k === 'all' || (c.k === 'num' && count) || (c.k === 'face' && !c.plural && count));
}

/**
 * "rolled all five, brb back to the thesis", «кинул все пять, щас вернусь»: the first clause is a past roll verb and the
 * dice it threw (one of them named at least), and the talk after it stands in clauses of its own — the roll, announced
 * as a present form with an aside after it would be (RULES.md §1: a word in any tense). A first clause of the verb
 * alone or with fillers only («кинул, и пошёл за чаем») stays a story.
 */
function rolledFirst(words: readonly string[], clauseOf: readonly number[]): boolean {
  let end = 0;
  while (end < words.length && clauseOf[end] === clauseOf[0]) end++;
  if (end === words.length) return false;
  let past = false;
  let dice = false;
  for (let k = 0; k < end; k++) {
    const w = words[k]!;
    if (ROLLED.has(w)) past = true;
    else if (!diceOrFiller(w)) return false;
    // (a digit count has no cues: it names dice too, «кинул 5, щас вернусь»)
    else if (!cuesOf(w).every((c) => c.k === 'filler') || cuesOf(w).length === 0) dice = true;
  }
  return past && dice;
}

/** a count typed as a digit beside a past roll verb: "rolled 2 dice" */
const DIGIT_COUNT = /^[1-5]$/;

function anyOf(words: readonly string[], set: ReadonlySet<string>): boolean {
  for (const w of words) if (set.has(w)) return true;
  return false;
}

/** Whether the only clause asked is a request's tag after it: a modal and "you" alone ("…, would you?", "…, could you?"). */
function requestTag(words: readonly string[], clauseOf: readonly number[], asked: ReadonlySet<number>): boolean {
  const n = words.length;
  if (n < 3 || asked.size !== 1 || !asked.has(clauseOf[n - 1]!) || clauseOf[n - 3] === clauseOf[n - 1]) return false;
  return (MODALS.has(words[n - 2]!) || WISHES.has(words[n - 2]!)) && SECOND_PERSON.has(words[n - 1]!);
}

/** The action clauses that hold no move verb, whole or mistyped («*shakes the leather cup ominously*»). */
function asidesOf(message: Words): Set<number> {
  const asides = new Set(message.actions);
  message.words.forEach((word, i) => {
    if (asides.has(message.clauseOf[i]!) && (cuesOf(word).some((c) => c.k === 'verb') || typoVerb(word) !== null)) asides.delete(message.clauseOf[i]!);
  });
  return asides;
}
