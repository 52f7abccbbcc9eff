// Russian word forms after a number: 1 кость, 2 кости, 5 костей, 21 кость, 11 костей. The agreement itself is
// Intl.PluralRules('ru') in shared/plural.ts, never hand-written endings.
import { type NounForms, pluralsFor } from '../shared/plural.ts';

export type { NounForms };

export const { agree, count, plural } = pluralsFor('ru');

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

export const games = (n: number) => plural(n, { one: 'игра', few: 'игры', many: 'игр' });
export const rolls = (n: number) => plural(n, { one: 'бросок', few: 'броска', many: 'бросков' });
export const diceCount = (n: number) => plural(n, { one: 'кость', few: 'кости', many: 'костей' });
export const records = (n: number) => plural(n, { one: 'запись', few: 'записи', many: 'записей' });
export const wins = (n: number) => plural(n, { one: 'победа', few: 'победы', many: 'побед' });
/** after «из»: из 1 записи, из 3 записей, из 5 записей */
export const recordsFrom = (n: number) => plural(n, { one: 'записи', few: 'записей', many: 'записей' });
