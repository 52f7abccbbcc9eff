// Descriptions of the slash commands and their options as the platforms publish them in their command menus.
// Unlike every other text this table holds all three languages at once, because a platform gets them together:
// Telegram sets one menu per language_code, and a Discord command carries all its localizations.

export interface Localized {
  ru: string;
  uk: string;
  en: string;
}

export const COMMAND_DESCRIPTIONS: Record<string, Localized> = {
  newgame: { ru: 'Открыть игру (админ)', uk: 'Відкрити гру (адмін)', en: 'Open a game lobby (admin)' },
  join: { ru: 'Присоединиться к игре', uk: 'Приєднатися до гри', en: 'Join the open game' },
  leave: { ru: 'Выйти из игры', uk: 'Вийти з гри', en: 'Leave the game' },
  startgame: { ru: 'Начать игру (админ)', uk: 'Почати гру (адмін)', en: 'Start the game (admin)' },
  endgame: { ru: 'Завершить игру или лобби (админ)', uk: 'Завершити гру чи лобі (адмін)', en: 'End the game or lobby (admin)' },
  status: { ru: 'Кто ходит и счёт', uk: 'Хто ходить і рахунок', en: 'Whose turn and the scores' },
  hint: {
    ru: 'Подсказка лучшего хода (Покер у кости, 1000)',
    uk: 'Підказка найкращого ходу (Покер у кості, 1000)',
    en: 'Best move hint (Dice Poker, 1000)',
  },
  rules: { ru: 'Правила игры', uk: 'Правила гри', en: 'Game rules' },
  kick: { ru: 'Исключить игрока (админ)', uk: 'Виключити гравця (адмін)', en: 'Remove a player (admin)' },
  settings: { ru: 'Настройки чата', uk: 'Налаштування чату', en: 'Channel settings' },
  addbot: {
    ru: 'Посадить компьютерного игрока 🤖 (админ)',
    uk: 'Посадити комп’ютерного гравця 🤖 (адмін)',
    en: 'Seat a computer player (admin)',
  },
  removebot: { ru: 'Убрать компьютерного игрока (админ)', uk: 'Прибрати комп’ютерного гравця (адмін)', en: 'Remove a computer player (admin)' },
  skip: { ru: 'Пропустить ход молчащего игрока (админ)', uk: 'Пропустити хід гравця, що мовчить (адмін)', en: 'Skip a silent player (admin)' },
  help: { ru: 'Как играть с Дворецким', uk: 'Як грати з Дворецьким', en: 'How to play with the Butler' },
  seed: { ru: 'Добавить свою фразу к костям игры', uk: 'Додати свою фразу до кубиків гри', en: 'Add your phrase to the game dice' },
  fair: { ru: 'Как проверить кости', uk: 'Як перевірити кубики', en: 'How to check the dice' },
  history: { ru: 'Последние игры чата', uk: 'Останні ігри чату', en: 'Recent games in this chat' },
  game: { ru: 'Запись одной игры', uk: 'Запис однієї гри', en: 'One game record' },
  stats: { ru: 'Статистика игрока', uk: 'Статистика гравця', en: 'Player statistics' },
  top: { ru: 'Рейтинг игроков', uk: 'Рейтинг гравців', en: 'Player leaderboard' },
  dice: { ru: 'Честны ли кости: статистика граней', uk: 'Чи чесні кубики: статистика граней', en: 'Are the dice fair: face statistics' },
  forgetme: { ru: 'Убрать своё имя из записей', uk: 'Прибрати своє ім’я із записів', en: 'Remove your name from records' },
};

export const OPTION_DESCRIPTIONS: Record<string, Localized> = {
  game: { ru: 'Игра', uk: 'Гра', en: 'Game' },
  player: { ru: 'Игрок', uk: 'Гравець', en: 'Player' },
  key: { ru: 'Настройка', uk: 'Налаштування', en: 'Setting' },
  value: { ru: 'Значение', uk: 'Значення', en: 'Value' },
  name: { ru: 'Имя', uk: 'Ім’я', en: 'Name' },
  text: { ru: 'Фраза', uk: 'Фраза', en: 'Phrase' },
  id: { ru: 'Номер игры', uk: 'Номер гри', en: 'Game number' },
};
