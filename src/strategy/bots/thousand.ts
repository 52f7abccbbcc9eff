// 1000: a plain, documented policy until the 1000 solver replaces it (the next issue).
// Bank when the engine allows it (opening, pits, barrel and a pending re-roll of five are its rules, not ours) and
// either the turn is worth BANK_AT or more, or only BANK_WITH_DICE_LEFT or fewer dice are left to roll — with one or
// two dice a bust is likely (a single die scores with 1 in 3). Otherwise roll the dice left. On the barrel banking is
// never allowed, so the bot rolls until it reaches 1000 or busts, as the rules demand.
import { bankRefusal } from '../../games/thousand/bank.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { BotStrategy } from './types.ts';

export const BANK_AT = 300;
export const BANK_WITH_DICE_LEFT = 2;

export const thousandBot: BotStrategy<ThousandState> = (state, player) => {
  const turn = state.turn;
  const mayBank = turn.rolls > 0 && bankRefusal(state) === null;
  if (mayBank && (turn.total >= BANK_AT || turn.diceLeft <= BANK_WITH_DICE_LEFT)) return { type: 'bank', player };
  return { type: 'roll', player, count: turn.diceLeft };
};
