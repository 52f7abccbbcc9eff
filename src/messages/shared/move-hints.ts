// Which dice a reroll example names, whatever the language: the lowest values the player holds only once (the ones
// least likely to be kept), or their lowest die when every value is repeated. An example, not advice. And the
// "what to type" phrases of every language, built from its words (moveHintsIn).
import type { MoveHint } from '../../games/types.ts';
import type { RollPhrases } from '../types.ts';

/** A hand nobody rerolls from: five of a kind, a straight, a full house. The hint then shows only the form. */
function madeHand(hand: readonly number[]): boolean {
  const counts = [...new Set(hand)].map((v) => hand.filter((d) => d === v).length).sort();
  const sorted = [...hand].sort((a, b) => a - b);
  const straight = counts.length === 5 && sorted[4]! - sorted[0]! === 4;
  return counts.length === 1 || straight || (counts.length === 2 && counts[0] === 2 && counts[1] === 3);
}

/** The values to name in the example; null for a made hand (show only the form), [2, 6] before any roll. */
export function rerollValues(hand: readonly number[]): number[] | null {
  if (hand.length === 0) return [2, 6];
  if (hand.length === 5 && madeHand(hand)) return null;
  const singles = [...new Set(hand)].filter((v) => hand.indexOf(v) === hand.lastIndexOf(v)).sort((a, b) => a - b);
  return singles.length > 0 ? singles.slice(0, 2) : [Math.min(...hand)];
}

/** The beginnings a language's button texts share: writing a box, naming a reroll, a roll phrase. */
export interface ButtonPrefixes {
  write: string;
  reroll: string;
  roll: string;
}

/** One letter per kind of beginning; never reuse one (a press may come back after a deploy). */
const PREFIX_CODES: Record<keyof ButtonPrefixes, string> = { write: 'w', reroll: 'r', roll: 'b' };

/**
 * The button-data code of each beginning in each language: Russian keeps the bare letters it has always sent; every
 * other language's codes start with "." and its code, so no code is the beginning of another's.
 */
export function prefixCodes(byLanguage: ReadonlyArray<readonly [language: string, prefixes: ButtonPrefixes]>): Array<[string, string]> {
  return byLanguage.flatMap(([language, prefixes]) =>
    (Object.keys(PREFIX_CODES) as Array<keyof ButtonPrefixes>).map((kind): [string, string] => [
      language === 'ru' ? PREFIX_CODES[kind] : `.${language}${PREFIX_CODES[kind]}`,
      prefixes[kind],
    ]),
  );
}

/** The exact phrases a player types for each kind of move, in one language. */
export interface MoveHintWords {
  /** the plain phrase for rolling `dice` dice ("бросаю 2 кости") */
  roll(dice: number): string;
  /** a phrase as quoted in a sentence: «…» or “…” */
  quote(phrase: string): string;
  /** the reroll hint around its quoted example: "reroll: “reroll 1 4” (name your own dice)" */
  reroll(example: string): string;
  /** the reroll phrase with the player's own dice (`roll`: the phrase for rolling that many), or its bare form */
  rerollNamed(values: readonly number[], roll: string): string;
  rerollForm: string;
  pass: string;
  bank: string;
  score: string;
  /** between two hints: " или " */
  or: string;
}

/** No roll phrases of a game's own (one object, so that a hint's text can be kept by it). */
const NO_OWN: RollPhrases = Object.freeze({});

/** rollPhrase, hintPhrase, hintsPhrase and rerollExample of one language. */
export function moveHintsIn(words: MoveHintWords) {
  /** The plain phrase for rolling `dice` dice, or the game's own (`own`, its messages' rollPhrases). */
  const rollPhrase = (dice: number, own: RollPhrases = {}): string => own[dice] ?? words.roll(dice);
  /** The reroll phrase with the player's own dice; for a hand one keeps (a poker, a straight, a full house) only the form. */
  const rerollExample = (hand: readonly number[]): string => {
    const values = rerollValues(hand);
    return values === null ? words.rerollForm : words.rerollNamed(values, rollPhrase(values.length));
  };
  const PHRASES: { [K in MoveHint['type']]: (hint: Extract<MoveHint, { type: K }>, own: RollPhrases) => string } = {
    roll: (hint, own) => words.quote(rollPhrase(hint.count, own)),
    reroll: (hint) => words.reroll(words.quote(rerollExample(hint.hand))),
    pass: () => words.quote(words.pass),
    bank: () => words.quote(words.bank),
    score: () => words.quote(words.score),
  };
  const hintPhrase = (hint: MoveHint, own: RollPhrases = {}): string =>
    (PHRASES[hint.type] as (hint: MoveHint, own: RollPhrases) => string)(hint, own);
  // (the last phrase kept by its hints and roll phrases: a game that expects the same move again — every Craps
  // reply — gets the same list, and the same text)
  let last: { hints: readonly MoveHint[]; own: RollPhrases; text: string } | null = null;
  const hintsPhrase = (hints: readonly MoveHint[], own: RollPhrases = NO_OWN): string => {
    if (last !== null && last.hints === hints && last.own === own) return last.text;
    const text = hints.map((hint) => hintPhrase(hint, own)).join(words.or);
    if (Object.isFrozen(hints)) last = { hints, own, text };
    return text;
  };
  return { rollPhrase, hintPhrase, hintsPhrase, rerollExample };
}
