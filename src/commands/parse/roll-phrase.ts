// The roll phrase: "бросаю три кости", "Кидаю 2 кубика", "бросаю покер" — anywhere in the message.
import { ROLL_COUNT_WORDS_ALT, rollCountOf } from './numbers.ts';
import { WORD_END, WORD_START } from './normalize.ts';

/** Dice nouns in every number form; the count does not have to agree with them ("бросаю 5 кости"). */
const DIE_NOUNS = ['кость', 'кости', 'костей', 'кубик', 'кубика', 'кубики', 'кубиков'] as const;
/** Without a count, only the nominative-looking forms are a roll: кость/кубик = 1, кости/кубики = 2. */
const COUNT_WITHOUT_NUMBER: ReadonlyMap<string, number> = new Map([
  ['кость', 1],
  ['кубик', 1],
  ['кости', 2],
  ['кубики', 2],
]);
/** "бросаю покер" = five dice (the short form for Bone Poker). */
const POKER_COUNT = 5;

export const ROLL_VERBS_ALT = 'бросаю|кидаю';

/**
 * verb, spaces, [count, spaces,] noun — or verb, spaces, "покер"; each a whole word. Groups: 1 count, 2 noun,
 * 3 покер. Matched against folded text (lower case, ё = е), so no `i` flag: case-insensitive matching would
 * also accept look-alike letters (e.g. U+1C82 "narrow o" folds to "о").
 */
const DIE_NOUNS_ALT = [...DIE_NOUNS].sort((a, b) => b.length - a.length).join('|');
const ROLL_RE = new RegExp(
  `${WORD_START}(?:${ROLL_VERBS_ALT})\\s+` +
    `(?:(?:([0-9]+|${ROLL_COUNT_WORDS_ALT})\\s+)?(${DIE_NOUNS_ALT})|(покер))${WORD_END}`,
  'gv',
);

/**
 * The number of dice named by the first well-formed roll phrase in the folded text (possibly outside 1..5, for the
 * caller to refuse), or null when there is none.
 */
export function findRollCount(folded: string): number | null {
  ROLL_RE.lastIndex = 0;
  for (let m = ROLL_RE.exec(folded); m !== null; m = ROLL_RE.exec(folded)) {
    if (m[3] !== undefined) return POKER_COUNT;
    const count = m[1] !== undefined ? rollCountOf(m[1]) : COUNT_WITHOUT_NUMBER.get(m[2]);
    if (count !== undefined) return count;
    // "бросаю костей" / "бросаю кубика": no count and no form that implies one; look further.
    // A match cannot be empty, so exec moves on.
  }
  return null;
}
