// English words for the end of every game; which line is said and the order are shared/game-over.ts.
import { bold } from '../rich.ts';
import type { GameOverWords } from '../shared/game-over.ts';

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
