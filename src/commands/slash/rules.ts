import { settingsOf } from '../../core/hosted-games.ts';
import { lines } from '../../messages/rich.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
import { refuse } from '../refuse.ts';
import { gameByName } from '../game-names.ts';
import { gameOption } from '../game-option.ts';
import { playersThrow } from '../../sessions/thrown-dice.ts';
import { DICE_SETTING } from '../settings-keys.ts';

/** /rules [game]: the rules of the named game, else of the game being played, else the list of games. */
export const rules: CommandDefinition = {
  name: 'rules',
  options: [gameOption(false)],
  handle({ session, user, options, render }) {
    const args = optionText(options.game);
    const { errors } = render.text.common;
    const { gameMessages } = render.text.games;
    const { rulesIndex } = render.text.help;
    const { botText } = render.text.bots;
    const named = args.trim() ? gameByName(args) : null;
    if (args.trim() && !named) return refuse(errors.unknownGame(args.trim()), user, 'unknown_game');
    const id = named ?? session.game?.id ?? session.lobby?.game ?? null;
    if (!id) return reply(rulesIndex());
    const settings = session.game?.id === id ? session.game.settings : settingsOf(id, session.settings);
    // Who throws the dice here (issue 44): the running game's own seal, else the chat's `dice` setting.
    const thrown = session.game ? playersThrow(session.game) : session.settings[DICE_SETTING.key] === 'telegram';
    const dice = thrown ? render.text.fair.fairText.sealed('telegram', '') : undefined;
    return reply(lines(gameMessages(id).rules(settings), dice, botText.note()));
  },
};
