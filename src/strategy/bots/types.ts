// What a computer player's strategy sees and returns. Strategies are pure: the state in, one ordinary Action out.
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';

/**
 * A policy that is not ready yet (the Dice Poker table loading or building, the 1000 policy being solved): the bot
 * waits for `ready` and is asked again. It never plays a simpler policy meanwhile: a bot's move must depend only on
 * the stored game, not on how fast this machine solved (issue 30, point 4).
 */
export interface PolicyPending {
  pending: Promise<unknown>;
}

export function isPolicyPending(value: unknown): value is PolicyPending {
  return typeof value === 'object' && value !== null && 'pending' in value;
}

/**
 * An exact Dice Poker policy (the solver's `bestDicePokerAction` over its table), pending while the table is not
 * ready, or null when it has no answer (the bot then plays its greedy policy — the same answer on every run).
 */
export type DicePokerPolicy = (state: DicePokerState, player: PlayerId) => Action | PolicyPending | null;

/**
 * The whole-game two-player Dice Poker move (strategy/dice-poker/whole-game.ts) given the expected-score policy's
 * move `scoring`: null where it does not apply (not two players, the last round), pending while its tables are not
 * ready.
 */
export type DicePokerWholeGamePolicy = (state: DicePokerState, player: PlayerId, scoring: Action) => Action | PolicyPending | null;

/**
 * The solved 1000 policy (strategy/thousand/bot-move.ts `thousandPolicyMove`), pending while the policy for the
 * game's settings is being solved, null when it has no answer (the bot then plays its plain policy).
 */
export type ThousandPolicyMove = (state: ThousandState, player: PlayerId) => Action | PolicyPending | null;

export interface BotContext {
  dicePokerPolicy?: DicePokerPolicy | null;
  /** absent: a two-player Dice Poker game is played for score until its last round, as with three or more */
  dicePokerWholeGame?: DicePokerWholeGamePolicy | null;
  thousandPolicy?: ThousandPolicyMove | null;
  /**
   * false: score-maximising only (bench/bots.ts's baseline). Default: play to win where the chances are exact
   * (Bone Poker round 2, Dice Poker's last round), a pure function of the stored game.
   */
  playToWin?: boolean;
}

export type BotStrategy<S> = (state: S, player: PlayerId, ctx: BotContext) => Action | PolicyPending | null;
