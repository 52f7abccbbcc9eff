// English word forms after a number: 1 die, 2 dice. Intl.PluralRules('en') has only "one" and "other", so `few`
// and `many` carry the same plural; shared/plural.ts does the choosing for every language.
import type * as ru from '../ru/plural.ts';
import { type NounForms, pluralsFor } from '../shared/plural.ts';

export type { NounForms };

export const { agree, count, plural }: Pick<typeof ru, 'agree' | 'count' | 'plural'> = pluralsFor('en');

/** "1 minute", "5 minutes": English needs only the singular and the plural. */
const noun = (one: string, other: string): NounForms => ({ one, few: other, many: other });

export const DICE: NounForms = noun('die', 'dice');
export const POINTS: NounForms = noun('point', 'points');
export const ROLLS: NounForms = noun('roll', 'rolls');
export const PLAYERS: NounForms = noun('player', 'players');
export const SECONDS: NounForms = noun('second', 'seconds');
export const MINUTES: NounForms = noun('minute', 'minutes');
export const HOURS: NounForms = noun('hour', 'hours');
export const TURNS: NounForms = noun('turn', 'turns');
export const BOLTS: NounForms = noun('bolt', 'bolts');
export const MARKS: NounForms = noun('mark', 'marks');
export const ROUNDS: NounForms = noun('round', 'rounds');

export const games: typeof ru.games = (n) => plural(n, noun('game', 'games'));
export const rolls: typeof ru.rolls = (n) => plural(n, ROLLS);
export const diceCount: typeof ru.diceCount = (n) => plural(n, DICE);
export const records: typeof ru.records = (n) => plural(n, noun('record', 'records'));
export const wins: typeof ru.wins = (n) => plural(n, noun('win', 'wins'));
/** after "of": of 1 record, of 3 records */
export const recordsFrom: typeof ru.recordsFrom = (n) => plural(n, noun('record', 'records'));
