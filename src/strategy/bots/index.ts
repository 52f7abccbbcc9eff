// The computer players' strategies, one per game, behind one door: botMove(game, state, player, ctx) → Action.
import type { GameId, PlayerId, Action } from '../../games/types.ts';
import { hostedGames } from '../../core/hosted-games.ts';
import { bonePokerBot } from './bone-poker.ts';
import { crapsBot } from './craps.ts';
import { dicePokerBot } from './dice-poker.ts';
import { thousandBot } from './thousand.ts';
import type { BotContext, BotStrategy, PolicyPending } from './types.ts';

export type { BotContext, DicePokerPolicy, DicePokerWholeGamePolicy, PolicyPending, ThousandPolicyMove } from './types.ts';
export { isPolicyPending } from './types.ts';

const STRATEGIES: Record<GameId, BotStrategy<any>> = {
  craps: crapsBot,
  bone_poker: bonePokerBot,
  dice_poker: dicePokerBot,
  thousand: thousandBot,
};

/**
 * The bot's move now; pending while its policy is not ready (the caller waits, then asks again); null when it has
 * none (not its turn): the caller then falls back to the engine's autoMove.
 */
export function botMove(game: GameId, state: unknown, player: PlayerId, ctx: BotContext = {}): Action | PolicyPending | null {
  // the hosted game's module's strategy (core/hosted-games.ts); outside a Butler, the four games' own
  const hosted = hostedGames();
  if (hosted) return hosted.botMove(game, state, player, ctx);
  const strategy = STRATEGIES[game];
  if (!strategy) throw new Error(`no computer player for game "${game}"`);
  return strategy(state, player, ctx);
}
