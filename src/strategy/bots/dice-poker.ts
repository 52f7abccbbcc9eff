// Dice Poker bot: in the last round it plays to win (strategy/chances: the move with the best chance to finish on
// top against the totals on the table and the others' best replies); before it, in a game of two with the
// whole-game policy injected, the move with the best chance to win the game (strategy/dice-poker/whole-game.ts);
// elsewhere, or when the move that scores most wins just as often, the exact policy when one is injected and
// ready, else the greedy policy.
import type { DicePokerState } from '../../games/dice-poker/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { dicePokerMoveChance, dicePokerWinningMove, type WinningMove } from '../chances/dice-poker-last-round.ts';
import { greedyDicePokerAction } from './dice-poker-greedy.ts';
import { isPolicyPending, type BotStrategy } from './types.ts';

export const dicePokerBot: BotStrategy<DicePokerState> = (state, player, ctx) => {
  const scoring = ctx.dicePokerPolicy?.(state, player) ?? greedyDicePokerAction(state, player);
  // a table still loading: the bot waits for it (issue 30) rather than compare against another policy's move
  if (ctx.playToWin === false || isPolicyPending(scoring)) return scoring;
  // its tables still loading: the bot waits for them too, never a move of another policy meanwhile
  const whole = scoring ? ctx.dicePokerWholeGame?.(state, player, scoring) : null;
  if (whole) return whole;
  return winningAction(state, player, scoring) ?? scoring;
};

/** The win-maximising action when it wins more often than `scoring`; null when there is no gain (or no last round). */
export function winningAction(state: DicePokerState, player: PlayerId, scoring: Action | null): Action | null {
  const best = dicePokerWinningMove(state, player);
  if (!best) return null;
  const asMove = scoring ? moveOf(state, scoring) : null;
  const scoringChance = asMove ? dicePokerMoveChance(state, player, asMove) : null;
  if (scoringChance !== null && scoringChance >= best.chance - 1e-9) return null;
  const { move } = best;
  if (move.kind === 'roll') return { type: 'roll', player, count: 5 };
  if (move.kind === 'score') return { type: 'score', player, box: move.box };
  return { type: 'roll', player, count: move.reroll.length, reroll: move.reroll };
}

function moveOf(state: DicePokerState, action: Action): WinningMove | null {
  if (action.type === 'score') return { kind: 'score', box: action.box as never };
  if (action.type !== 'roll') return null;
  if (state.turn.rolls === 0) return { kind: 'roll' };
  const keep = [...state.turn.dice].sort((a, b) => a - b);
  for (const d of action.reroll ?? []) {
    const i = keep.indexOf(d);
    if (i < 0) return null;
    keep.splice(i, 1);
  }
  return { kind: 'reroll', keep, reroll: action.reroll ?? [] };
}
