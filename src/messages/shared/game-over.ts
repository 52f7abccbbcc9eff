// The game-over line of the games that end with winners and no scores (Craps, Bone Poker): nobody left, one
// winner, or a shared win. Which case applies is the same in every language; the words are the language's.
import type { PlayerId } from '../../games/types.ts';
import { who } from '../mentions.ts';
import type { Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';

export interface GameOverWords {
  /** everyone left or was removed */
  nobody: Rich;
  winner(players: Rich): Rich;
  shared(players: Rich): Rich;
}

export function gameOverLine(winners: readonly PlayerId[], ctx: RenderContext, words: GameOverWords): Rich {
  if (winners.length === 0) return words.nobody;
  return winners.length === 1 ? words.winner(who(winners, ctx)) : words.shared(who(winners, ctx));
}
