// Sentences only the Discord adapter says (the menus' descriptions are in commands.ts).
import type { Rich } from '../rich.ts';

export const discordText = {
  /** A slash command or a button that the Butler had nothing to say about (e.g. the same interaction twice). */
  nothingToSay: (): Rich => ['🎩 Принято — мне тут нечего добавить. Что сейчас в игре: /status'],
  /** A command used outside a server (DMs): the Butler keeps one table per server channel. */
  guildOnly: (): Rich => ['🎩 Я веду игры только в каналах сервера. Позовите меня в канал и напишите /help.'],
  /**
   * Said only to the person who typed a command where the Butler cannot post: the table could not be played there.
   * `missing` are permission flag names (ViewChannel, SendMessages, …).
   */
  cannotPost: (missing: readonly string[]): Rich => [
    '🎩 Я не могу вести игру в этом канале: у меня нет прав ',
    missing.map((name) => `«${PERMISSION_NAMES_RU[name] ?? name}»`).join(', '),
    '. Попросите администратора сервера выдать их моей роли в настройках канала (или выберите другой канал).',
  ],
};

/** Permission names as Discord's Russian interface shows them. */
const PERMISSION_NAMES_RU: Record<string, string> = {
  ViewChannel: 'Просматривать канал',
  SendMessages: 'Отправлять сообщения',
  SendMessagesInThreads: 'Отправлять сообщения в ветках',
  EmbedLinks: 'Встраивать ссылки',
};
