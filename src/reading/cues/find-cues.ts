// One pass over the words of a message → its move cues (issue 24): which verbs it holds, which dice it names and
// for what (kept or rolled again), the counts, boxes, "the rest", "all but …", negations and corrections, and how
// much of it is no move at all. Context-free: the moves legal now decide what the cues mean (reading/read-move.ts).
//
// The reading goes in steps, each its own file: the words of the message (words-of-message.ts), its items, word by
// word (read-items.ts, read-word.ts), their summary (summarise.ts, tally.ts) and what a "?" makes of it
// (question.ts). What the steps learn of the message as a whole is in one state made for it (message-state.ts):
// the cues are a function of the text alone.
import { tokenize } from '../tokens.ts';
import { ownHandleOf } from './addressing.ts';
import { LOOK_ALIKE_DIGIT, lookAlike, withUkrainianI } from './look-alike.ts';
import { newMessageState } from './message-state.ts';
import type { MoveCues } from './move-cues.ts';
import { decideQuestion } from './question.ts';
import { readItems } from './read-items.ts';
import { summarise } from './summarise.ts';
import { wordsOf } from './words-of-message.ts';

export type { ActCue, DiceCue, MoveCues } from './move-cues.ts';

/**
 * The cues of an already capped message; null when it holds no move word at all. `botUsername`: the Butler's own
 * handle, so that "@handle roll" is said to it (a handle that ends in "bot", as Telegram's bots' all do, is taken
 * for the Butler's when the name is not given).
 */
/**
 * «в пару. s/пару/две пары/», "pair. s/pair/two pairs/": a correction written as a substitution (sed's, as programmers
 * type it) names what replaces the word before — read as a correction («…, no, две пары»), which is asked about.
 */
const SED = /(^|[\s.,;!])s\/[^/\n]+\/([^/\n]*)\/?g?(?=$|[\s.,;!?])/gu;
function sedCorrected(text: string): string {
  return text.replace(SED, (_, before: string, replacement: string) => `${before} no, ${replacement}`);
}

export function findCues(text: string, botUsername?: string): MoveCues | null {
  // a look-alike of a digit or a letter makes the message no move (look-alike.ts)
  if (LOOK_ALIKE_DIGIT.test(text)) return null;
  let tokens = tokenize(text.includes('s/') ? sedCorrected(text) : text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.word) continue;
    const word = withUkrainianI(t.text);
    // the tokenizer's array is shared with the next reader of the same text: changed on a copy
    if (word !== t.text) tokens = tokens.map((other, j) => (j === i ? { ...other, text: word } : other));
    if (lookAlike(word)) return null;
  }
  const state = newMessageState();
  const items = readItems(wordsOf(tokens, ownHandleOf(botUsername)), state);
  if (items === null) return null;
  return decideQuestion(summarise(items, state), state);
}
