// Sentences only the Telegram adapter says.
import { telegramTextIn } from '../shared/adapters.ts';

const minuteForms = new Intl.PluralRules('ru');
const MINUTE_WORDS: Record<string, string> = { one: 'минуты', few: 'минут', many: 'минут', other: 'минуты' };
/** "больше N минут(ы)": the genitive after "больше" — 1 минуты, 2 минут, 5 минут, 1,5 минуты. */
function minutesText(minutes: number): string {
  return `${minutes} ${MINUTE_WORDS[minuteForms.select(minutes)] ?? 'минут'}`;
}

export const telegramText = telegramTextIn({
  privacy: {
    head: 'Я не вижу обычные сообщения в этом чате',
    onlyCommands: '— только команды. Поэтому фразы вроде «бросаю кости» до меня не дойдут.',
    fix: 'Админ, исправьте одно из двух:',
    makeAdmin: 'сделайте меня администратором чата (права можно не давать никакие);',
    botFather: (botUsername) => `или в @BotFather: /setprivacy → @${botUsername} → Disable, затем удалите меня из чата и добавьте снова.`,
  },
  greeting: {
    head: 'Дворецкий к вашим услугам.',
    games: 'Веду игры в кости: крэпс, покер на костях, покер у кости и «Тысячу».',
    start: 'Как начать: админ пишет /newgame и название игры, игроки — /join, затем админ — /startgame.',
    moves: 'Ходы — обычными фразами: «бросаю кости», «Пас», «Хватит». Подробнее: /help.',
    allSet: 'Настройка в порядке: я вижу сообщения чата.',
  },
  promoted: 'Спасибо, теперь я вижу все сообщения чата — фразы вроде «бросаю кости» дойдут.',
  anonymousMove: [
    'Ходы анонимного администратора не различить, чей это ход. Напишите, пожалуйста, от своего аккаунта ',
    '(выключите «Анонимность» в правах администратора). Команды вроде /newgame работают и анонимно.',
  ],
  staleMove: (minutes) => [
    `Это сообщение пришло, пока меня не было (больше ${minutesText(minutes)} назад), поэтому я его не применяю: `,
    'игра могла уйти вперёд. Посмотрите /status и повторите ход, если он ещё нужен.',
  ],
  unknownButton: 'Эта кнопка устарела. Напишите ход текстом или посмотрите /status.',
});
