// Ukrainian agreement of a noun with a number (Intl.PluralRules('uk'): one / few / many, "other" for fractions),
// with the same exports as ru/plural.ts that part B of the translation uses: 1 кубик, 2 кубики, 5 кубиків,
// 21 кубик, 11 кубиків. A stand-in until the branch with uk/plural.ts is merged: then import from './plural.ts'
// and delete this file.
const RULES = new Intl.PluralRules('uk');

export interface NounForms {
  one: string;
  few: string;
  many: string;
}

export function agree(n: number, forms: NounForms): string {
  const category = RULES.select(n);
  if (category === 'one') return forms.one;
  if (category === 'many') return forms.many;
  return forms.few; // "few", and "other" for fractions
}

export function count(n: number, forms: NounForms): string {
  return `${n} ${agree(n, forms)}`;
}

export const DICE: NounForms = { one: 'кубик', few: 'кубики', many: 'кубиків' };
export const ROLLS: NounForms = { one: 'кидок', few: 'кидки', many: 'кидків' };
export const TURNS: NounForms = { one: 'хід', few: 'ходи', many: 'ходів' };

export const games = (n: number) => count(n, { one: 'гра', few: 'гри', many: 'ігор' });
export const diceCount = (n: number) => count(n, DICE);
export const wins = (n: number) => count(n, { one: 'перемога', few: 'перемоги', many: 'перемог' });
/** after «з»: з 1 запису, з 3 записів, з 5 записів */
export const recordsFrom = (n: number) => count(n, { one: 'запису', few: 'записів', many: 'записів' });
