// Ukrainian reminders and timeouts of the turn clock; the layout is shared/turn-clock.ts.
import { turnClockIn } from '../shared/turn-clock.ts';
import { hintsPhrase } from './move-hints.ts';
import { ownRolls } from './games.ts';
import { agree, count, MINUTES, SECONDS } from './plural.ts';

/** "залишилася 1 хвилина", "залишилося 2 хвилини", "залишилося 30 секунд": the verb agrees with the number. */
const LEFT = { one: 'залишилася', few: 'залишилося', many: 'залишилося' };

export const { timeLeft, turnClockText } = turnClockIn({
  hintsPhrase,
  ownRolls,
  timeLeft: (n, unit) => `${agree(n, LEFT)} ${count(n, unit === 'seconds' ? SECONDS : MINUTES)}`,
  reminder: (moves, timeLeft) => `, ваш хід: ${moves}. ${timeLeft}, далі я зроблю хід за вас.`,
  timedOut: (minutes) => ` не ходить уже ${count(minutes, MINUTES)} — роблю за гравця найбезпечніший хід:`,
  skipped: (player) => ['⏭ Хід ', player, ' пропущено за рішенням адміна. Роблю за гравця найбезпечніший хід:'],
  removed: ' вибуває з гри: три ходи поспіль без відповіді.',
  nothingToSkip: 'Зараз немає ходу, який можна пропустити: гра не йде.',
});
