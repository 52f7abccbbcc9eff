// The `game` option of /newgame and /rules: every game, listed with its name in the default language (Discord shows
// the list; its menus carry each language's names, adapters/discord/command-data.ts).
import { gameIds } from '../core/hosted-games.ts';
import { textFor } from '../messages/index.ts';
import { DEFAULT_LANGUAGE } from '../core/language.ts';
import type { CommandOption } from './command.ts';

export function gameOption(required: boolean): CommandOption {
  return { name: 'game', kind: 'string', required, choices: gameIds().map((id) => ({ value: id, label: textFor(DEFAULT_LANGUAGE).games.gameTitle(id) })) };
}
