// The word readers for the words around a move that are no part of it (read-word.ts): the odds asked about, a wish
// or an aim after the move, the target a roll is for, "hold on", the game's name, "write it down", narration.
// Each reads word r.i of the message and says whether it took it.
import { lastCue, NEXT, NO_MOVE, push, STOP, type ItemReader, type Outcome } from './item-reader.ts';
import { DICE_VERBS, type Item, type ItemCue } from './item.ts';
import { GLUED } from './digits.ts';
import { afterthoughts, ARTICLES, boxAt, CHANCE_ASKED_AFTER, CHANCE_ASKED_BEFORE, CHANCE_WORDS, cuesOf, DELAYS, GAME_WORDS, INTENTS, listedAt, ODDS, ROLLED, STRAIGHT, TARGETS, typoVerb, WAIT_ON, WISHES, type Cue } from './words.ts';

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
  const chanceAsked = CHANCE_WORDS.has(word) && (inQuestion || CHANCE_ASKED_BEFORE.has(words[i + 1] ?? '') || CHANCE_ASKED_AFTER.has(words[i - 1] ?? ''));
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
    return NO_MOVE;
  }
  // «щас кину, погодите, чай допью»: the move is put off — talk about a move to come; after a correction of it
  // («бросаю кости, хотя нет, подождите», «…не, погоди, в шанс») the wait is the correction's: read on
  if (r.anyMove && DELAYS.has(word)) {
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
  if (!(last?.k === 'verb' && last.verb === 'write')) return false;
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
