// Number words and digits as they appear in roll and reroll phrases (folded text: lower case, ё = е).

/** Counts of dice in a roll phrase ("бросаю три кости"); words outside 1..5 are there to be refused clearly. */
const ROLL_COUNT_WORDS: ReadonlyMap<string, number> = new Map([
  ['один', 1],
  ['одна', 1],
  ['одну', 1],
  ['два', 2],
  ['две', 2],
  ['три', 3],
  ['четыре', 4],
  ['пять', 5],
  // outside 1..5: answered with bad_count
  ['ноль', 0],
  ['нуль', 0],
  ['шесть', 6],
  ['семь', 7],
  ['восемь', 8],
  ['девять', 9],
  ['десять', 10],
  ['одиннадцать', 11],
  ['двенадцать', 12],
  ['двадцать', 20],
  ['тридцать', 30],
  ['сто', 100],
]);

/**
 * Die values in a reroll ("перебрасываю 4, пять и один"): Russian 1..6, the Ukrainian forms that differ, and
 * the words outside 1..6 that make the reroll invalid rather than silently shorter.
 */
const DIE_VALUE_WORDS: ReadonlyMap<string, number> = new Map([
  ['один', 1],
  ['одна', 1],
  ['одну', 1],
  ['одно', 1],
  ['два', 2],
  ['две', 2],
  ['дві', 2],
  ['три', 3],
  ['четыре', 4],
  ['чотири', 4],
  ['пять', 5],
  ["п'ять", 5],
  ['пʼять', 5],
  ['п’ять', 5],
  ['шесть', 6],
  ['шість', 6],
  // outside 1..6
  ['ноль', 0],
  ['нуль', 0],
  ['семь', 7],
  ['сім', 7],
  ['восемь', 8],
  ['вісім', 8],
  ['девять', 9],
  ['десять', 10],
]);

/** Regex alternation of the roll count words, longest first. */
export const ROLL_COUNT_WORDS_ALT = [...ROLL_COUNT_WORDS.keys()].sort((a, b) => b.length - a.length).join('|');

const DIGITS_RE = /^[0-9]+$/;

/** "007" → 7; a digit string too long for a safe integer reads as MAX_SAFE_INTEGER (still out of range). */
function digitsValue(token: string): number {
  return Math.min(Number(token), Number.MAX_SAFE_INTEGER);
}

/** The count a roll phrase names, or undefined when the token is no count. */
export function rollCountOf(token: string): number | undefined {
  return DIGITS_RE.test(token) ? digitsValue(token) : ROLL_COUNT_WORDS.get(token);
}

/** The die value a reroll names (possibly outside 1..6), or undefined when the token is no number. */
export function dieValueOf(token: string): number | undefined {
  return DIGITS_RE.test(token) ? digitsValue(token) : DIE_VALUE_WORDS.get(token);
}
