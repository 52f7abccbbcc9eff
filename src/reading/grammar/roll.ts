// The roll phrase over tokens: verb, [count], die noun — "бросаю три кости", "Кидаю 2 кубика", "бросаю пару
// костей", "бросаю все кости" — or verb + "покер" (= 5). Each word follows the one before after whitespace only.
import { words } from '../lexicon/index.ts';
import type { Token } from '../tokens.ts';
import { digitsValue, isDigits, isJoiner, isNextWord, skipArticle } from './token-kinds.ts';

/** "бросаю покер" = five dice (the short form for Bone Poker). */
const FIVE_DICE = 5;

export type RollCount = number | 'all';

export interface RollMatch {
  /** the dice the phrase names; 'all' = all the dice the move may roll ("бросаю все кости") */
  count: RollCount;
  /** index of the verb */
  at: number;
}

/**
 * The first well-formed roll phrase. A count outside 1..5 is returned as it is, for the caller to refuse ("бросаю
 * 6 костей", "бросаю -1 кость"). Without a count only the forms that imply one are a roll: кость/кубик = 1,
 * кости/кубики = 2 ("бросаю костей" is not).
 */
export function findRoll(tokens: readonly Token[]): RollMatch | null {
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i];
    if (!verb.word || !words.rollVerbs.has(verb.text)) continue;
    const count = rollAfterVerb(tokens, i + 1);
    if (count !== null) return { count, at: i };
  }
  return null;
}

function rollAfterVerb(tokens: readonly Token[], verbEnd: number): RollCount | null {
  const i = skipArticle(tokens, verbEnd); // "roll the dice", "roll a die"
  const first = tokens[i];
  if (first === undefined || !first.spaced) return null;
  if (first.word && words.fiveDiceWords.has(first.text)) return FIVE_DICE;
  // "бросаю -1 кость": a minus sign glued to the digits
  if (!first.word && first.text === '-' && isDigits(tokens[i + 1]) && !tokens[i + 1].spaced) {
    return isNextWord(tokens[i + 2]) && words.dieNouns.has(tokens[i + 2].text) ? -digitsValue(tokens[i + 1].text) : null;
  }
  if (!first.word) return null;
  const implied = words.dieNouns.get(first.text);
  if (implied !== undefined) return gluedOn(tokens, i) ? null : implied; // null for "костей": no count, no roll
  const noun = tokens[i + 1];
  if (!isNextWord(noun) || !words.dieNouns.has(noun.text) || gluedOn(tokens, i + 1)) return null;
  if (isDigits(first)) return digitsValue(first.text);
  if (words.allWords.has(first.text)) return 'all';
  return words.rollCounts.get(first.text) ?? null;
}

const TYPED_DIGITS_SHOWN = 30;

/**
 * The count of the roll phrase at `at` as the player typed it in digits ("99999999999999999999", "-1"; leading zeros
 * dropped), or undefined when it was a word: a refusal repeats the number typed, not one rounded to a safe integer.
 */
export function typedCount(tokens: readonly Token[], at: number): string | undefined {
  const i = skipArticle(tokens, at + 1);
  const minus = tokens[i] !== undefined && !tokens[i].word && tokens[i].text === '-';
  const digits = tokens[minus ? i + 1 : i];
  if (!isDigits(digits)) return undefined;
  const text = digits.text.replace(/^0+(?=\d)/, '');
  // a wall of digits is repeated by its start, enough to recognise it
  return `${minus ? '-' : ''}${text.length > TYPED_DIGITS_SHOWN ? `${text.slice(0, TYPED_DIGITS_SHOWN)}…` : text}`;
}

/** "кидаю п'ять кубик-ів": the noun goes on after a hyphen or a dot, so it is a broken word, not the noun. */
function gluedOn(tokens: readonly Token[], i: number): boolean {
  const joiner = tokens[i + 1];
  const rest = tokens[i + 2];
  return isJoiner(joiner) && !joiner.spaced && rest !== undefined && rest.word && !rest.spaced;
}
