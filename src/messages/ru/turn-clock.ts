import type { Expectation, GameId } from '../../games/types.ts';
import { mention, type PlayerRef, type Rich } from '../rich.ts';
import { capitalize, timeLeftIn } from '../shared/turn-clock.ts';
import { hintsPhrase } from './move-hints.ts';
import { ownRolls } from './games.ts';
import { agree, count, MINUTES, SECONDS } from './plural.ts';

/** The real time left: "осталось 30 секунд", "осталась 1 минута", "осталось 5 минут". */
export function timeLeft(msLeft: number): string {
  const { n, unit } = timeLeftIn(msLeft);
  return `${agree(n, LEFT_FEMININE)} ${count(n, unit === 'seconds' ? SECONDS : MINUTES)}`;
}

/** "осталась 1 минута / секунда", "осталось 2 минуты": the verb agrees with the number. */
const LEFT_FEMININE = { one: 'осталась', few: 'осталось', many: 'осталось' };

export const turnClockText = {
  reminder: (player: PlayerRef, game: GameId, expected: Expectation, msLeft: number): Rich => [
    '⏳ ',
    mention(player),
    `, ваш ход: ${hintsPhrase(expected.moves, ownRolls(game))}. ${capitalize(timeLeft(msLeft))}, потом я схожу за вас.`,
  ],
  timedOut: (player: PlayerRef, minutes: number): Rich => [
    '⏰ ',
    mention(player),
    ` не ходит ${count(minutes, MINUTES)} — делаю за игрока самый безопасный ход:`,
  ],
  skipped: (player: PlayerRef): Rich => ['⏭ Ход ', mention(player), ' пропущен по решению админа. Делаю за игрока самый безопасный ход:'],
  removed: (player: PlayerRef): Rich => [mention(player), ' выбывает из игры: три хода подряд без ответа.'],
  nothingToSkip: (): Rich => ['Сейчас нет хода, который можно пропустить: игра не идёт.'],
};
