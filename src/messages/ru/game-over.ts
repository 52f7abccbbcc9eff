// Russian words for the end of every game; which line is said and the order are shared/game-over.ts.
import { bold } from '../rich.ts';
import type { GameOverWords } from '../shared/game-over.ts';
import type { RatingWords } from '../shared/rating-change.ts';

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

/** The rating change under the final scores (shared/rating-change.ts says the numbers: "1500 → 1523 (+23)"). */
export const ratingWords: RatingWords = {
  heading: ['📈 Рейтинг (как в /top, начальный — 1500):'],
  row: (name, change) => [`• ${name}: ${change}`],
  later: ['📈 Рейтинг обновится чуть позже — смотрите /top.'],
};
