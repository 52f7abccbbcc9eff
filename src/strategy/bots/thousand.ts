// 1000: the solved stop-or-roll policy when the Butler was given one (production: strategy/thousand/bot-move.ts,
// which answers null while the policy for the game's settings is still being solved in a worker), else — and while
// that solve runs, so a bot never waits — a plain, documented policy:
// bank when the engine allows it (opening, pits, barrel and a pending re-roll of five are its rules, not ours) and
// either the turn is worth BANK_AT or more, or only BANK_WITH_DICE_LEFT or fewer dice are left to roll — with one or
// two dice a bust is likely (a single die scores with 1 in 3). Otherwise roll the dice left. On the barrel banking is
// never allowed, so the bot rolls until it reaches 1000 or busts, as the rules demand.
import { bankRefusal } from '../../games/thousand/bank.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import type { BotStrategy } from './types.ts';

export const BANK_AT = 300;
export const BANK_WITH_DICE_LEFT = 2;

export const thousandBot: BotStrategy<ThousandState> = (state, player, ctx) =>
  ctx.thousandPolicy?.(state, player) ?? plainThousandAction(state, player);

export function plainThousandAction(state: ThousandState, player: PlayerId): Action {
  const turn = state.turn;
  const mayBank = turn.rolls > 0 && bankRefusal(state) === null;
  if (mayBank && (turn.total >= BANK_AT || turn.diceLeft <= BANK_WITH_DICE_LEFT)) return { type: 'bank', player };
  return { type: 'roll', player, count: turn.diceLeft };
}
