import { helpText } from '../../messages/ru/help.ts';
import { reply, type CommandDefinition } from '../command.ts';

export const help: CommandDefinition = {
  name: 'help',
  admin: false,
  options: [],
  handle: () => reply(helpText()),
};
