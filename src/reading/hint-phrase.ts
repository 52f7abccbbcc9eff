// A hint request (issue 43 generalises issue 15's fixed phrases): a message that asks the Butler for the best move —
// «подскажи», «Дворецкий, посоветуй, что перекинуть?», «порадь, що залишити», "Butler, what's the best move here?",
// "hint pls". It holds an advice word or phrase of the lexicons (`hint.asks`), and nothing else but the Butler's name
// and the words that may stand around advice (`hint.around`: «что перекинуть», «пожалуйста», "what to keep");
// anything more («посоветуй фильм», "any tips for the exam?") is ordinary chat.
import { LEXICONS, merged } from './cues/lexicons.ts';
import { butlerNames, listedAt } from './cues/words.ts';
import { foldedWords } from './normalize.ts';

/** Every language's advice requests, words and phrases (cues/types.ts `hint`). */
const ADVICE_ASKS: readonly string[] = LEXICONS.flatMap((l) => l.hint.asks);
const ADVICE_AROUND = merged((l) => l.hint.around);

/** Longer messages are never a hint: checked before any folding, so ordinary chat costs one comparison. */
export const MAX_HINT_LENGTH = 80;

/**
 * One word of every advice request (folded): the parser's quick check looks for these first. The longest word that is
 * not also a word around advice («что», "what", "should" open many a chat message), so ordinary chat full of them is
 * still dropped in one pass.
 */
export const HINT_WORDS = [...new Set(ADVICE_ASKS.map(keyWordOf))];

function keyWordOf(phrase: string): string {
  const words = phrase.split(' ');
  const own = words.filter((w) => !ADVICE_AROUND.has(w));
  return (own.length > 0 ? own : words).reduce((a, b) => (b.length > a.length ? b : a));
}

const HANDLE = /@[\p{L}\p{N}_]+/gu;

export function isHintPhrase(text: string): boolean {
  if (text.length > MAX_HINT_LENGTH) return false;
  const words = foldedWords(text.replace(HANDLE, ' '));
  let asked = false;
  for (let i = 0; i < words.length; ) {
    const phrase = adviceAt(words, i);
    if (phrase > 0) {
      asked = true;
      i += phrase;
      continue;
    }
    const named = nameAt(words, i);
    if (named > 0) {
      i += named;
      continue;
    }
    if (!ADVICE_AROUND.has(words[i]!)) return false;
    i++;
  }
  return asked;
}

/** How many words an advice word or phrase at `i` covers, or 0. */
function adviceAt(words: readonly string[], i: number): number {
  for (const phrase of ADVICE) {
    if (phrase.every((w, j) => words[i + j] === w)) return phrase.length;
  }
  return 0;
}

/** How many words the Butler's name at `i` covers («Дворецкий», "mr butler"), or 0. */
function nameAt(words: readonly string[], i: number): number {
  return listedAt(butlerNames, words, i);
}

/** Longest first, so "what's best" wins over "what's" standing around. */
const ADVICE = ADVICE_ASKS.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
