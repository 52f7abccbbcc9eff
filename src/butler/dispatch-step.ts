// The command or the phrase itself: a command's preconditions first (one refusal each, commands/declare/
// preconditions.ts), then its handler; a phrase is a move (commands/phrase-move.ts). Scripted dice that run out
// are a refusal (a test or a demo asked for more rolls than it scripted), not a crash.
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import { unmetPrecondition } from '../commands/declare/preconditions.ts';
import { handlePhrase } from '../commands/phrase-move.ts';
import { refuse } from '../commands/refuse.ts';
import { dieOutcome } from '../commands/thrown-die.ts';
import { DiceExhaustedError } from '../dice/dice-source.ts';
import { routeStep, type Route } from './route-step.ts';
import { trayPress } from '../commands/tray-press.ts';
import type { TrayPress } from '../core/tray.ts';
import { readOwnPhrase } from './parse-step.ts';

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
  if (route.kind === 'tap') return tapOutcome(route.press, ctx);
  const { command } = route;
  if (!command) return refuse(ctx.render.text.common.errors.unknownCommand(route.name), ctx.user, 'unknown_command');
  return unmetPrecondition(command, ctx.session, ctx.user, ctx.render.text) ?? command.handle(ctx);
}

/**
 * A press on a dice tray: a toggle is answered as it is; "Roll N" and a move beside it become the phrase a player
 * types, read by the same reader and played by the same path as if typed (the game's record cannot tell them apart).
 */
function tapOutcome(press: TrayPress, ctx: CommandContext): CommandOutcome | null {
  const pressed = trayPress(press, ctx);
  if (pressed.kind === 'answer') return pressed.outcome;
  const intent = readOwnPhrase(pressed.text);
  const route = intent && routeStep(intent);
  if (!route || route.kind !== 'phrase') throw new Error(`a tray's phrase is not read as a move: ${pressed.text}`);
  return run(route, ctx);
}
