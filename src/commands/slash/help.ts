import { reply, type CommandDefinition } from '../command.ts';

export const help: CommandDefinition = {
  name: 'help',
  options: [],
  handle: ({ render }) => reply(render.text.help.helpText()),
};
