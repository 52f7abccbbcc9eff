// Russian reminders and timeouts of the turn clock; the layout is shared/turn-clock.ts.
import { turnClockIn } from '../shared/turn-clock.ts';
import { hintsPhrase } from './move-hints.ts';
import { ownRolls } from './games.ts';
import { agree, count, MINUTES, SECONDS } from './plural.ts';

/** "осталась 1 минута / секунда", "осталось 2 минуты": the verb agrees with the number. */
const LEFT_FEMININE = { one: 'осталась', few: 'осталось', many: 'осталось' };

export const { timeLeft, turnClockText } = turnClockIn({
  hintsPhrase,
  ownRolls,
  /** "осталось 30 секунд", "осталась 1 минута", "осталось 5 минут" */
  timeLeft: (n, unit) => `${agree(n, LEFT_FEMININE)} ${count(n, unit === 'seconds' ? SECONDS : MINUTES)}`,
  reminder: (moves, timeLeft) => `, ваш ход: ${moves}. ${timeLeft}, потом я схожу за вас.`,
  timedOut: (minutes) => ` не ходит ${count(minutes, MINUTES)} — делаю за игрока самый безопасный ход:`,
  skipped: (player) => ['⏭ Ход ', player, ' пропущен по решению админа. Делаю за игрока самый безопасный ход:'],
  removed: ' выбывает из игры: три хода подряд без ответа.',
  nothingToSkip: 'Сейчас нет хода, который можно пропустить: игра не идёт.',
});
