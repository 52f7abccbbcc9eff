// Що каже лише адаптер Discord, українською.
import { discordTextIn } from '../shared/adapters.ts';

export const discordText = discordTextIn({
  nothingToSay: 'Прийнято — мені тут нічого додати. Що зараз у грі: /status',
  guildOnly: 'Я веду ігри лише в каналах сервера. Покличте мене в канал і напишіть /help.',
  cannotPost: {
    before: 'Я не можу вести гру в цьому каналі: мені бракує дозволів ',
    after: '. Попросіть адміністратора сервера надати їх моїй ролі в налаштуваннях каналу (або оберіть інший канал).',
  },
  permission: (name) => `«${PERMISSION_NAMES[name] ?? name}»`,
});

/** Назви дозволів так, як їх показує український інтерфейс Discord. */
const PERMISSION_NAMES: Record<string, string> = {
  ViewChannel: 'Переглядати канал',
  SendMessages: 'Надсилати повідомлення',
  SendMessagesInThreads: 'Надсилати повідомлення в гілках',
  EmbedLinks: 'Вбудовувати посилання',
};
