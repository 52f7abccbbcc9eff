import type { Expectation, GameId } from '../../games/types.ts';
import { mention, type PlayerRef, type Rich } from '../rich.ts';
import { hintsPhrase } from './move-hints.ts';

export const turnClockText = {
  reminder: (player: PlayerRef, game: GameId, expected: Expectation, minutesLeft: number): Rich => [
    '⏳ ',
    mention(player),
    `, ваш ход: ${hintsPhrase(expected.moves, game)}. Осталось ${minutesLeft} мин., потом я схожу за вас.`,
  ],
  timedOut: (player: PlayerRef, minutes: number): Rich => [
    '⏰ ',
    mention(player),
    ` не ходит ${minutes} мин. — хожу за него/неё самым безопасным ходом:`,
  ],
  skipped: (player: PlayerRef): Rich => ['⏭ Админ пропустил ход ', mention(player), '. Хожу за него/неё:'],
  removed: (player: PlayerRef): Rich => [mention(player), ' пропустил(а) три хода подряд и выбывает из игры.'],
  nothingToSkip: (): Rich => ['Сейчас нет хода, который можно пропустить: игра не идёт.'],
};
