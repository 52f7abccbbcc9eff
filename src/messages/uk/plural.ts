// Ukrainian word forms after a number: 1 кубик, 2 кубики, 5 кубиків, 21 кубик, 11 кубиків. The agreement is
// Intl.PluralRules('uk') in shared/plural.ts (one/few/many like Russian, with Ukrainian words).
import type * as ru from '../ru/plural.ts';
import { type NounForms, pluralsFor } from '../shared/plural.ts';

export type { NounForms };

export const { agree, count, plural }: Pick<typeof ru, 'agree' | 'count' | 'plural'> = pluralsFor('uk');

// Ukrainian players say «кубик» for a die far more than «кістка» (which is also a bone).
export const DICE: NounForms = { one: 'кубик', few: 'кубики', many: 'кубиків' };
export const POINTS: NounForms = { one: 'очко', few: 'очки', many: 'очок' };
export const ROLLS: NounForms = { one: 'кидок', few: 'кидки', many: 'кидків' };
export const PLAYERS: NounForms = { one: 'гравець', few: 'гравці', many: 'гравців' };
export const SECONDS: NounForms = { one: 'секунда', few: 'секунди', many: 'секунд' };
export const MINUTES: NounForms = { one: 'хвилина', few: 'хвилини', many: 'хвилин' };
export const HOURS: NounForms = { one: 'година', few: 'години', many: 'годин' };
export const TURNS: NounForms = { one: 'хід', few: 'ходи', many: 'ходів' };
export const BOLTS: NounForms = { one: 'болт', few: 'болти', many: 'болтів' };
export const MARKS: NounForms = { one: 'позначка', few: 'позначки', many: 'позначок' };
export const ROUNDS: NounForms = { one: 'раунд', few: 'раунди', many: 'раундів' };

export const games: typeof ru.games = (n) => plural(n, { one: 'гра', few: 'гри', many: 'ігор' });
export const rolls: typeof ru.rolls = (n) => plural(n, ROLLS);
export const diceCount: typeof ru.diceCount = (n) => plural(n, DICE);
export const records: typeof ru.records = (n) => plural(n, { one: 'запис', few: 'записи', many: 'записів' });
export const wins: typeof ru.wins = (n) => plural(n, { one: 'перемога', few: 'перемоги', many: 'перемог' });
/** after «з»: з 1 запису, з 3 записів, з 5 записів */
export const recordsFrom: typeof ru.recordsFrom = (n) => plural(n, { one: 'запису', few: 'записів', many: 'записів' });
