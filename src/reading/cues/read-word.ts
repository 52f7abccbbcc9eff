// Step 3 of the reading: one word of the message → its items, by the first reader that takes it, in this order
// (the order matters: a reader before another claims the words both would).
import { TO_BUTLER } from './addressing.ts';
import { NEXT, type ItemReader, type Outcome } from './item-reader.ts';
import { readAllCount, readBox, readCountedFace, readDigitDice, readGluedRoll, readNotation, readPhraseOrDie, readRolledPoker, readStay, readStraight, readZeroIntoBox } from './dice-readers.ts';
import { readForOther, readRequest } from './behalf-readers.ts';
import { readCue } from './read-cue.ts';
import { endOfMove, readAfterTarget, readIntent, readAimedNumber, readGameName, readNarratedRoll, readOdds, readOnesAfterRest, readTargetWord, readWait, readWriteIt } from './talk-readers.ts';
import { ADVICE_ASKED, cuesOf, MODALS, shorthandFiller, typoWord } from './words.ts';

/** a letter typed three or more times for emphasis: «бросаааю», "rooolling" */
const ELONGATED = /(\p{L})\1{2,}/u;
const STRETCH = /(\p{L})\1{2,}/gu;
/** an English word in -in or -in' (the -ing said with its g dropped) */
const DROPPED_G = /^[a-z]{2,}in'?$/;

/** Reads word r.i (and any after it that go with it). */
export function readWord(r: ItemReader): Outcome {
  const raw = r.words[r.i];
  if (raw === TO_BUTLER) return NEXT;
  r.clause = r.clauseOf[r.i];
  if (readOdds(r, raw) || readRequest(r, raw)) return NEXT;
  const behalf = readForOther(r, raw);
  if (behalf !== null) return behalf;
  if (readIntent(r, raw)) return NEXT;
  const ended = endOfMove(r, raw);
  if (ended !== null) return ended;
  if (MODALS.has(raw) && r.askedClauses.has(r.clause)) r.state.askingForm = true;
  if (r.question && ADVICE_ASKED.has(raw)) r.state.adviceAsked = true;
  if (r.target && readAfterTarget(r, raw)) return NEXT;
  if (readNotation(r, raw)) return NEXT;
  lookUp(r, raw);
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
  if (r.cues.length === 0 && raw.length > 3 && ELONGATED.test(raw)) {
    const once = raw.replace(STRETCH, '$1');
    const twice = raw.replace(STRETCH, '$1$1');
    r.word = cuesOf(twice).length > 0 ? twice : once;
    r.cues = cuesOf(r.word);
  }
}
