// What a computer player's strategy sees and returns. Strategies are pure: the state in, one ordinary Action out.
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';

/**
 * An exact Dice Poker policy (the solver's `bestDicePokerAction` over its table), or null while the table is not
 * available (still building, failed): the bot then falls back to its greedy policy, so it never stalls.
 */
export type DicePokerPolicy = (state: DicePokerState, player: PlayerId) => Action | null;

/**
 * The solved 1000 policy (strategy/thousand/bot-move.ts `thousandPolicyMove`), answering null while the policy for
 * the game's settings is being solved: the bot then plays its plain policy for that move.
 */
export type ThousandPolicyMove = (state: ThousandState, player: PlayerId) => Action | null;

export interface BotContext {
  dicePokerPolicy?: DicePokerPolicy | null;
  thousandPolicy?: ThousandPolicyMove | null;
  /**
   * false: score-maximising only (bench/bots.ts's baseline). Default: play to win where the chances are exact
   * (Bone Poker round 2, Dice Poker's last round), a pure function of the stored game.
   */
  playToWin?: boolean;
}

export type BotStrategy<S> = (state: S, player: PlayerId, ctx: BotContext) => Action | null;
