// The slash commands as Discord sees them, derived from the core's COMMANDS and the catalogue's descriptions, so a
// new core command appears in Discord by running `npm run deploy-commands`. Built through discord.js's builders,
// which check Discord's rules (names, lengths, choice counts) before anything is sent.
//
// Locale decision: Russian is the default description (the Butler answers in Russian, and a user whose client
// is in any other language sees the same language the replies use); English is given through Discord's
// localization fields for en-US and en-GB clients.
import {
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  SlashCommandStringOption,
  SlashCommandUserOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandDefinition, CommandOption } from '../../commands/command.ts';
import { COMMANDS } from '../../commands/slash/index.ts';
import { GAME_TITLES_EN } from '../../messages/ru/discord.ts';
import { COMMAND_DESCRIPTIONS, OPTION_DESCRIPTIONS } from '../../messages/ru/help.ts';

export type CommandData = RESTPostAPIChatInputApplicationCommandsJSONBody;

const ENGLISH = ['en-US', 'en-GB'] as const;

function english(text: string): Record<(typeof ENGLISH)[number], string> {
  return { 'en-US': text, 'en-GB': text };
}

function describe(table: Record<string, { ru: string; en: string }>, name: string, what: string) {
  const description = table[name];
  if (!description) throw new Error(`no description for the ${what} "${name}" in messages/ru/help.ts`);
  return description;
}

function stringOption(option: CommandOption): SlashCommandStringOption {
  const d = describe(OPTION_DESCRIPTIONS, option.name, 'option');
  const built = new SlashCommandStringOption()
    .setName(option.name)
    .setDescription(d.ru)
    .setDescriptionLocalizations(english(d.en))
    .setRequired(option.required);
  if (option.choices?.length) {
    built.addChoices(
      option.choices.map(({ value, label }) => {
        const en = (GAME_TITLES_EN as Record<string, string | undefined>)[value];
        return { name: label, value, ...(en ? { name_localizations: english(en) } : {}) };
      }),
    );
  }
  return built;
}

function userOption(option: CommandOption): SlashCommandUserOption {
  const d = describe(OPTION_DESCRIPTIONS, option.name, 'option');
  return new SlashCommandUserOption()
    .setName(option.name)
    .setDescription(d.ru)
    .setDescriptionLocalizations(english(d.en))
    .setRequired(option.required);
}

export function commandData(command: CommandDefinition): CommandData {
  const d = describe(COMMAND_DESCRIPTIONS, command.name, 'command');
  const builder = new SlashCommandBuilder()
    .setName(command.name)
    .setDescription(d.ru)
    .setDescriptionLocalizations(english(d.en))
    // One table per server channel: the commands make no sense in DMs.
    .setContexts(InteractionContextType.Guild);
  // Hidden from members without Manage Server by default (server admins may change that in their settings, which
  // is why the Butler checks again when the command runs). /settings only shows without arguments: visible to all.
  if (command.admin === true) builder.setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild);
  // Discord wants required options before optional ones; the core lists them that way already.
  for (const option of command.options) {
    if (option.kind === 'user') builder.addUserOption(userOption(option));
    else builder.addStringOption(stringOption(option));
  }
  return builder.toJSON();
}

/** Every command, in the core's order (the order matters for the change hash only). */
export function buildCommandData(commands: readonly CommandDefinition[] = COMMANDS): CommandData[] {
  return commands.map(commandData);
}
