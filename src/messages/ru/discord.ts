// Sentences only the Discord adapter says (the menus' descriptions are in commands.ts).
import { discordTextIn } from '../shared/adapters.ts';

export const discordText = discordTextIn({
  nothingToSay: 'Принято — мне тут нечего добавить. Что сейчас в игре: /status',
  guildOnly: 'Я веду игры только в каналах сервера. Позовите меня в канал и напишите /help.',
  cannotPost: {
    before: 'Я не могу вести игру в этом канале: у меня нет прав ',
    after: '. Попросите администратора сервера выдать их моей роли в настройках канала (или выберите другой канал).',
  },
  permission: (name) => `«${PERMISSION_NAMES_RU[name] ?? name}»`,
});

/** Permission names as Discord's Russian interface shows them. */
const PERMISSION_NAMES_RU: Record<string, string> = {
  ViewChannel: 'Просматривать канал',
  SendMessages: 'Отправлять сообщения',
  SendMessagesInThreads: 'Отправлять сообщения в ветках',
  EmbedLinks: 'Встраивать ссылки',
};
