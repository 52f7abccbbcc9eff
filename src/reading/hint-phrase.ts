// «подскажи», «підкажи», «hint», «что лучше?»: a hint request when it is the whole message (punctuation, spaces and
// emoji around are fine); inside a longer sentence it is ordinary chat.
import { fold } from './normalize.ts';

const HINT_RE =
  /^[\s\p{P}\p{S}]*(?:подскажи|подсказка|подсказку|что лучше|підкажи|підказка|підказку|що краще|hint|what(?:['’ʼ]s| is) best)[\s\p{P}\p{S}]*$/u;
/** Longer messages are never a hint: checked before any folding, so ordinary chat costs one comparison. */
export const MAX_HINT_LENGTH = 40;

/** A word every hint phrase holds at a word start (folded): the parser's quick check looks for these first. */
export const HINT_WORDS = ['подскажи', 'подсказка', 'подсказку', 'лучше', 'підкажи', 'підказка', 'підказку', 'краще', 'hint', 'best'];

export function isHintPhrase(text: string): boolean {
  return text.length <= MAX_HINT_LENGTH && HINT_RE.test(fold(text));
}
