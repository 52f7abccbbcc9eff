// Naming the dice of a reroll, over tokens: "Перебрасываю 4, 5 и 1", "перебрасываю единицу и шестёрку",
// "перебрасываю две шестёрки", "перебрасываю все/остальные", "оставляю 2, 3 и 4" (= reroll the rest).
import { words } from '../lexicon/index.ts';
import type { Token } from '../tokens.ts';
import { digitsValue, hasDigit, isDigits, isJoiner, isListSeparator, isNextWord, skipArticle } from './token-kinds.ts';

export type DiceChoice =
  /** the dice to roll again, by value */
  | { kind: 'reroll'; values: number[] }
  /** the dice to keep, by value; the rest are rolled again ([] = reroll everything) */
  | { kind: 'keep'; values: number[] }
  /** "оставляю всё": nothing is rolled again */
  | { kind: 'keep_all' }
  /** a value outside 1..6 ("перебрасываю 7") */
  | { kind: 'bad_value'; value: number }
  /** numbers that are no list of values ("перебрасываю 4-5-1", "перебрасываю три кости") */
  | { kind: 'bad_form' };

type ListResult = { values: number[]; end: number } | 'bad_form' | null;

/**
 * The first reroll verb with dice after it, else the first keep verb with dice after it; a keep verb and then
 * "перебрасываю остальные" in one message is the keep ("оставляю 6 и 6, перебрасываю остальные").
 * A failed keep ("оставляю за собой право", "оставляю 2 комментария") is ordinary chat: the keep verb is common.
 */
export function findDiceChoice(tokens: readonly Token[]): DiceChoice | null {
  let reroll: DiceChoice | null = null;
  let rerollRest = false;
  let keep: DiceChoice | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.word) continue;
    if (reroll === null && !rerollRest && words.rerollVerbs.has(t.text)) {
      const rest = tokens[skipArticle(tokens, i + 1)];
      if (isNextWord(rest) && words.allWords.has(rest.text)) rerollRest = true;
      else reroll = rerollAfter(tokens, i + 1);
    } else if (keep === null && words.keepVerbs.has(t.text)) {
      keep = keepAfter(tokens, i + 1);
    }
  }
  if (keep !== null && (reroll === null || rerollRest)) return keep;
  if (reroll !== null) return reroll;
  return rerollRest ? { kind: 'keep', values: [] } : null;
}

function rerollAfter(tokens: readonly Token[], i: number): DiceChoice | null {
  const list = readValues(tokens, i);
  if (list === null) {
    // "перебрасываю три кости", "перебрасываю кости": a count, not the values
    const next = tokens[i];
    if (isNextWord(next) && (words.dieNouns.has(next.text) || isCountThenNoun(tokens, i))) return { kind: 'bad_form' };
    return null;
  }
  if (list === 'bad_form') return { kind: 'bad_form' };
  const bad = list.values.find((v) => v < 1 || v > 6);
  return bad === undefined ? { kind: 'reroll', values: list.values } : { kind: 'bad_value', value: bad };
}

function keepAfter(tokens: readonly Token[], i: number): DiceChoice | null {
  const next = tokens[i];
  if (isNextWord(next) && words.allWords.has(next.text)) {
    // "оставляю всё" (keep everything); but "оставляю остальные" is not a phrase
    return words.everything.has(next.text) ? { kind: 'keep_all' } : null;
  }
  const list = readValues(tokens, i);
  if (list === null || list === 'bad_form') return null;
  const bad = list.values.find((v) => v < 1 || v > 6);
  return bad === undefined ? { kind: 'keep', values: list.values } : { kind: 'bad_value', value: bad };
}

function isCountThenNoun(tokens: readonly Token[], i: number): boolean {
  const count = tokens[i];
  const noun = tokens[i + 1];
  return (isDigits(count) || words.rollCounts.has(count.text)) && isNextWord(noun) && words.dieNouns.has(noun.text);
}

/**
 * A list of die values from token i: items joined by spaces, commas, semicolons or "и"/"й"/"та". An item is digits
 * ("4", "-5"), a numeral ("пять"), a face ("единицу") or a count and a face ("две шестёрки" = 6, 6).
 * null when no value starts the list; 'bad_form' when numbers are glued ("4-5-1", "4.5", "4,5и1") or a number is
 * followed by a word that is neither a face nor the end of the list ("перебрасываю три кости").
 */
function readValues(tokens: readonly Token[], start: number): ListResult {
  const values: number[] = [];
  let i = start;
  let spacesOnly = true; // only whitespace since the last value
  if (tokens[i] === undefined || !tokens[i].spaced) return null;
  for (;;) {
    const t = tokens[i];
    if (t === undefined) break;
    const item = readItem(tokens, i);
    if (item === 'bad_form') return 'bad_form';
    if (item === null) {
      if (values.length === 0) return null;
      if (!t.word && isJoiner(t) && !t.spaced && hasDigit(tokens[i + 1])) return 'bad_form'; // "4-5", "4.5"
      if (t.word && hasDigit(t)) return 'bad_form';
      // a word right after a number with only spaces between: the number was a count ("три кости"), unless the
      // word starts the next phrase ("перебрасываю 2 и 6 бросаю кости")
      if (t.word && spacesOnly && t.spaced && !startsPhrase(t.text)) return 'bad_form';
      break;
    }
    values.push(...item.values);
    i = item.end;
    // separators
    spacesOnly = true;
    while (tokens[i] !== undefined) {
      const s = tokens[i];
      if (isListSeparator(s)) spacesOnly = false;
      else if (s.word && words.conjunctions.has(s.text) && s.spaced) spacesOnly = false;
      else break;
      i++;
    }
    if (tokens[i] !== undefined && !tokens[i].spaced && tokens[i].word && spacesOnly) return 'bad_form';
  }
  return values.length === 0 ? null : { values, end: i };
}

function startsPhrase(word: string): boolean {
  return words.rollVerbs.has(word) || words.rerollVerbs.has(word) || words.keepVerbs.has(word);
}

function readItem(tokens: readonly Token[], i: number): { values: number[]; end: number } | 'bad_form' | null {
  const t = tokens[i];
  if (!t.word) {
    // "-5": a negative value is a value outside 1..6
    if (t.text === '-' && isDigits(tokens[i + 1]) && !tokens[i + 1].spaced) {
      return { values: [-digitsValue(tokens[i + 1].text)], end: i + 2 };
    }
    return null;
  }
  if (isDigits(t)) {
    const next = tokens[i + 1];
    if (isJoiner(next) && !next.spaced && hasDigit(tokens[i + 2])) return 'bad_form';
    return countOfFaces(tokens, i, digitsValue(t.text));
  }
  if (hasDigit(t)) return 'bad_form';
  const face = words.faceNouns.get(t.text);
  if (face !== undefined) return { values: [face], end: i + 1 };
  const numeral = words.valueNumerals.get(t.text);
  if (numeral !== undefined) return countOfFaces(tokens, i, numeral);
  // "пару шестёрок", "обе единицы": a count that is no die value, only before a face
  const count = words.rollCounts.get(t.text);
  const next = tokens[i + 1];
  if (count === undefined || !isNextWord(next) || !words.faceNouns.has(next.text)) return null;
  return countOfFaces(tokens, i, count);
}

/** "две шестёрки" / "2 шестёрки" = [6, 6]; a bare number is the value itself. */
function countOfFaces(tokens: readonly Token[], i: number, number: number): { values: number[]; end: number } {
  const next = tokens[i + 1];
  const face = isNextWord(next) ? words.faceNouns.get(next.text) : undefined;
  if (face !== undefined && number >= 1 && number <= 5) {
    return { values: Array.from({ length: number }, () => face), end: i + 2 };
  }
  return { values: [number], end: i + 1 };
}
