// Ukrainian words for the end of every game; which line is said and the order are shared/game-over.ts.
import { bold } from '../rich.ts';
import type { GameOverWords } from '../shared/game-over.ts';

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
