// Sentences only the Telegram adapter says.
import type { Rich } from '../rich.ts';

const minuteForms = new Intl.PluralRules('ru');
const MINUTE_WORDS: Record<string, string> = { one: 'минуты', few: 'минут', many: 'минут', other: 'минуты' };
/** "больше N минут(ы)": the genitive after "больше" — 1 минуты, 2 минут, 5 минут, 1,5 минуты. */
function minutesText(minutes: number): string {
  return `${minutes} ${MINUTE_WORDS[minuteForms.select(minutes)] ?? 'минут'}`;
}

/**
 * Said once per group when the bot sees it cannot read ordinary messages (privacy mode on and not an admin):
 * commands reach it, roll phrases do not.
 */
function privacyMode(botUsername: string): Rich {
  return [
    '⚠️ ',
    { bold: 'Я не вижу обычные сообщения в этом чате' },
    ' — только команды. Поэтому фразы вроде «бросаю кости» до меня не дойдут.\n',
    'Админ, исправьте одно из двух:\n',
    '• сделайте меня администратором чата (права можно не давать никакие);\n',
    `• или в @BotFather: /setprivacy → @${botUsername} → Disable, затем удалите меня из чата и добавьте снова.`,
  ];
}

export const telegramText = {
  privacyMode,
  /**
   * Said once when the Butler is added to a group: what it does, how to start, and whether it can hear the chat
   * (`canRead` false = privacy mode on and not an admin: only commands reach it, then the fix follows).
   */
  greeting: (botUsername: string, canRead: boolean): Rich => [
    '🎩 ',
    { bold: 'Дворецкий к вашим услугам.' },
    ' Веду игры в кости: крэпс, покер на костях, покер у кості и «Тысячу».\n',
    'Как начать: админ пишет /newgame и название игры, игроки — /join, затем админ — /startgame. ',
    'Ходы — обычными фразами: «бросаю кости», «Пас», «Хватит». Подробнее: /help.\n',
    ...(canRead ? ['✅ Настройка в порядке: я вижу сообщения чата.'] : privacyMode(botUsername)),
  ],
  /** Made an admin: whatever privacy mode says, every message now reaches the Butler. */
  promoted: (): Rich => ['✅ Спасибо, теперь я вижу все сообщения чата — фразы вроде «бросаю кости» дойдут.'],
  /** No longer an admin while privacy mode is on: only commands will reach it from now on. */
  demotedDeaf: (botUsername: string): Rich => privacyMode(botUsername),
  /** A move sent "as the group" (anonymous admin): the Butler cannot tell whose move it is. */
  anonymousMove: (): Rich => [
    'Ходы анонимного администратора не различить, чей это ход. Напишите, пожалуйста, от своего аккаунта ',
    '(выключите «Анонимность» в правах администратора). Команды вроде /newgame работают и анонимно.',
  ],
  /** A move that waited in Telegram while the Butler was offline, older than the stale-move limit. */
  staleMove: (minutes: number): Rich => [
    `Это сообщение пришло, пока меня не было (больше ${minutesText(minutes)} назад), поэтому я его не применяю: `,
    'игра могла уйти вперёд. Посмотрите /status и повторите ход, если он ещё нужен.',
  ],
  /** A callback button this process cannot read any more (sent before a restart, or not ours). */
  unknownButton: (): Rich => ['Эта кнопка устарела. Напишите ход текстом или посмотрите /status.'],
};
