// Every slash command, in the order they are shown in menus. Adapters publish these; the core dispatches by name.
import type { CommandDefinition } from '../command.ts';
import { addbot } from './addbot.ts';
import { endgame } from './endgame.ts';
import { fair } from './fair.ts';
import { seed } from './seed.ts';
import { dice } from '../queries/dice.ts';
import { forgetme } from '../queries/forgetme.ts';
import { game } from '../queries/game.ts';
import { history } from '../queries/history.ts';
import { stats } from '../queries/stats.ts';
import { top } from '../queries/top.ts';
import { help } from './help.ts';
import { hint } from './hint.ts';
import { join } from './join.ts';
import { kick } from './kick.ts';
import { leave } from './leave.ts';
import { newgame } from './newgame.ts';
import { removebot } from './removebot.ts';
import { rules } from './rules.ts';
import { settings } from './settings.ts';
import { startgame } from './startgame.ts';
import { skip } from './skip.ts';
import { status } from './status.ts';

export const COMMANDS: CommandDefinition[] = [
  newgame,
  join,
  leave,
  startgame,
  status,
  hint,
  rules,
  settings,
  kick,
  addbot,
  removebot,
  skip,
  endgame,
  seed,
  fair,
  history,
  game,
  stats,
  top,
  dice,
  forgetme,
  help,
];

const BY_NAME = new Map(COMMANDS.map((command) => [command.name, command]));
// /start is what Telegram sends when a user opens the bot: treat it as /help.
BY_NAME.set('start', help);

export function commandByName(name: string): CommandDefinition | null {
  return BY_NAME.get(name) ?? null;
}
