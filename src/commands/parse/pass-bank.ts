// "Пас" (keep the hand) and "Хватит" (bank the turn): short words that also occur in ordinary chat, so they count
// only as (nearly) the whole message.
import { NON_WORD_CLASS, WORD_CLASS, WORD_END } from './normalize.ts';

/**
 * The whole message is "пас" or "пасую", optionally after "я" ("я пас"), with any spaces, punctuation or emoji
 * around: "Пас", "пас!", "Я пас 👍". "пас, хватит", "я пас на этот раз", "пасую?" with more words → not a pass.
 */
const PASS_RE = new RegExp(`^${NON_WORD_CLASS}*(?:я${NON_WORD_CLASS}+)?(?:пас|пасую)${NON_WORD_CLASS}*$`, 'v');

/**
 * "хватит" is the first word, and it stands alone: nothing follows, or a punctuation mark or emoji comes before the
 * next word ("Хватит!", "хватит, записываю", "хватит. 🙂"). "хватит спамить" (a sentence that merely starts with
 * the word) → not a bank.
 */
const BANK_RE = new RegExp(`^${NON_WORD_CLASS}*?хватит${WORD_END}\\s*(?:$|[^\\s${WORD_CLASS}])`, 'v');

export function isPass(folded: string): boolean {
  return PASS_RE.test(folded);
}

export function isBank(folded: string): boolean {
  return BANK_RE.test(folded);
}
