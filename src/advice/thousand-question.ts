// A question about going on or banking in 1000 (issue 43): «стоит ли останавливаться?», "should I bank?", "what if I
// roll on?", «какие шансы не сгореть на двух кубиках?» — the hint's own figures (the solved policy: the chance of a
// bust, the turns to the goal either way), nothing changed. While the policy is solved the answer gives the chance of
// a bust at once and the rest follows by itself (thousand-hint.ts): every odds question gets its number (RULES.md §1).
import type { ThousandState } from '../games/thousand/state.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import { thousandHintOutcome } from './thousand-hint.ts';

export function thousandQuestion(game: RunningGame, state: ThousandState, cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const onTurn = state.winners === null && state.players[state.current]?.id === ctx.user.id;
  // every question of the player on turn is about the one choice 1000 leaves, rolling on or banking (writing the turn
  // down is banking it): «какие шансы, что один кубик что-то даст?», "what's the chance of scoring anything with two
  // dice?" name no verb of their own
  if (!onTurn) return null;
  // the dice the question names («на двух кубиках», "with three dice"), when it names a count a roll may have
  const dice = cues.count !== null && cues.count >= 1 && cues.count <= 5 ? cues.count : undefined;
  const hint = thousandHintOutcome(game, state, ctx, dice);
  const first = hint.events[0] as { options?: { move: unknown; expected: number }[]; dice?: number; emptyChance?: number } | undefined;
  const figures = first?.emptyChance !== undefined ? { dice: first.dice, emptyChance: first.emptyChance } : {};
  const options = first?.options && first.options.length > 0 ? { options: first.options } : {};
  // (the hint's outcome as it is — its follow-up too — with the question's answer event)
  return { ...hint, events: [{ type: 'answer', player: ctx.user.id, ...options, ...figures }] };
}
