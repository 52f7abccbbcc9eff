// Step 3 of the reading: one word of the message → its items, by the first reader that takes it, in this order
// (the order matters: a reader before another claims the words both would).
import { TO_BUTLER } from './addressing.ts';
import { NEXT, push, STOP, type ItemReader, type Outcome } from './item-reader.ts';
import { readAllCount, readBox, readCountedFace, readDigitDice, readGluedRoll, readNotation, readPhraseOrDie, readRolledPoker, readStay, readStraight, readZeroIntoBox } from './dice-readers.ts';
import { readForOther, readRequest } from './behalf-readers.ts';
import { readCue } from './read-cue.ts';
import { FILLER, endOfMove, hopeAfterMove, otherVerbClause, readAfterTarget, readHolding, readIntent, readAimedNumber, readGameName, readNarratedRoll, readOdds, readOnesAfterRest, readTargetWord, readWait, readWriteIt } from './talk-readers.ts';
import { ADVICE_ASKED, boxAt, cuesOf, LATER, QUESTION_WORDS, MODALS, shorthandFiller, stretchedForms, typoWord } from './words.ts';

/** the words that make "one" after them a pronoun */
const POINTING: ReadonlySet<string> = new Set(['this', 'that', 'which', 'each', 'every', 'any', 'no']);

/** an English word in -in or -in' (the -ing said with its g dropped) */
const DROPPED_G = /^[a-z]{2,}in'?$/;

/** Reads word r.i (and any after it that go with it). */
export function readWord(r: ItemReader): Outcome {
  const raw = r.words[r.i];
  if (raw === TO_BUTLER) return NEXT;
  r.clause = r.clauseOf[r.i];
  if (readOdds(r, raw)) {
    if (r.items.some((it) => it.cue.k === 'dice' || it.cue.k === 'face')) r.afterOdds = true;
    return NEXT;
  }
  if (readRequest(r, raw)) return NEXT;
  const behalf = readForOther(r, raw);
  if (behalf !== null) return behalf;
  // (the words of a clause that says what the writer holds: nothing — readHolding)
  if (r.clause === r.heldClause) {
    push(r, FILLER);
    return NEXT;
  }
  if (readHolding(r)) return NEXT;
  if (otherVerbClause(r, raw)) return STOP;
  if (readIntent(r, raw)) return NEXT;
  const ended = endOfMove(r, raw);
  if (ended !== null) return ended;
  if (MODALS.has(raw) && r.askedClauses.has(r.clause)) r.state.askingForm = true;
  if (!r.anyMove && LATER.has(raw)) r.state.laterFirst = true;
  if (r.question && (ADVICE_ASKED.has(raw) || comparativeAsked(r, raw) || orNotAsked(r, raw))) {
    r.state.adviceAsked = true;
    r.state.adviceClause = r.clause;
    if (!r.anyMove) r.state.adviceFirst = true;
  }
  if (r.target && readAfterTarget(r, raw)) return NEXT;
  if (readNotation(r, raw)) return NEXT;
  lookUp(r, raw);
  if (hopeAfterMove(r)) return STOP;
  // "this one", "that one": a pronoun, no die of face one ("the one" is)
  if (raw === 'one' && POINTING.has(r.words[r.i - 1] ?? '')) {
    push(r, FILLER);
    return NEXT;
  }
  // the faces hoped for after the odds asked of dice named: no dice of the move (their count too: «три пятёрки»)
  if (r.afterOdds && r.cues.some((c) => c.k === 'face' || c.k === 'num' || c.k === 'faceGen') && boxAt(r.words, r.i) === null) {
    push(r, FILLER);
    return NEXT;
  }
  if (
    readWait(r) || readAimedNumber(r) || readTargetWord(r) || readZeroIntoBox(r) || readGameName(r) || readWriteIt(r) || readOnesAfterRest(r) ||
    readStay(r) || readNarratedRoll(r) || readAllCount(r) || readGluedRoll(r) || readPhraseOrDie(r) || readCountedFace(r) || readRolledPoker(r) ||
    readBox(r) || readStraight(r) || readDigitDice(r)
  ) {
    return NEXT;
  }
  readCue(r);
  return NEXT;
}

/**
 * What the word cues, looked up once; «бросаааю», "rooolling": a letter stretched for emphasis is the word (a
 * different letter added is not).
 */
function lookUp(r: ItemReader, raw: string): void {
  r.word = raw;
  r.cues = cuesOf(raw);
  // one letter wrong or missing in a word of the game is that word («кубік», "roling", «перебраываю»): read as it,
  // by every reader (a die noun mistyped still counts its dice)
  // "changin", "keepin'": an English -ing said with its g dropped is the -ing form
  if (r.cues.length === 0 && DROPPED_G.test(raw)) {
    const full = `${raw.replace(/'$/, '')}g`;
    if (cuesOf(full).length > 0) {
      r.word = full;
      r.cues = cuesOf(full);
      return;
    }
  }
  if (r.cues.length === 0 && raw.length >= 3) {
    const meant = typoWord(raw);
    if (meant !== null) {
      r.word = meant;
      r.cues = cuesOf(meant);
      return;
    }
    const filler = shorthandFiller(raw);
    if (filler !== null) {
      r.word = filler;
      r.cues = cuesOf(filler);
      return;
    }
  }
  const stretched = r.cues.length === 0 ? stretchedForms(raw) : null;
  if (stretched !== null) {
    const [twice, once] = stretched;
    r.word = cuesOf(twice).length > 0 ? twice : once;
    r.cues = cuesOf(r.word);
  }
}

/**
 * «рисковать ещё с четырьмя костями или нет?», «ризикувати чи ні?», "risk it or not?": "or" and a negation ending the
 * message ask whether to make the move — advice asked, as «стоит ли» asks it.
 */
function orNotAsked(r: ItemReader, raw: string): boolean {
  if (r.i + 2 !== r.words.length || !OR.has(raw)) return false;
  // (of the move: «кто угадает, чётное или нет?» asks something else)
  if (r.items.some((it) => it.clause === r.clause && it.cue.k === 'unknown')) return false;
  return cuesOf(r.words[r.i + 1]!).some((c) => c.k === 'neg' || c.k === 'corr');
}
const OR: ReadonlySet<string> = new Set(['или', 'чи', 'або', 'or']);

/** A comparative by its form: «разумнее», «надёжнее», «розумніше», "wiser", "smarter". */
const COMPARATIVE = /^(?:[а-яё]{4,}(?:ее|ей)|[а-яіїєґ']{4,}іше|[a-z]{3,}er)$/;

/**
 * «что разумнее, …?», «що розумніше, …?», "which is wiser, …?": a comparative asked with a question word is advice
 * asked, whatever adjective it is.
 */
function comparativeAsked(r: ItemReader, word: string): boolean {
  if (!COMPARATIVE.test(word) || cuesOf(word).length > 0) return false;
  const before = r.words[r.i - 1] === 'is' ? r.words[r.i - 2] : r.words[r.i - 1];
  return before !== undefined && QUESTION_WORDS.has(before);
}
