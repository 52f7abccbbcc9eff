// Ukrainian reminders and timeouts of the turn clock.
import { mention, type Rich } from '../rich.ts';
import type * as ru from '../ru/turn-clock.ts';
import { capitalize, timeLeftIn } from '../shared/turn-clock.ts';
import { hintsPhrase } from './move-hints.ts';
import { ownRolls } from './games.ts';
import { agree, count, MINUTES, SECONDS } from './plural.ts';

/** "залишилася 1 хвилина", "залишилося 2 хвилини", "залишилося 30 секунд": the verb agrees with the number. */
const LEFT = { one: 'залишилася', few: 'залишилося', many: 'залишилося' };

export const timeLeft: typeof ru.timeLeft = (msLeft) => {
  const { n, unit } = timeLeftIn(msLeft);
  return `${agree(n, LEFT)} ${count(n, unit === 'seconds' ? SECONDS : MINUTES)}`;
};

export const turnClockText: typeof ru.turnClockText = {
  reminder: (player, game, expected, msLeft): Rich => [
    '⏳ ',
    mention(player),
    `, ваш хід: ${hintsPhrase(expected.moves, ownRolls(game))}. ${capitalize(timeLeft(msLeft))}, далі я зроблю хід за вас.`,
  ],
  timedOut: (player, minutes): Rich => [
    '⏰ ',
    mention(player),
    ` не ходить уже ${count(minutes, MINUTES)} — роблю за гравця найбезпечніший хід:`,
  ],
  skipped: (player): Rich => ['⏭ Хід ', mention(player), ' пропущено за рішенням адміна. Роблю за гравця найбезпечніший хід:'],
  removed: (player): Rich => [mention(player), ' вибуває з гри: три ходи поспіль без відповіді.'],
  nothingToSkip: (): Rich => ['Зараз немає ходу, який можна пропустити: гра не йде.'],
};
