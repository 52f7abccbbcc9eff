// A question about going on or banking in 1000 (issue 43): «стоит ли останавливаться?», "should I bank?", "what if I
// roll on?" — the hint's own figures (the solved policy: the chance of a bust, the turns to the goal either way),
// nothing changed. While the policy is solved the answer says so (thousand-hint.ts), the chat never waits.
import type { ThousandState } from '../games/thousand/state.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import { thousandHintOutcome } from './thousand-hint.ts';

export function thousandQuestion(game: RunningGame, state: ThousandState, cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const onTurn = state.winners === null && state.players[state.current]?.id === ctx.user.id;
  // every question of the player on turn is about the one choice 1000 leaves, rolling on or banking: «какие шансы,
  // что один кубик что-то даст?», "what's the bust chance with three dice?" name no verb
  const aboutGoingOn = cues.acts.length === 0 || cues.acts.some((a) => a.verb === 'stop' || a.verb === 'pass' || a.verb === 'roll' || a.verb === 'keep') || cues.points;
  if (!onTurn || !aboutGoingOn) return null;
  const hint = thousandHintOutcome(game, state, ctx);
  const options = (hint.events[0] as { options?: { move: unknown; expected: number }[] } | undefined)?.options;
  return { ...hint, events: [{ type: 'answer', player: ctx.user.id, ...(options ? { options } : {}) }] };
}
