// Russian plural forms by Intl.PluralRules: one (1, 21 игра), few (2–4, 22 игры), many (5–20, 25 игр).
const rules = new Intl.PluralRules('ru');

export function plural(n: number, forms: { one: string; few: string; many: string }): string {
  const form = rules.select(n);
  return `${n} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}

export const games = (n: number) => plural(n, { one: 'игра', few: 'игры', many: 'игр' });
export const rolls = (n: number) => plural(n, { one: 'бросок', few: 'броска', many: 'бросков' });
export const diceCount = (n: number) => plural(n, { one: 'кость', few: 'кости', many: 'костей' });
export const records = (n: number) => plural(n, { one: 'запись', few: 'записи', many: 'записей' });
export const wins = (n: number) => plural(n, { one: 'победа', few: 'победы', many: 'побед' });
/** after «из»: из 1 записи, из 3 записей, из 5 записей */
export const recordsFrom = (n: number) => plural(n, { one: 'записи', few: 'записей', many: 'записей' });
