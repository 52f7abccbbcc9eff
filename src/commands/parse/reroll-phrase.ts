// The reroll: "Перебрасываю 4, 5 и 1" — the dice to roll again, named by their values.
import { dieValueOf } from './numbers.ts';
import { WORD_CLASS, WORD_END, WORD_START } from './normalize.ts';
import { ROLL_VERBS_ALT } from './roll-phrase.ts';

const REROLL_VERB_RE = new RegExp(`${WORD_START}(?:перебрасываю|перекидываю|перекидаю)${WORD_END}`, 'v');
/** A word (letters may be joined by an apostrophe, as in Ukrainian "п'ять"); sticky, read at a given index. */
const TOKEN_RE = new RegExp(`${WORD_CLASS}+(?:['ʼ’]${WORD_CLASS}+)*`, 'vy');
const SPACES_RE = /\s+/y;
/** Between values: spaces, commas, semicolons and the words и / і / й / та ("4, 5 и 1", "2 і 6"). */
const SEPARATOR_RE = new RegExp(`(?:[\\s,;]|(?:и|і|й|та)${WORD_END})+`, 'vy');
const ONLY_SPACES_RE = /^\s+$/;
/** The rest of a chunk glued to the list ("-5-1" in "4-5-1", ".5" in "4.5"). */
const CHUNK_RE = /\S*/y;
const HAS_DIGIT_RE = /[0-9]/;
const ROLL_VERB_RE = new RegExp(`^(?:${ROLL_VERBS_ALT})$`);

export const INVALID_REROLL = 'invalid';
export type RerollResult = number[] | typeof INVALID_REROLL | null;

/**
 * The values named after the first reroll verb: an array when every one is a die value 1..6, `'invalid'` when the
 * verb is followed by numbers that are no valid list, null when there is no reroll verb followed by a number.
 *
 * Invalid (fail closed rather than a shorter list that the player did not mean):
 * - a value outside 1..6 ("перебрасываю 7", "перебрасываю 0 и 2", "перебрасываю 451");
 * - digits glued to the list ("4-5-1", "4.5", "4,5и1");
 * - a word right after the last value with only spaces between that is not a roll verb: the number was a count
 *   or a quantity, not a die value ("перебрасываю три кости", "перебрасываю две единицы").
 */
export function findReroll(folded: string): RerollResult {
  const verb = REROLL_VERB_RE.exec(folded);
  if (verb === null) return null;
  let pos = verb.index + verb[0].length;
  SPACES_RE.lastIndex = pos;
  const spaces = SPACES_RE.exec(folded);
  if (spaces === null) return null;
  pos += spaces[0].length;

  const values: number[] = [];
  let spacesOnlyBefore = false;
  for (;;) {
    TOKEN_RE.lastIndex = pos;
    const token = TOKEN_RE.exec(folded);
    if (token === null) break;
    const value = dieValueOf(token[0]);
    if (value === undefined) {
      if (values.length === 0) return null; // "перебрасываю все", "перебрасываю кости": no list at all
      if (HAS_DIGIT_RE.test(token[0])) return INVALID_REROLL;
      if (spacesOnlyBefore && !ROLL_VERB_RE.test(token[0])) return INVALID_REROLL;
      return inRange(values);
    }
    values.push(value);
    pos += token[0].length;
    SEPARATOR_RE.lastIndex = pos;
    const separator = SEPARATOR_RE.exec(folded);
    if (separator === null) break;
    spacesOnlyBefore = ONLY_SPACES_RE.test(separator[0]);
    pos += separator[0].length;
  }
  if (values.length === 0) return null;
  CHUNK_RE.lastIndex = pos;
  const chunk = CHUNK_RE.exec(folded);
  if (chunk !== null && HAS_DIGIT_RE.test(chunk[0])) return INVALID_REROLL;
  return inRange(values);
}

function inRange(values: number[]): RerollResult {
  return values.every((v) => v >= 1 && v <= 6) ? values : INVALID_REROLL;
}
