// The command or the phrase itself: a command's preconditions first (one refusal each, commands/declare/
// preconditions.ts), then its handler; a phrase is a move (commands/phrase-move.ts). Scripted dice that run out
// are a refusal (a test or a demo asked for more rolls than it scripted), not a crash.
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import { unmetPrecondition } from '../commands/declare/preconditions.ts';
import { handlePhrase } from '../commands/phrase-move.ts';
import { refuse } from '../commands/refuse.ts';
import { dieOutcome } from '../commands/thrown-die.ts';
import { DiceExhaustedError } from '../dice/dice-source.ts';
import type { Route } from './route-step.ts';

export function dispatchStep(route: Exclude<Route, { kind: 'query' }>, ctx: CommandContext): CommandOutcome | null {
  try {
    return run(route, ctx);
  } catch (error) {
    if (!(error instanceof DiceExhaustedError)) throw error;
    return refuse(ctx.render.text.common.errors.diceExhausted(), ctx.user, 'dice_exhausted');
  }
}

function run(route: Exclude<Route, { kind: 'query' }>, ctx: CommandContext): CommandOutcome | null {
  if (route.kind === 'phrase') {
    const outcome = handlePhrase(route.intent, ctx);
    // a command typed as a move ("/bank" with no game) that moves nothing is still a command: never met with silence
    if (outcome === null && route.command !== undefined) return refuse(ctx.render.text.common.errors.unknownCommand(route.command), ctx.user, 'unknown_command');
    return outcome;
  }
  if (route.kind === 'die') return dieOutcome(route.die, ctx);
  const { command } = route;
  if (!command) return refuse(ctx.render.text.common.errors.unknownCommand(route.name), ctx.user, 'unknown_command');
  return unmetPrecondition(command, ctx.session, ctx.user, ctx.render.text) ?? command.handle(ctx);
}
