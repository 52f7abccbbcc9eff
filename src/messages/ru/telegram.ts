// Sentences only the Telegram adapter says.
import type { Rich } from '../rich.ts';

export const telegramText = {
  /**
   * Said once per group when the bot sees it cannot read ordinary messages (privacy mode on and not an admin):
   * commands reach it, roll phrases do not.
   */
  privacyMode: (botUsername: string): Rich => [
    '⚠️ ',
    { bold: 'Я не вижу обычные сообщения в этом чате' },
    ' — только команды. Поэтому фразы вроде «бросаю кости» до меня не дойдут.\n',
    'Админ, исправьте одно из двух:\n',
    '• сделайте меня администратором чата (права можно не давать никакие);\n',
    `• или в @BotFather: /setprivacy → @${botUsername} → Disable, затем удалите меня из чата и добавьте снова.`,
  ],
  /** A callback button this process cannot read any more (sent before a restart, or not ours). */
  unknownButton: (): Rich => ['Эта кнопка устарела. Напишите ход текстом или посмотрите /status.'],
};
