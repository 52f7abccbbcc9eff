// A slash interaction as the text a player would type: "/newgame bone_poker", "/kick <@123>", "/settings время 60".
// Options are read in the order the core declares them (not the order the user filled them); a user option becomes
// a <@id> mention, which the core's player finder understands.
import type { ChatInputCommandInteraction } from 'discord.js';
import { commandByName } from '../../commands/slash/index.ts';

export function slashText(interaction: ChatInputCommandInteraction): string {
  const command = commandByName(interaction.commandName);
  const args: string[] = [];
  for (const option of command?.options ?? []) {
    if (option.kind === 'user') {
      const user = interaction.options.getUser(option.name, false);
      if (user) args.push(`<@${user.id}>`);
    } else {
      const value = interaction.options.getString(option.name, false)?.trim();
      if (value) args.push(value);
    }
  }
  return [`/${interaction.commandName}`, ...args].join(' ');
}
