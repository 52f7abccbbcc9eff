// The slash commands as Discord sees them, derived from the core's COMMANDS and the catalogue's descriptions, so a
// new core command appears in Discord by running `npm run deploy-commands`. Built through discord.js's builders,
// which check Discord's rules (names, lengths, choice counts) before anything is sent.
//
// Locale decision: Russian is the default description (the Butler's default language, seen by clients in any
// other language); Ukrainian (uk) and English (en-US, en-GB) go in Discord's localization fields. The texts are
// each language's messages/<language>/commands.ts.
import {
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  SlashCommandStringOption,
  SlashCommandUserOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { adminOnly, type CommandDefinition, type CommandOption } from '../../commands/command.ts';
import { COMMANDS } from '../../commands/slash/index.ts';
import type { GameId } from '../../games/types.ts';
import { textFor } from '../../messages/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../core/language.ts';

export type CommandData = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Discord's locales for each language other than the default one. */
const LOCALES: Record<Exclude<Language, 'ru'>, readonly ('uk' | 'en-US' | 'en-GB')[]> = {
  uk: ['uk'],
  en: ['en-US', 'en-GB'],
};

type Menu = ReturnType<typeof textFor>['commands']['commandMenu'];

/** A text in the default language and its localizations, from each language's command menu. */
function localized(pick: (menu: Menu) => string | undefined, what: string) {
  const text = (language: Language) => {
    const found = pick(textFor(language).commands.commandMenu);
    if (!found) throw new Error(`no ${what} in messages/${language}/commands.ts`);
    return found;
  };
  const localizations: Partial<Record<'uk' | 'en-US' | 'en-GB', string>> = {};
  for (const [language, locales] of Object.entries(LOCALES) as [Exclude<Language, 'ru'>, readonly ('uk' | 'en-US' | 'en-GB')[]][]) {
    for (const locale of locales) localizations[locale] = text(language);
  }
  return { text: text(DEFAULT_LANGUAGE), localizations };
}

const describe = (kind: 'commands' | 'options', name: string) =>
  localized((menu) => menu[kind][name], `description for the ${kind === 'commands' ? 'command' : 'option'} "${name}"`);

function stringOption(option: CommandOption): SlashCommandStringOption {
  const d = describe('options', option.name);
  const built = new SlashCommandStringOption()
    .setName(option.name)
    .setDescription(d.text)
    .setDescriptionLocalizations(d.localizations)
    .setRequired(option.required);
  if (option.choices?.length) {
    built.addChoices(
      option.choices.map(({ value, label }) => {
        const game = localized((menu) => (menu.games as Record<string, string | undefined>)[value as GameId], `game "${value}"`);
        return { name: label, value, name_localizations: game.localizations };
      }),
    );
  }
  return built;
}

function userOption(option: CommandOption): SlashCommandUserOption {
  const d = describe('options', option.name);
  return new SlashCommandUserOption()
    .setName(option.name)
    .setDescription(d.text)
    .setDescriptionLocalizations(d.localizations)
    .setRequired(option.required);
}

export function commandData(command: CommandDefinition): CommandData {
  const d = describe('commands', command.name);
  const builder = new SlashCommandBuilder()
    .setName(command.name)
    .setDescription(d.text)
    .setDescriptionLocalizations(d.localizations)
    // One table per server channel: the commands make no sense in DMs.
    .setContexts(InteractionContextType.Guild);
  // Hidden from members without Manage Server by default (server admins may change that in their settings, which
  // is why the Butler checks again when the command runs). /settings only shows without arguments: visible to all.
  if (adminOnly(command)) builder.setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild);
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
