// English agreement of a noun with a number (Intl.PluralRules: one / other), with the same exports as ru/plural.ts
// that part B of the translation uses. A stand-in until the branch with en/plural.ts is merged: then import from
// './plural.ts' and delete this file.
const RULES = new Intl.PluralRules('en');

export interface NounForms {
  one: string;
  few: string;
  many: string;
}

/** "die" for 1, "dice" otherwise (English has no few/many: both hold the plural). */
export function agree(n: number, forms: NounForms): string {
  return RULES.select(n) === 'one' ? forms.one : forms.many;
}

/** "3 dice", "1 point". */
export function count(n: number, forms: NounForms): string {
  return `${n} ${agree(n, forms)}`;
}

const noun = (one: string, many: string): NounForms => ({ one, few: many, many });

export const DICE = noun('die', 'dice');
export const ROLLS = noun('roll', 'rolls');
export const TURNS = noun('turn', 'turns');

export const games = (n: number) => count(n, noun('game', 'games'));
export const diceCount = (n: number) => count(n, DICE);
export const wins = (n: number) => count(n, noun('win', 'wins'));
/** after "from": from 1 record, from 3 records */
export const recordsFrom = (n: number) => count(n, noun('record', 'records'));
