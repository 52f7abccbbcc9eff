// The command menu Telegram shows when someone types "/": everyone's commands in the default scope, every command
// for chat administrators and in private chats (where the user is the admin). Russian by default; Ukrainian and
// English for users whose Telegram is in those languages.
import type { BotCommand, BotCommandScope, LanguageCode } from 'grammy/types';
import { adminOnly, type CommandDefinition } from '../../commands/command.ts';
import { COMMANDS } from '../../commands/slash/index.ts';
import type { Logger } from '../../log.ts';
import { textFor } from '../../messages/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../core/language.ts';

export interface CommandMenu {
  scope: BotCommandScope;
  language_code?: LanguageCode;
  commands: BotCommand[];
}

// Only commands for admins alone (adminOnly) are left out of everyone's menu; /settings (admin only to change) is
// shown to everyone.

function describe(commands: CommandDefinition[], language: Language): BotCommand[] {
  return commands.map((command) => ({
    command: command.name,
    description: (textFor(language).commands.commandMenu.commands[command.name] ?? command.name).slice(0, 256),
  }));
}

export function commandMenus(commands: CommandDefinition[] = COMMANDS): CommandMenu[] {
  const everyone = commands.filter((command) => !adminOnly(command));
  const menus: CommandMenu[] = [];
  // The default menu (no language_code) is Russian, the Butler's own; each other language gets its own menus.
  for (const language of LANGUAGES) {
    const lang = language === DEFAULT_LANGUAGE ? {} : { language_code: language as LanguageCode };
    menus.push(
      { scope: { type: 'default' }, ...lang, commands: describe(everyone, language) },
      { scope: { type: 'all_chat_administrators' }, ...lang, commands: describe(commands, language) },
      { scope: { type: 'all_private_chats' }, ...lang, commands: describe(commands, language) },
    );
  }
  return menus;
}

export type SetMyCommands = (
  commands: BotCommand[],
  other: { scope: BotCommandScope; language_code?: LanguageCode },
) => Promise<unknown>;

/**
 * Publishes every menu; a failure is logged once (with the first error) and the others are still tried: the bot
 * works without a menu, e.g. against a Bot API server that lacks setMyCommands.
 */
export async function publishCommandMenus(setMyCommands: SetMyCommands, logger: Logger): Promise<number> {
  const menus = commandMenus();
  let published = 0;
  let firstError: unknown;
  for (const menu of menus) {
    try {
      await setMyCommands(menu.commands, {
        scope: menu.scope,
        ...(menu.language_code ? { language_code: menu.language_code } : {}),
      });
      published++;
    } catch (error) {
      firstError ??= error;
    }
  }
  if (published < menus.length) {
    logger.warn({ err: firstError, failed: menus.length - published, of: menus.length }, 'setMyCommands failed');
  }
  return published;
}
