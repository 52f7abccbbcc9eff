// A slash interaction as a typed command (its options as Discord typed them: a user option is a user) and as the
// text a player would type ("/newgame bone_poker", "/kick <@123>"), which logs and the server-setting check read.
// Options are read in the order the core declares them (not the order the user filled them).
import type { ChatInputCommandInteraction } from 'discord.js';
import { commandByName } from '../../commands/slash/index.ts';
import type { TypedCommand } from '../../core/reply.ts';

export function slashCommand(interaction: ChatInputCommandInteraction): { text: string; command: TypedCommand } {
  const declared = commandByName(interaction.commandName);
  const args: string[] = [];
  const options: TypedCommand['options'] = {};
  for (const option of declared?.options ?? []) {
    if (option.kind === 'user') {
      const user = interaction.options.getUser(option.name, false);
      if (!user) continue;
      // The mention is how a reply names a user who is not a player: Discord shows it as their name.
      options[option.name] = { id: user.id, label: `<@${user.id}>` };
      args.push(`<@${user.id}>`);
    } else {
      const value = interaction.options.getString(option.name, false)?.trim();
      if (!value) continue;
      options[option.name] = value;
      args.push(value);
    }
  }
  return { text: [`/${interaction.commandName}`, ...args].join(' '), command: { name: interaction.commandName, options } };
}
