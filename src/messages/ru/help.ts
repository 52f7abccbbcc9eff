import { GAME_IDS } from '../../games/types.ts';
import { bold, lines, type Rich } from '../rich.ts';
import { gameTitle } from './games.ts';

/** Descriptions of the slash commands, as published in the platforms' command menus. */
export const COMMAND_DESCRIPTIONS: Record<string, { ru: string; en: string }> = {
  newgame: { ru: 'Открыть игру (админ)', en: 'Open a game lobby (admin)' },
  join: { ru: 'Присоединиться к игре', en: 'Join the open game' },
  leave: { ru: 'Выйти из игры', en: 'Leave the game' },
  startgame: { ru: 'Начать игру (админ)', en: 'Start the game (admin)' },
  endgame: { ru: 'Завершить игру или лобби (админ)', en: 'End the game or lobby (admin)' },
  status: { ru: 'Кто ходит и счёт', en: 'Whose turn and the scores' },
  hint: { ru: 'Подсказка лучшего хода (Покер у кости, 1000)', en: 'Best move hint (Dice Poker, 1000)' },
  rules: { ru: 'Правила игры', en: 'Game rules' },
  kick: { ru: 'Исключить игрока (админ)', en: 'Remove a player (admin)' },
  settings: { ru: 'Настройки чата', en: 'Channel settings' },
  addbot: { ru: 'Посадить компьютерного игрока 🤖 (админ)', en: 'Seat a computer player (admin)' },
  removebot: { ru: 'Убрать компьютерного игрока (админ)', en: 'Remove a computer player (admin)' },
  skip: { ru: 'Пропустить ход молчащего игрока (админ)', en: 'Skip a silent player (admin)' },
  help: { ru: 'Как играть с Дворецким', en: 'How to play with the Butler' },
  seed: { ru: 'Добавить свою фразу к костям игры', en: 'Add your phrase to the game dice' },
  fair: { ru: 'Как проверить кости', en: 'How to check the dice' },
  history: { ru: 'Последние игры чата', en: 'Recent games in this chat' },
  game: { ru: 'Запись одной игры', en: 'One game record' },
  stats: { ru: 'Статистика игрока', en: 'Player statistics' },
  top: { ru: 'Рейтинг игроков', en: 'Player leaderboard' },
  dice: { ru: 'Честны ли кости: статистика граней', en: 'Are the dice fair: face statistics' },
  forgetme: { ru: 'Убрать своё имя из записей', en: 'Remove your name from records' },
};

export const OPTION_DESCRIPTIONS: Record<string, { ru: string; en: string }> = {
  game: { ru: 'Игра', en: 'Game' },
  player: { ru: 'Игрок', en: 'Player' },
  key: { ru: 'Настройка', en: 'Setting' },
  value: { ru: 'Значение', en: 'Value' },
  name: { ru: 'Имя', en: 'Name' },
  text: { ru: 'Фраза', en: 'Phrase' },
  id: { ru: 'Номер игры', en: 'Game number' },
};

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
        '/status — кто ходит и счёт\n/hint — подсказка лучшего хода (Покер у кости и 1000; или «подскажи»)\n' +
        '/rules [игра] — правила\n/settings — настройки\n' +
        '/kick <игрок> · /skip · /endgame — админ\n' +
        '/addbot [имя] · /removebot [имя] — компьютерный игрок 🤖 (админ, в лобби)',
    ],
    ['/fair — честные кости · /seed <фраза> — своя фраза к костям\n/history · /game <номер> — записи игр'],
    [`Игры: ${GAME_IDS.map((id) => `${gameTitle(id)} (${id})`).join(', ')}.`],
  );
}

export function rulesIndex(): Rich {
  return lines(
    [bold('Игры Дворецкого')],
    ...GAME_IDS.map((id): Rich => [`• ${gameTitle(id)} — /rules ${id}`]),
  );
}
