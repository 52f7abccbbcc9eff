// «подскажи», «подсказка», «что лучше?»: a hint request when it is the whole message (punctuation, spaces and emoji
// around are fine); inside a longer sentence it is ordinary chat.
import { fold } from './normalize.ts';

const HINT_RE = /^[\s\p{P}\p{S}]*(?:подскажи|подсказка|подсказку|что лучше)[\s\p{P}\p{S}]*$/u;
/** Longer messages are never a hint: checked before any folding, so ordinary chat costs one comparison. */
const MAX_LENGTH = 40;

export function isHintPhrase(text: string): boolean {
  return text.length <= MAX_LENGTH && HINT_RE.test(fold(text));
}
