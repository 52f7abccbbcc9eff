// Що каже лише адаптер Telegram, українською.
import type { Rich } from '../rich.ts';

const minuteForms = new Intl.PluralRules('uk');
/** «більше ніж N хвилин(и)»: 1 хвилину, 2 хвилини, 5 хвилин, 1,5 хвилини. */
const MINUTE_WORDS: Record<string, string> = { one: 'хвилину', few: 'хвилини', many: 'хвилин', other: 'хвилини' };
const minutesText = (minutes: number) => `${minutes} ${MINUTE_WORDS[minuteForms.select(minutes)] ?? 'хвилин'}`;

function privacyMode(botUsername: string): Rich {
  return [
    '⚠️ ',
    { bold: 'Я не бачу звичайних повідомлень у цьому чаті' },
    ' — лише команди. Тож фрази на кшталт «кидаю кістки» до мене не дійдуть.\n',
    'Адміне, виправте одним зі способів:\n',
    '• зробіть мене адміністратором чату (жодних прав давати не треба);\n',
    `• або в @BotFather: /setprivacy → @${botUsername} → Disable, потім видаліть мене з чату й додайте знову.`,
  ];
}

export const telegramText = {
  privacyMode,
  greeting: (botUsername: string, canRead: boolean): Rich => [
    '🎩 ',
    { bold: 'Дворецький до ваших послуг.' },
    ' Веду ігри в кості: крепс, кістяний покер, покер у кості й «Тисячу».\n',
    'Як почати: адмін пише /newgame і назву гри, гравці — /join, потім адмін — /startgame. ',
    'Ходи — звичайними фразами: «кидаю кістки», «пас», «досить». Докладніше: /help.\n',
    ...(canRead ? ['✅ Усе гаразд: я бачу повідомлення чату.'] : privacyMode(botUsername)),
  ],
  promoted: (): Rich => ['✅ Дякую, тепер я бачу всі повідомлення чату — фрази на кшталт «кидаю кістки» дійдуть.'],
  demotedDeaf: (botUsername: string): Rich => privacyMode(botUsername),
  anonymousMove: (): Rich => [
    'Не можу розрізнити, чий хід робить анонімний адміністратор. Напишіть, будь ласка, зі свого акаунта ',
    '(вимкніть «Анонімність» у правах адміністратора). Команди на кшталт /newgame працюють і анонімно.',
  ],
  staleMove: (minutes: number): Rich => [
    `Це повідомлення прийшло, поки мене не було (більше ніж ${minutesText(minutes)} тому), тож я його не застосовую: `,
    'гра могла піти далі. Подивіться /status і повторіть хід, якщо він ще потрібен.',
  ],
  unknownButton: (): Rich => ['Ця кнопка застаріла. Напишіть хід текстом або подивіться /status.'],
};
