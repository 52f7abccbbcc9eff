import { reply, type CommandDefinition } from '../command.ts';

export const help: CommandDefinition = {
  name: 'help',
  admin: false,
  options: [],
  handle: ({ render }) => reply(render.text.help.helpText()),
};
