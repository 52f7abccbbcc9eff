// The 1000 hint: «Хватит» or roll on for the player on turn, with the odds and the expected turns to the goal for
// each choice, from the solved policy for the channel's game settings. The first ask for new settings starts the
// solve in a worker thread and says so; a chat never waits for it.
import type { ThousandState } from '../games/thousand/state.ts';
import type { RunningGame } from '../sessions/session.ts';
import { thousandAdvice } from '../strategy/thousand/advice.ts';
import { getThousandPolicy } from '../strategy/thousand/policy-service.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';

export function thousandHintOutcome(_game: RunningGame, state: ThousandState, ctx: CommandContext): CommandOutcome {
  const { thousandHint, thousandHintNone, thousandHintPending } = ctx.render.text.thousandHint;
  const policy = getThousandPolicy(state.settings);
  if (!policy) return { rich: thousandHintPending(), events: [{ type: 'hint', player: ctx.user.id, options: [], pending: true }], private: true };
  const player = state.winners === null ? state.players[state.current]?.id : undefined;
  const advice = player ? thousandAdvice(policy, state, player) : null;
  if (!player || !advice) return { rich: thousandHintNone(), events: [], private: true };
  // `expected` here is the expected number of turns still needed to reach the goal after this one (lower is
  // better), where Dice Poker's is the expected final total.
  const roll = { move: { kind: 'roll', dice: advice.dice }, expected: Number(advice.rollTurns.toFixed(4)) };
  const bank = advice.bankTurns === null ? null : { move: { kind: 'bank' }, expected: Number(advice.bankTurns.toFixed(4)) };
  const options = bank ? (advice.best === 'bank' ? [bank, roll] : [roll, bank]) : [roll];
  return { rich: thousandHint(advice), events: [{ type: 'hint', player, options }], private: true };
}
