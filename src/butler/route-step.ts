// Step 2: where a message goes. A query command (records, statistics) is read outside the chat's lock; a command
// or a phrase goes through the lock. A command's options are read here, once, into their typed shape (typed by the
// platform or split from the text, then checked by the command's schema: commands/declare/options.ts).
import type { CommandDefinition, QueryContext, QueryRender } from '../commands/command.ts';
import { optionsFromText, readOptions, type OptionValues } from '../commands/declare/options.ts';
import type { Intent, PhraseIntent } from '../reading/intent.ts';
import { commandByName } from '../commands/slash/index.ts';
import { readMessage } from '../reading/index.ts';
import type { IncomingDie, TypedCommand } from '../core/reply.ts';
import type { TrayPress } from '../core/tray.ts';

export type Route =
  /** `command`: the name of the command it was typed as ("/roll 2d6"): answered as unknown when it moves nothing */
  | { kind: 'phrase'; intent: PhraseIntent; command?: string }
  /** an animated emoji die (Telegram's 🎲): its own kind of message, never read as words (butler/die-step.ts) */
  | { kind: 'die'; die: IncomingDie }
  /** a press on a dice tray (core/tray.ts): read against the session's tray inside the lock (commands/tray-press.ts) */
  | { kind: 'tap'; press: TrayPress }
  /** `command` null: no such command (the chat is told so inside the lock, in its language) */
  | { kind: 'command'; name: string; command: CommandDefinition | null; options: OptionValues }
  | { kind: 'query'; name: string; run: (ctx: QueryContext) => Promise<QueryRender>; options: OptionValues };

export function routeStep(intent: Intent, typed?: TypedCommand): Route {
  if (intent.kind !== 'command') return { kind: 'phrase', intent };
  const command = commandByName(intent.name);
  if (!command) return moveCommand(intent.name, intent.args) ?? { kind: 'command', name: intent.name, command: null, options: {} };
  const options = readOptions(command.options, typed ? typed.options : optionsFromText(command.options, intent.args));
  if (command.query) return { kind: 'query', name: command.name, run: command.query, options };
  return { kind: 'command', name: intent.name, command, options };
}

/**
 * "/roll", "/roll 2d6", "/reroll 3 4", "/bank": a command no Butler has, named as a move, as players of other dice bots
 * type it — read as the phrase its name and arguments say (the writer's move, as if typed without the "/"). Null when
 * they say no move: the chat is told there is no such command.
 */
function moveCommand(name: string, args: string): Route | null {
  const intent = readMessage(`${name.replace(/_/g, ' ')} ${args}`.trim());
  return intent === null || intent.kind === 'command' ? null : { kind: 'phrase', intent, command: name };
}
