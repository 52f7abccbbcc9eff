// The /help text and the /rules index in Russian.
import { bold, lines, type Rich } from '../rich.ts';
import { titlesWithIds } from '../shared/common.ts';
import { hintGames, hostsGame, rulesIndexIn } from '../shared/help.ts';
import { gameTitle } from './games.ts';

/** The command menus' descriptions hold every language at once (a platform takes them together). */
export { COMMAND_DESCRIPTIONS, OPTION_DESCRIPTIONS } from '../shared/command-descriptions.ts';

export function helpText(): Rich {
  return lines(
    ['🎩 ', bold('Дворецкий'), ' ведёт игры в кости в этом чате.'],
    [bold('Броски'), ' — пишите в чат:'],
    ['«бросаю кости» (2) · «бросаю 3 кости» · «бросаю покер» (5) · «кидаю кубик» (1)'],
    ['«Перебрасываю 4, 5 и 1, бросаю 3 кости» · «Пас» · «Хватит» · «Записываю в каре»'],
    ['Можно и своими словами: «оставляю 6 и 6» · «перебрасываю единицу» · «пишу в шанс» · «ну хватит»'],
    [bold('Команды')],
    [
      '/newgame <игра> — открыть (админ)\n/join — играть · /leave — выйти\n/startgame — начать (админ)\n' +
        '/status — кто ходит и счёт\n' +
        `/hint — подсказка лучшего хода (или «подскажи»): ${hintGames(gameTitle, { bone_poker: ' во втором круге' })}` +
        (hostsGame('craps') ? `; в игре ${gameTitle('craps')} спросите «какие шансы выкинуть семёрку?»` : '') +
        '\n' +
        '/rules [игра] — правила\n/settings — настройки\n' +
        '/kick <игрок> · /skip · /endgame — админ\n' +
        '/addbot [имя] · /removebot [имя] — компьютерный игрок 🤖 (админ, в лобби)',
    ],
    ['/fair — честные кости · /seed <фраза> — своя фраза к костям\n/history · /game <номер> — записи игр'],
    ['/stats [игрок] — статистика · /top [игра] — рейтинг\n/dice — честны ли кости чата · /forgetme — забыть меня во всех записях'],
    [`Игры: ${titlesWithIds(gameTitle)}.`],
  );
}

export function rulesIndex(): Rich {
  return rulesIndexIn('Игры Дворецкого', gameTitle);
}
