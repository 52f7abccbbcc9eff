// «подскажи», «подсказка», «что лучше?»: a hint request when it is the whole message (punctuation, spaces and emoji
// around are fine); inside a longer sentence it is ordinary chat.
import { fold } from './normalize.ts';

const HINT_RE = /^[\s\p{P}\p{S}]*(?:подскажи|подсказка|подсказку|что лучше)[\s\p{P}\p{S}]*$/u;
/** Longer messages are never a hint: checked before any folding, so ordinary chat costs one comparison. */
const MAX_LENGTH = 40;

/** A word every hint phrase holds, tested on the raw text first: ordinary chat then costs no folding. */
const QUICK_RE = /подск|лучше/i;

export function isHintPhrase(text: string): boolean {
  return text.length <= MAX_LENGTH && QUICK_RE.test(text) && HINT_RE.test(fold(text));
}
