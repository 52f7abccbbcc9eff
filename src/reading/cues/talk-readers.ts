// The word readers for the words around a move that are no part of it (read-word.ts): the odds asked about, a wish
// or an aim after the move, the target a roll is for, "hold on", the game's name, "write it down", narration.
// Each reads word r.i of the message and says whether it took it.
import { lastCue, NEXT, NO_MOVE, push, STOP, type ItemReader, type Outcome } from './item-reader.ts';
import { DICE_VERBS, type Item, type ItemCue } from './item.ts';
import { GLUED } from './digits.ts';
import { afterthoughts, holding, shorthandFiller, typoWord, ARTICLES, boxAt, CHANCE_ASKED_AFTER, CHANCE_ASKED_BEFORE, CHANCE_WORDS, cuesOf, DELAYS, GAME_WORDS, INTENTS, listedAt, ODDS, ROLLED, STRAIGHT, TARGETS, typoVerb, WAIT_ON, WISHES, type Cue } from './words.ts';

/** The cue of a word that is no move and no chat either: read, and weighs nothing. */
export const FILLER: ItemCue = Object.freeze({ k: 'filler' });
/** The cue of a word that is chat around the move. */
export const UNKNOWN: ItemCue = Object.freeze({ k: 'unknown' });

/** «какие шансы», "what are the odds", "the chance of": asked about, not the box «шанс». */
export function readOdds(r: ItemReader, word: string): boolean {
  const { words, i } = r;
  // in a question, "chance" is the odds unless it follows a write or «в» («в шанс?» names the box)
  // or names other boxes ("chance or pair?" asks which box)
  const inQuestion = r.question && CHANCE_WORDS.has(word) && !r.items.some((it) => it.cue.k === 'into' || it.cue.k === 'box' || (it.cue.k === 'verb' && it.cue.verb === 'write')) && !otherBoxAfter(words, i);
  // ("what's the chance": an article between)
  const chanceAsked = CHANCE_WORDS.has(word) && (inQuestion || CHANCE_ASKED_BEFORE.has(words[i + 1] ?? '') || CHANCE_ASKED_AFTER.has((ARTICLES.has(words[i - 1] ?? '') ? words[i - 2] : words[i - 1]) ?? ''));
  if (!ODDS.has(word) && !chanceAsked) return false;
  r.state.oddsAsked = true;
  push(r, FILLER);
  return true;
}

/** Whether a box is named after word i («шанс или каре?»). */
function otherBoxAfter(words: readonly string[], i: number): boolean {
  for (let j = i + 1; j < words.length; j++) if (boxAt(words, j) !== null) return true;
  return false;
}

/**
 * A wish or a clause about the future: said before any move it makes the message no move («я бы записал в шанс»,
 * "if I get a six I keep it"); said after one it ends what is read — the move stands, the wish is no second move
 * and its faces name no dice («перекидываю единицу, хочу фулл», "roll. if I get 2 again I'm out") (issue 43).
 * «б. стрит» is the sheet's own abbreviation, not «бы»; inside a question the wish is the question's («…or should I
 * just pass?», «а если перебросить 6, какие шансы на стрит?» is read whole): the question decides (question.ts).
 * Null: the reading goes on.
 */
export function endOfMove(r: ItemReader, word: string): Outcome | null {
  const { words, i, items } = r;
  if (r.question) {
    if (WISHES.has(word)) r.state.wishInQuestion = true;
    return null;
  }
  if (WISHES.has(word) && (boxAt(words, i)?.length ?? 0) < 2) {
    // («бросить бы всё…», "I would roll": a wish in the clause of the move is its mood)
    if (r.anyMove && items.every((it) => it.clause !== r.clause || (it.cue.k !== 'verb' && it.cue.k !== 'box'))) {
      // "…, a 5 would be nice": what the wish's clause said before its wish word is the wish's too
      while (items.length > 0 && items[items.length - 1]!.clause === r.clause) items.pop();
      return STOP;
    }
    // «если я правильно понимаю, …», "if that's ok, …": a wish whose clause names no move is an aside before the move
    if (!moveInClause(r)) {
      skipClause(r);
      return NEXT;
    }
    return NO_MOVE;
  }
  // «щас кину, погодите, чай допью»: the move is put off — talk about a move to come; after a correction of it
  // («бросаю кости, хотя нет, подождите», «…не, погоди, в шанс») the wait is the correction's: read on
  if (r.anyMove && DELAYS.has(word)) {
    // ("rolling 2 dice, brb", «кидаю кубики, сек»: a roll said first with its dice is made now; the wait is after it)
    if (rollWithDiceFirst(items)) return STOP;
    if (!correctedSinceMove(items)) return NO_MOVE;
    push(r, FILLER);
    return NEXT;
  }
  if (r.anyMove && (listedAt(afterthoughts, words, i) > 0 || aimAt(words, i, items))) return STOP;
  return null;
}

/** Whether a correction stands after the last move word read (a verb, a box, dice). */
function correctedSinceMove(items: readonly Item[]): boolean {
  for (let j = items.length - 1; j >= 0; j--) {
    const k = items[j]!.cue.k;
    if (k === 'corr') return true;
    if (k === 'verb' || k === 'box' || k === 'dice' || k === 'face') return false;
  }
  return false;
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

/**
 * The word after a roll's target word («кидаю на сімку», "rolling for a seven"): the number hoped for is no count
 * or face ("rolling for a living" is no target: chat).
 */
export function readAfterTarget(r: ItemReader, word: string): boolean {
  if (ARTICLES.has(word)) {
    push(r, FILLER);
    return true;
  }
  r.target = false;
  if (r.clauseOf[r.i - 1] !== r.clause || !(GLUED.test(word) || namesNumber(cuesOf(word)))) return false;
  r.state.aimed = true;
  push(r, FILLER);
  return true;
}

/** "hold on," / "hang on": wait a moment, as a clause of its own. */
export function readWait(r: ItemReader): boolean {
  const { words, i } = r;
  if (!(WAIT_ON.has(r.word) && words[i + 1] === 'on' && (i + 2 >= words.length || r.clauseOf[i + 2] !== r.clause))) return false;
  push(r, FILLER);
  r.i++;
  return true;
}

/** «кидаю на семёрку», "rolling for a seven": the number hoped for. */
export function readAimedNumber(r: ItemReader): boolean {
  if (!(r.i > 0 && TARGETS.has(r.words[r.i - 1]) && namesNumber(r.cues)) && !sumAfterDice(r)) return false;
  push(r, FILLER);
  return true;
}

/** The target word right after a roll verb («кидаю на …»): the word after it is the target. */
export function readTargetWord(r: ItemReader): boolean {
  if (!TARGETS.has(r.word)) return false;
  const last = lastCue(r);
  if (!(last?.k === 'verb' && last.verb === 'roll' && r.clauseOf[r.i - 1] === r.clause)) return false;
  push(r, FILLER);
  r.target = true;
  return true;
}

/** «костяной покер», "bone poker", "dice poker": the game's name, not the box (its first word read so too). */
export function readGameName(r: ItemReader): boolean {
  if (!((r.word === 'poker' || r.word === 'покер') && r.i > 0 && GAME_WORDS.has(r.words[r.i - 1]))) return false;
  r.items.pop();
  push(r, FILLER);
  return true;
}

/** "write it down", "score it", "put it in pair": the hand; "stop it", "roll with it" are chat. */
export function readWriteIt(r: ItemReader): boolean {
  if (r.word !== 'it') return false;
  const last = lastCue(r);
  // ("banking it": the turn's points; "stop it" stays chat)
  // ("rolling it": the die named before it)
  if (!(last?.k === 'verb' && (last.verb === 'write' || last.verb === 'roll' || (last.verb === 'stop' && (r.words[r.i - 1] ?? '').startsWith('bank'))))) return false;
  push(r, FILLER);
  if (r.words[r.i + 1] === 'down') r.i++;
  return true;
}

/**
 * "the remaining ones", "the other ones": "ones" is a pronoun there, not the face; so it is after a word no lexicon
 * knows, an adjective ("the remaning ones", "the bad ones"): dice described, never the 1s — under a roll verb the dice
 * the roll is for, else chat.
 */
export function readOnesAfterRest(r: ItemReader): boolean {
  if (r.word !== 'ones') return false;
  const last = r.items.at(-1);
  if (last?.cue.k === 'rest') {
    push(r, FILLER);
    return true;
  }
  if (last?.cue.k !== 'unknown' || last.clause !== r.clause || r.clauseOf[r.i - 1] !== r.clause) return false;
  push(r, rollInClause(r) ? DESCRIBED_DICE : UNKNOWN);
  return true;
}

/** Dice named by what they are like ("the bad ones"): a die noun. */
const DESCRIBED_DICE: ItemCue = Object.freeze({ k: 'die' });

/** Whether the nearest verb before word r.i in its clause is a roll or reroll. */
function rollInClause(r: ItemReader): boolean {
  for (let j = r.items.length - 1; j >= 0 && r.items[j]!.clause === r.clause; j--) {
    const cue = r.items[j]!.cue;
    if (cue.k === 'verb') return cue.verb === 'roll' || cue.verb === 'reroll';
  }
  return false;
}

/** A past form among other words: narration («кинул вчера семёрку»), no move. */
export function readNarratedRoll(r: ItemReader): boolean {
  if (!ROLLED.has(r.word)) return false;
  if (r.state.pastRoll) {
    push(r, PAST_ROLL);
    r.anyMove = true;
  } else push(r, UNKNOWN);
  return true;
}
/** a past roll verb said as the roll («кинув кості»): the writer's own roll */
const PAST_ROLL: Cue = { k: 'verb', verb: 'roll', you: false };

/**
 * «КИДАЮ КІСТОЧКИ 🎲🎲 сімка давай!!!», "rolling the bones, come on seven": a number no roll can be a count of (more
 * than six) said after the dice were named is the sum hoped for, not a count (a count comes before its noun:
 * «кидаю 7 костей» is a count, refused).
 */
function sumAfterDice(r: ItemReader): boolean {
  if (!r.cues.some((c) => c.k === 'num' && c.n > 6)) return false;
  return r.items.some((it) => it.cue.k === 'die') && r.items.some((it) => it.cue.k === 'verb' && it.cue.verb === 'roll');
}

function namesNumber(cues: readonly Cue[]): boolean {
  for (const c of cues) if (c.k === 'num' || c.k === 'face') return true;
  return false;
}

/**
 * A word of intent right before a move verb of its clause («хочу кинуть», «иду кидать», «пойду брошу», "want to
 * roll", "about to roll"), or a polite request said with a wish word («я бы хотел бросить кости», «хотілося б кинути»,
 * "I should like to roll", "I'd love to roll"): the writer says the move is theirs, so these words are no chat
 * around it and the wish word no mood of a wish. Anything else after them (a face, a box: «хочу шестёрку», "I'd like
 * a six") leaves them to the other readers (a wish, an afterthought, or chat).
 */
export function readIntent(r: ItemReader, word: string): boolean {
  const { words, i } = r;
  // the wish word of a polite request, before its word of intent («бы хотел бросить», "would like to roll")
  const from = WISHES.has(word) && INTENTS.has(words[i + 1] ?? '') ? i + 1 : i;
  if (!INTENTS.has(words[from] ?? '')) return false;
  let next = from + 1;
  // («хотел бы бросить», «хотілося б кинути»)
  if (WISHES.has(words[next] ?? '')) next++;
  if (words[next] === 'to') next++;
  const after = words[next];
  if (after === undefined || r.clauseOf[next] !== r.clause) return false;
  if (!cuesOf(after).some((cue) => cue.k === 'verb') && typoVerb(after) === null) return false;
  // every word up to the verb is read here, as nothing
  for (;;) {
    push(r, FILLER);
    if (r.i + 1 >= next) break;
    r.i++;
  }
  return true;
}

/**
 * «у меня две пятёрки и две тройки, поэтому перебрасываю единицу», "I have two 5s, so rerolling the 1": a clause that
 * says what the writer holds, with no verb of its own, describes the hand — its dice are no dice of the move. Read
 * whole here, as nothing ("I have to roll" has a verb: no such clause).
 */
export function readHolding(r: ItemReader): boolean {
  const { words, i, clauseOf } = r;
  const said = listedAt(holding, words, i);
  if (said === 0) return false;
  let dice = false;
  // («пара двоек у меня уже есть»: the dice may come before the words that hold them)
  let start = i;
  while (start > 0 && clauseOf[start - 1] === r.clause) start--;
  for (let j = start; j < words.length && clauseOf[j] === r.clause; j++) {
    if (j >= i && j < i + said) continue;
    const cues = cuesOf(words[j]!);
    if (cues.some((c) => c.k === 'verb') || (cues.length === 0 && typoVerb(words[j]!) !== null)) return false;
    if (cues.some((c) => c.k === 'face' || c.k === 'num' || c.k === 'die') || GLUED.test(words[j]!)) dice = true;
  }
  if (!dice) return false;
  while (r.items.length > 0 && r.items[r.items.length - 1]!.clause === r.clause) r.items.pop();
  r.heldClause = r.clause;
  push(r, FILLER);
  return true;
}

/** An English verb in -ing or a Slavic one in the first person («собираю», «збираю», «ловлю», "chasing"). */
const OWN_VERB_FORM = /^(?:[a-z]{3,}ing|[а-яёіїєґ']{3,}(?:аю|яю|ую|юю|ію|ею|лю|жу|шу|чу|щу))$/;

/**
 * «перекидываю обе двойки и шестёрку, собираю пятёрки», "reroll both 2s and the 6, chasing fives": after a move, a
 * clause opened by a verb no lexicon knows is another action — what it names is its own (an aim), no dice of the
 * move. The reading stops there.
 */
export function otherVerbClause(r: ItemReader, word: string): boolean {
  if (!r.anyMove || r.i === 0 || r.clauseOf[r.i - 1] === r.clause) return false;
  return OWN_VERB_FORM.test(word) && cuesOf(word).length === 0 && typoWord(word) === null && shorthandFiller(word) === null;
}

/** The kinds of cue that make a clause speak of a move: a verb, dice, a count. */
const MOVE_KINDS: ReadonlySet<Cue['k']> = new Set(['verb', 'face', 'faceGen', 'num', 'die', 'rest', 'all', 'points']);

/** Whether the other words of word r.i's clause name a move (a verb, dice, a count, a box, a digit: «бросить бы»). */
function moveInClause(r: ItemReader): boolean {
  const { words, clauseOf } = r;
  let start = r.i;
  while (start > 0 && clauseOf[start - 1] === r.clause) start--;
  for (let j = start; j < words.length && clauseOf[j] === r.clause; j++) {
    if (j === r.i) continue;
    const word = words[j]!;
    if (GLUED.test(word) || boxAt(words, j) !== null || typoVerb(word) !== null) return true;
    for (const cue of cuesOf(word)) if (MOVE_KINDS.has(cue.k)) return true;
  }
  return false;
}

/** Reads the rest of word r.i's clause as nothing. */
function skipClause(r: ItemReader): void {
  push(r, FILLER);
  while (r.i + 1 < r.words.length && r.clauseOf[r.i + 1] === r.clause) {
    r.i++;
    push(r, FILLER);
  }
}

/** Whether the message opened with a roll verb of the writer's and then named its dice (a die noun or a count). */
function rollWithDiceFirst(items: readonly Item[]): boolean {
  let j = 0;
  while (items[j]?.cue.k === 'filler') j++;
  const verb = items[j]?.cue;
  if (verb?.k !== 'verb' || verb.verb !== 'roll' || verb.you) return false;
  for (let k = j + 1; k < items.length; k++) {
    const kind = items[k]!.cue.k;
    if (kind === 'die' || kind === 'num' || kind === 'dice') return true;
    if (kind !== 'filler') return false;
  }
  return false;
}

/** What the item before a hope may be: the move's verb, its die noun or "all" — not a die of a list being named. */
const BEFORE_HOPE: ReadonlySet<string> = new Set(['verb', 'die', 'all']);

/**
 * «Кидаю пару костей, давай пятёрки!», «двойку перекидываю, покер или смерть», "rolling one die, three or six, don't
 * care", "roll 'em all, zero doesn't scare me": after a roll that has its dice, a clause of faces, a number or a box
 * with no verb and no «в» is what the writer hopes for — the reading of the move stops there. (A list of dice goes
 * on across commas: «перекидываю шестёрку, тройку» — the item before is a die named, not the verb.)
 */
export function hopeAfterMove(r: ItemReader): boolean {
  const { items, words, i, clauseOf } = r;
  // (the cheap refusals first: this is asked of every word after a move)
  if (!r.anyMove || i === 0 || (clauseOf[i - 1] === r.clause && !onlyFillersInClause(r))) return false;
  let j = items.length - 1;
  while (j >= 0 && items[j]!.cue.k === 'filler') j--;
  const before = items[j];
  // (a colon announces the dice: «бросаю два кубика: 1 и 6»)
  if (before === undefined || before.clause === r.clause || r.colonEnds.has(before.clause)) return false;
  const numbered = r.cues.some((c) => c.k === 'face' || c.k === 'num' || c.k === 'faceGen');
  // (a box that is also a face, «тройку», may be the next die of a list; a box is never one: "the deuce, Yahtzee")
  const found = boxAt(words, i);
  const box = (found !== null && (found.length > 1 || !numbered)) || STRAIGHT.has(words[i]!);
  if (!(box || numbered || GLUED.test(words[i]!))) return false;
  if (!box && !BEFORE_HOPE.has(before.cue.k)) return false;
  // the move before has a roll and its dice, and was not corrected
  let verb = false;
  let dice = false;
  for (const it of items) {
    if (it.cue.k === 'corr' || it.cue.k === 'into') return false;
    if (it.cue.k === 'verb' && (it.cue.verb === 'roll' || it.cue.verb === 'reroll') && !it.cue.you) verb = true;
    else if (it.cue.k === 'verb') return false;
    if (it.cue.k === 'die' || it.cue.k === 'num' || it.cue.k === 'dice' || it.cue.k === 'face' || it.cue.k === 'all') dice = true;
  }
  if (!verb || !dice) return false;
  // a verb later in the clause governs what it names («…, шестёрки оставляю»)
  for (let k = i + 1; k < words.length && clauseOf[k] === r.clause; k++) if (cuesOf(words[k]!).some((c) => c.k === 'verb') || typoVerb(words[k]!) !== null) return false;
  return true;
}

/** Whether everything read so far in the current clause is a filler («давай пятёрки»). */
function onlyFillersInClause(r: ItemReader): boolean {
  for (let j = r.items.length - 1; j >= 0 && r.items[j]!.clause === r.clause; j--) if (r.items[j]!.cue.k !== 'filler') return false;
  return true;
}
