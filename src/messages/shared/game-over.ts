// The end of every game, in every language: one verdict line (how the game ended), then the final scores of the
// games that keep them. A game only says which verdict its end is (`verdictOf` with its own facts); each language
// gives the words once, in its game-over.ts, and every game uses those same words.
import type { PlayerId } from '../../games/types.ts';
import { who } from '../mentions.ts';
import type { Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { entryOf } from '../../games/with-entry.ts';

export type GameOverVerdict =
  /** no person is left: everyone left or was removed (computer players do not play on alone, RULES §6) */
  | { kind: 'nobody' }
  /** one winner, or a win shared by several (the final scores, where kept, show the common score) */
  | { kind: 'won'; winners: readonly PlayerId[] }
  /** the game ended because everyone else left (RULES §6) */
  | { kind: 'last_left'; winner: PlayerId }
  /** 1000: the goal reached */
  | { kind: 'goal'; winner: PlayerId; score: number }
  /** a game of one played to its end: there is nobody to beat, only a total */
  | { kind: 'solo'; player: PlayerId; total: number };

export interface GameOverWords {
  /** also said by itself when the last person leaves a game that computer players would go on with */
  nobody: Rich;
  winner(player: Rich): Rich;
  shared(players: Rich): Rich;
  lastLeft(player: Rich): Rich;
  goal(player: Rich, score: number): Rich;
  solo(player: Rich, total: number): Rich;
  /** the heading of the final scores */
  scoresHeading: Rich;
  scoreRow(player: Rich, score: number): Rich;
}

/** What a game knows at its end. */
export interface GameEnd {
  winners: readonly PlayerId[];
  /** the final scores of a game that keeps them, else null (Craps, Bone Poker) */
  scores: Readonly<Record<PlayerId, number>> | null;
  /** the game ended because the others left, not by play */
  lastLeft: boolean;
  /** the score that wins by reaching it (1000), else null */
  goal: number | null;
}

/** The end of a game that keeps no scores and names its winners only (Craps, Bone Poker). */
export function winnersOnly(winners: readonly PlayerId[]): GameEnd {
  return { winners, scores: null, lastLeft: false, goal: null };
}

export function verdictOf(end: GameEnd): GameOverVerdict {
  const [first] = end.winners;
  if (first === undefined) return { kind: 'nobody' };
  const score = entryOf(end.scores, first);
  if (end.lastLeft) return { kind: 'last_left', winner: first };
  if (end.goal !== null && score !== undefined && score >= end.goal) return { kind: 'goal', winner: first, score };
  if (end.scores !== null && Object.keys(end.scores).length === 1) return { kind: 'solo', player: first, total: score ?? 0 };
  return { kind: 'won', winners: end.winners };
}

function verdictLine(verdict: GameOverVerdict, ctx: RenderContext, words: GameOverWords): Rich {
  switch (verdict.kind) {
    case 'nobody':
      return words.nobody;
    case 'won':
      return verdict.winners.length === 1 ? words.winner(who(verdict.winners, ctx)) : words.shared(who(verdict.winners, ctx));
    case 'last_left':
      return words.lastLeft(who([verdict.winner], ctx));
    case 'goal':
      return words.goal(who([verdict.winner], ctx), verdict.score);
    case 'solo':
      return words.solo(who([verdict.player], ctx), verdict.total);
  }
}

/** The verdict, then the final scores best first (not for a solo game: its verdict already gives the total). */
export function gameOverLines(end: GameEnd, ctx: RenderContext, words: GameOverWords): Rich[] {
  const verdict = verdictOf(end);
  const out: Rich[] = [verdictLine(verdict, ctx, words)];
  const ranked = Object.entries(end.scores ?? {}).sort(([, a], [, b]) => b - a);
  if (verdict.kind !== 'solo' && ranked.length > 0) {
    out.push(words.scoresHeading);
    for (const [id, score] of ranked) out.push(words.scoreRow(who([id], ctx), score));
  }
  return out;
}
