// Ukrainian words for the end of every game; which line is said and the order are shared/game-over.ts.
import { bold } from '../rich.ts';
import type { GameOverWords } from '../shared/game-over.ts';
import type { RatingWords } from '../shared/rating-change.ts';

export const gameOverWords: GameOverWords = {
  nobody: ['🏁 Людей у грі не лишилося — гру закінчено без переможця.'],
  winner: (player) => ['🏆 Переможець: ', ...player, '!'],
  shared: (players) => ['🤝 Нічия — перемогу ділять: ', ...players, '.'],
  lastLeft: (player) => ['🏆 Переможець: ', ...player, ' — решта вийшли з гри.'],
  goal: (player, score) => ['🏆 ', ...player, ` набирає ${score} і перемагає!`],
  solo: (player, total) => ['🏁 Гру закінчено! Підсумок ', ...player, ': ', bold(String(total))],
  scoresHeading: ['Підсумок:'],
  scoreRow: (player, score) => ['• ', ...player, ` — ${score}`],
};

/** The rating change under the final scores (shared/rating-change.ts says the numbers: "1500 → 1523 (+23)"). */
export const ratingWords: RatingWords = {
  heading: ['📈 Рейтинг (як у /top, початковий — 1500):'],
  row: (name, change) => [`• ${name}: ${change}`],
  later: ['📈 Рейтинг оновиться трохи згодом — дивіться /top.'],
};
