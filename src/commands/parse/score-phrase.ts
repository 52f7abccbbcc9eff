// Writing the result into a Dice Poker box: "Записываю в каре", "записать шанс", "запишу в тройку", "в пару".
import type { DicePokerBox } from '../intent.ts';
import { matchBoxAt } from './box-names.ts';
import { WORD_CLASS, WORD_END, WORD_START, clip } from './normalize.ts';

const SCORE_VERB_RE = new RegExp(
  `${WORD_START}(?:записываю|записать|запишу|записую|записати)${WORD_END}`,
  'gv',
);
/** The preposition after the verb: "в" (any box name may follow), Ukrainian "у" (only a known box). Sticky. */
const PREPOSITION_RE = new RegExp(`\\s+(в|у)${WORD_END}`, 'vy');
const SPACES_RE = /\s*/y;
/** "в <box>" as the whole message: the box must be followed by nothing but spaces, punctuation or emoji. */
const WHOLE_MESSAGE_PREFIX_RE = new RegExp(`^[^${WORD_CLASS}]*?в\\s+`, 'v');
const ONLY_NON_WORDS_RE = new RegExp(`^[^${WORD_CLASS}]*$`, 'v');
/** An unknown box name reaches up to the end of the sentence or line. */
const RAW_UNKNOWN_RE = /[^.!?;,:\n\r]*/y;
const MAX_RAW = 64;

export interface ScoreMatch {
  box: DicePokerBox | null;
  /** the box name as typed (original letter case), or the words that name no box */
  raw: string;
}

/**
 * A score phrase in the message. `folded` is `original` folded (same length, same indices).
 * - verb + [в|у] + known box name, anywhere in the message → that box;
 * - verb + "в" + anything else → box null, raw = the words up to the end of the sentence ("" when none);
 * - verb + no preposition + unknown words, or verb + "у" + unknown words → not a score ("записать видео");
 * - "в <box>" as the whole message (known box only) → that box.
 * The first verb that forms a score phrase wins.
 */
export function findScore(folded: string, original: string): ScoreMatch | null {
  SCORE_VERB_RE.lastIndex = 0;
  for (let m = SCORE_VERB_RE.exec(folded); m !== null; m = SCORE_VERB_RE.exec(folded)) {
    const afterVerb = m.index + m[0].length;
    PREPOSITION_RE.lastIndex = afterVerb;
    const prep = PREPOSITION_RE.exec(folded);
    let pos = afterVerb;
    if (prep !== null) pos += prep[0].length;
    SPACES_RE.lastIndex = pos;
    pos += SPACES_RE.exec(folded)?.[0].length ?? 0;
    // With no preposition the box name must still be a separate word: "записать" + spaces + name.
    if (prep === null && pos === afterVerb) continue;
    const box = matchBoxAt(folded, pos);
    if (box !== null) return { box: box.box, raw: original.slice(pos, box.end) };
    if (prep !== null && prep[1] === 'в') {
      RAW_UNKNOWN_RE.lastIndex = pos;
      const raw = RAW_UNKNOWN_RE.exec(original)?.[0] ?? '';
      return { box: null, raw: clip(raw, MAX_RAW).trim() };
    }
  }
  const prefix = WHOLE_MESSAGE_PREFIX_RE.exec(folded);
  if (prefix !== null) {
    const box = matchBoxAt(folded, prefix[0].length);
    if (box !== null && ONLY_NON_WORDS_RE.test(folded.slice(box.end))) {
      return { box: box.box, raw: original.slice(prefix[0].length, box.end) };
    }
  }
  return null;
}
