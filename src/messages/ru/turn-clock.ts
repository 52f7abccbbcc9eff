import type { Expectation, GameId } from '../../games/types.ts';
import { mention, type PlayerRef, type Rich } from '../rich.ts';
import { hintsPhrase } from './move-hints.ts';
import { agree, count, MINUTES, SECONDS } from './plural.ts';

/** Below this the time left is said in seconds: "осталось 30 секунд", not a rounded-up "1 мин.". */
const SECONDS_BELOW = 90;

/** The real time left: "осталось 30 секунд", "осталась 1 минута", "осталось 5 минут". */
export function timeLeft(msLeft: number): string {
  const seconds = Math.max(1, Math.round(msLeft / 1000));
  if (seconds < SECONDS_BELOW) return `${agree(seconds, LEFT_FEMININE)} ${count(seconds, SECONDS)}`;
  const minutes = Math.round(seconds / 60);
  return `${agree(minutes, LEFT_FEMININE)} ${count(minutes, MINUTES)}`;
}

/** "осталась 1 минута / секунда", "осталось 2 минуты": the verb agrees with the number. */
const LEFT_FEMININE = { one: 'осталась', few: 'осталось', many: 'осталось' };

export const turnClockText = {
  reminder: (player: PlayerRef, game: GameId, expected: Expectation, msLeft: number): Rich => [
    '⏳ ',
    mention(player),
    `, ваш ход: ${hintsPhrase(expected.moves, game)}. ${capitalize(timeLeft(msLeft))}, потом я схожу за вас.`,
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

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
