// The headline of a game's end, worded the same in every game: nobody left, one winner, or a draw. Each game says
// which of its own facts go into it (a goal reached, a common score, a shared win); the rest of its game-over reply
// (scores, showdown) stays with the game's renderer.
import type { PlayerId } from '../../games/types.ts';
import { who } from '../mentions.ts';
import type { Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';

export interface GameEnding {
  winners: readonly PlayerId[];
  /** the one winner is the last player left: everybody else left the game (RULES §6) */
  lastOneLeft?: boolean;
  /** the one winner reached the goal with this score (1000) */
  reached?: number;
  /** the score every drawn player has, where the game counts one (Dice Poker) */
  drawScore?: number;
  /** a draw shares the win, and Bone Poker players expect to hear so */
  sharedWin?: boolean;
  /** Dice Poker marks every end of its game with a flag, the empty one too */
  flag?: boolean;
}

export function gameOverLine(end: GameEnding, ctx: RenderContext): Rich {
  const { winners } = end;
  if (winners.length === 0) return [`${end.flag ? '🏁 ' : ''}Игра окончена: в игре никого не осталось.`];
  if (winners.length === 1) {
    if (end.reached !== undefined) return ['🏆 ', ...who(winners, ctx), ` набирает ${end.reached} и побеждает!`];
    return ['🏆 Победитель: ', ...who(winners, ctx), end.lastOneLeft ? ' — остальные вышли из игры.' : '!'];
  }
  const draw = end.sharedWin ? '🤝 Ничья — победу делят: ' : '🤝 Ничья: ';
  return [draw, ...who(winners, ctx), end.drawScore !== undefined ? ` — по ${end.drawScore}.` : '.'];
}
