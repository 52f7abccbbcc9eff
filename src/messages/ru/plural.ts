// Agreement of a noun with a number, by the language's own rules (Intl.PluralRules), never by hand-written endings:
// 1 кость, 2 кости, 5 костей, 21 кость, 11 костей.
const RULES = new Intl.PluralRules('ru');

export interface NounForms {
  one: string;
  few: string;
  many: string;
}

/** The form of the noun that agrees with n ("кости" for 3). Fractions take the "few" form ("1,5 кости"). */
export function agree(n: number, forms: NounForms): string {
  const category = RULES.select(n);
  if (category === 'one') return forms.one;
  if (category === 'many') return forms.many;
  return forms.few; // "few", and "other" for fractions
}

/** "3 кости", "5 очков". */
export function count(n: number, forms: NounForms): string {
  return `${n} ${agree(n, forms)}`;
}

export const DICE: NounForms = { one: 'кость', few: 'кости', many: 'костей' };
export const POINTS: NounForms = { one: 'очко', few: 'очка', many: 'очков' };
export const ROLLS: NounForms = { one: 'бросок', few: 'броска', many: 'бросков' };
export const PLAYERS: NounForms = { one: 'игрок', few: 'игрока', many: 'игроков' };
export const SECONDS: NounForms = { one: 'секунда', few: 'секунды', many: 'секунд' };
export const MINUTES: NounForms = { one: 'минута', few: 'минуты', many: 'минут' };
export const HOURS: NounForms = { one: 'час', few: 'часа', many: 'часов' };
export const TURNS: NounForms = { one: 'ход', few: 'хода', many: 'ходов' };
export const BOLTS: NounForms = { one: 'болт', few: 'болта', many: 'болтов' };
export const MARKS: NounForms = { one: 'отметка', few: 'отметки', many: 'отметок' };
export const ROUNDS: NounForms = { one: 'раунд', few: 'раунда', many: 'раундов' };

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
