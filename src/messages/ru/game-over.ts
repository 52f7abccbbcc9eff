// Russian words for the end of every game; which line is said and the order are shared/game-over.ts.
import { bold } from '../rich.ts';
import type { GameOverWords } from '../shared/game-over.ts';

export const gameOverWords: GameOverWords = {
  nobody: ['🏁 Людей в игре не осталось — игра окончена без победителя.'],
  winner: (player) => ['🏆 Победитель: ', ...player, '!'],
  shared: (players) => ['🤝 Ничья — победу делят: ', ...players, '.'],
  lastLeft: (player) => ['🏆 Победитель: ', ...player, ' — остальные вышли из игры.'],
  goal: (player, score) => ['🏆 ', ...player, ` набирает ${score} и побеждает!`],
  solo: (player, total) => ['🏁 Игра окончена! Итог ', ...player, ': ', bold(String(total))],
  scoresHeading: ['Итог:'],
  scoreRow: (player, score) => ['• ', ...player, ` — ${score}`],
};
