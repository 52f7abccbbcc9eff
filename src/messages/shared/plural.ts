// Agreement of a noun with a number by a language's own rules (Intl.PluralRules), one implementation for every
// language: each language folder's plural.ts only supplies its locale and word forms.

/**
 * The forms a noun takes after a number. Russian and Ukrainian use all three ("1 кость, 2 кости, 5 костей");
 * English has only one and other, so its `few` and `many` are the same plural ("1 die, 2 dice, 5 dice").
 */
export interface NounForms {
  one: string;
  few: string;
  many: string;
}

export interface Plurals {
  /** The form of the noun that agrees with n. Fractions ("other" in ru/uk) take the "few" form ("1,5 кости"). */
  agree(n: number, forms: NounForms): string;
  /** "3 кости", "5 очков". */
  count(n: number, forms: NounForms): string;
  /** The same number and noun, where "other" (fractions) takes the "many" form: a different choice kept as the
   *  record replies have always made it. */
  plural(n: number, forms: NounForms): string;
}

export function pluralsFor(locale: string): Plurals {
  const rules = new Intl.PluralRules(locale);
  const agree = (n: number, forms: NounForms): string => {
    const category = rules.select(n);
    if (category === 'one') return forms.one;
    if (category === 'many') return forms.many;
    return forms.few; // "few", "two" and "other" (fractions in ru/uk, every plural in en)
  };
  return {
    agree,
    count: (n, forms) => `${n} ${agree(n, forms)}`,
    plural: (n, forms) => {
      const form = rules.select(n);
      return `${n} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
    },
  };
}
