// Which dice a reroll example names, whatever the language: the lowest values the player holds only once (the ones
// least likely to be kept), or their lowest die when every value is repeated. An example, not advice.

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
