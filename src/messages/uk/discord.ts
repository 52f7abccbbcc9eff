// Що каже лише адаптер Discord, українською.
import type { Rich } from '../rich.ts';

export const discordText = {
  nothingToSay: (): Rich => ['🎩 Прийнято — мені тут нічого додати. Що зараз у грі: /status'],
  guildOnly: (): Rich => ['🎩 Я веду ігри лише в каналах сервера. Покличте мене в канал і напишіть /help.'],
  cannotPost: (missing: readonly string[]): Rich => [
    '🎩 Я не можу вести гру в цьому каналі: мені бракує дозволів ',
    missing.map((name) => `«${PERMISSION_NAMES[name] ?? name}»`).join(', '),
    '. Попросіть адміністратора сервера надати їх моїй ролі в налаштуваннях каналу (або оберіть інший канал).',
  ],
};

/** Назви дозволів так, як їх показує український інтерфейс Discord. */
const PERMISSION_NAMES: Record<string, string> = {
  ViewChannel: 'Переглядати канал',
  SendMessages: 'Надсилати повідомлення',
  SendMessagesInThreads: 'Надсилати повідомлення в гілках',
  EmbedLinks: 'Вбудовувати посилання',
};
