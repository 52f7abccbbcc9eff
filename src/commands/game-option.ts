// The `game` option of /newgame and /rules: every game, listed with its name (Discord shows the list).
import { GAME_IDS } from '../games/types.ts';
import { gameTitle } from '../messages/ru/games.ts';
import type { CommandOption } from './command.ts';

export function gameOption(required: boolean): CommandOption {
  return { name: 'game', kind: 'string', required, choices: GAME_IDS.map((id) => ({ value: id, label: gameTitle(id) })) };
}
