// "Пас" (keep the hand) and "Хватит" (bank the turn): words that also occur in ordinary chat, so they count only as
// a short message built around them: "ну хватит", "хватит пожалуй", "Пас, оставляю", "я пас 👍".
import { words } from '../lexicon/index.ts';
import type { Token } from '../tokens.ts';

/** A short move message has at most this many words ("ну ладно, я пожалуй пас" is five). */
const MAX_WORDS = 6;

export interface StopPass {
  pass: boolean;
  bank: boolean;
}

/**
 * Whether the message is a pass, a bank, or both at once (the caller asks which):
 * - every word is a pass/bank word or a filler ("ну", "пожалуй", "я", "оставляю"), each of pass and bank at most
 *   once, at most six words: "ну хватит", "Пас, оставляю", "пас, хватит" (both);
 * - or "хватит" is the first word and punctuation or an emoji follows it: "Хватит! Записываю", "хватит — забираю".
 * "хватит спорить", "мне хватит", "я пас на этот раз", "пас пас" are ordinary chat.
 */
export function findStopPass(tokens: readonly Token[]): StopPass {
  const result = { pass: false, bank: false };
  const firstWord = tokens.findIndex((t) => t.word);
  if (firstWord === -1) return result;
  if (words.bankWords.has(tokens[firstWord].text)) {
    const next = tokens[firstWord + 1];
    if (next !== undefined && !next.word) {
      result.bank = true;
      return result;
    }
  }
  let count = 0;
  let passes = 0;
  let banks = 0;
  for (const t of tokens) {
    if (!t.word) continue;
    if (++count > MAX_WORDS) return result;
    if (words.passWords.has(t.text)) passes++;
    else if (words.bankWords.has(t.text)) banks++;
    else if (!words.fillers.has(t.text)) return result;
  }
  if (passes > 1 || banks > 1) return result;
  result.pass = passes === 1;
  result.bank = banks === 1;
  return result;
}
