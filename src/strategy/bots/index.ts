// The computer players' strategies, one per game, behind one door: botMove(game, state, player, ctx) → Action.
import type { GameId, PlayerId, Action } from '../../games/types.ts';
import { bonePokerBot } from './bone-poker.ts';
import { crapsBot } from './craps.ts';
import { dicePokerBot } from './dice-poker.ts';
import { thousandBot } from './thousand.ts';
import type { BotContext, BotStrategy } from './types.ts';

export type { BotContext, DicePokerPolicy, ThousandPolicyMove } from './types.ts';

const STRATEGIES: Record<GameId, BotStrategy<any>> = {
  craps: crapsBot,
  bone_poker: bonePokerBot,
  dice_poker: dicePokerBot,
  thousand: thousandBot,
};

/** The bot's move now, or null when it has none (not its turn): the caller then falls back to the engine's autoMove. */
export function botMove(game: GameId, state: unknown, player: PlayerId, ctx: BotContext = {}): Action | null {
  return STRATEGIES[game](state, player, ctx);
}
