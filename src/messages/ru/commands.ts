// The slash commands as the platforms' menus describe them in Russian (Telegram's command menu, Discord's command
// and option descriptions, the game choices). Short: Discord allows 100 characters.
import type { GameId } from '../../games/types.ts';

export const commandMenu = {
  commands: {
    newgame: 'Открыть игру (админ)',
    join: 'Присоединиться к игре',
    leave: 'Выйти из игры',
    startgame: 'Начать игру (админ)',
    endgame: 'Завершить игру или лобби (админ)',
    status: 'Кто ходит и счёт',
    hint: 'Подсказка лучшего хода (Покер у кости, 1000)',
    rules: 'Правила игры',
    kick: 'Исключить игрока (админ)',
    settings: 'Настройки чата',
    addbot: 'Посадить компьютерного игрока 🤖 (админ)',
    removebot: 'Убрать компьютерного игрока (админ)',
    skip: 'Пропустить ход молчащего игрока (админ)',
    help: 'Как играть с Дворецким',
    seed: 'Добавить свою фразу к костям игры',
    fair: 'Как проверить кости',
    history: 'Последние игры чата',
    game: 'Запись одной игры',
    stats: 'Статистика игрока',
    top: 'Рейтинг игроков',
    dice: 'Честны ли кости: статистика граней',
    forgetme: 'Убрать своё имя из записей',
  } as Record<string, string>,
  options: {
    game: 'Игра',
    player: 'Игрок',
    key: 'Настройка',
    value: 'Значение',
    name: 'Имя',
    text: 'Фраза',
    id: 'Номер игры',
  } as Record<string, string>,
  /** the games in the /newgame and /rules choice lists */
  games: {
    craps: 'Крэпс',
    bone_poker: 'Костяной покер',
    dice_poker: 'Покер у кости',
    thousand: 'Тысяча (1000)',
  } as Record<GameId, string>,
};
