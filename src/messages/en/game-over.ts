// English words for the end of every game; which line is said and the order are shared/game-over.ts.
import { bold } from '../rich.ts';
import type { GameOverWords } from '../shared/game-over.ts';
import type { RatingWords } from '../shared/rating-change.ts';

export const gameOverWords: GameOverWords = {
  nobody: ['🏁 No people are left in the game: it ends with no winner.'],
  winner: (player) => ['🏆 Winner: ', ...player, '!'],
  shared: (players) => ['🤝 A tie — the win is shared: ', ...players, '.'],
  lastLeft: (player) => ['🏆 Winner: ', ...player, ', as everyone else has left the game.'],
  goal: (player, score) => ['🏆 ', ...player, ` reaches ${score} and wins!`],
  solo: (player, total) => ['🏁 Game over! Final score for ', ...player, ': ', bold(String(total))],
  scoresHeading: ['Final scores:'],
  scoreRow: (player, score) => ['• ', ...player, ` — ${score}`],
};

/** The rating change under the final scores (shared/rating-change.ts says the numbers: "1500 → 1523 (+23)"). */
export const ratingWords: RatingWords = {
  heading: ['📈 Rating (as in /top; everyone starts at 1500):'],
  row: (name, change) => [`• ${name}: ${change}`],
  later: ['📈 The rating updates shortly — see /top.'],
};
