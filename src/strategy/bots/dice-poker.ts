// Dice Poker bot: the exact policy when one is injected and ready, else the greedy policy.
import type { DicePokerState } from '../../games/dice-poker/state.ts';
import { greedyDicePokerAction } from './dice-poker-greedy.ts';
import type { BotStrategy } from './types.ts';

export const dicePokerBot: BotStrategy<DicePokerState> = (state, player, ctx) =>
  ctx.dicePokerPolicy?.(state, player) ?? greedyDicePokerAction(state, player);
