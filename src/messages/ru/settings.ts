// /settings in Russian: the table, the confirmation and the refusals name each setting and value by the Russian
// word an admin can type back ("/settings бочка открытая"), never by the internal key ("barrel = open").
import { settingsIn, type SettingAliases } from '../shared/settings.ts';

/** The Russian word for each setting (commands/settings-keys.ts accepts it) and what it does, in a few words. */
const KEYS: Record<string, { word: string; about: string }> = {
  language: { word: 'язык', about: 'на каком языке я отвечаю' },
  scoring: { word: 'очки', about: 'очки за комбинации' },
  straights: { word: 'стриты', about: '1–5 = 125, 2–6 = 250' },
  open: { word: 'открытие', about: 'очков за первый ход' },
  pits: { word: 'ямы', about: '200–299 и 600–699' },
  barrel: { word: 'бочка', about: 'с 880 — только до 1000' },
  bolts: { word: 'болты', about: 'три болта = −100' },
  dumptruck: { word: 'самосвал', about: '555 → 0' },
  overtake: { word: 'обгон', about: 'обогнали — −50' },
  turn_timeout: { word: 'таймаут', about: 'минут на ход' },
  admin_role: { word: 'роль', about: 'роль ведущих игр на всём сервере' },
  bot_delay: { word: 'пауза_бота', about: 'секунд до хода компьютера' },
  seed_window: { word: 'окно_сида', about: 'секунд после печати для поздних /seed' },
  hints: { word: 'подсказки', about: '/hint и «подскажи»' },
  images: { word: 'картинки', about: 'лист, график, итоги' },
  dice: { word: 'кости', about: 'кто бросает: Дворецкий или вы сами 🎲 Telegram' },
};

/** The Russian word for each value (accepted back by commands/settings-keys.ts); numbers stay numbers. */
const VALUES: Record<string, string> = {
  on: 'вкл',
  off: 'выкл',
  classic: 'классика',
  seed: 'исходные',
  points: 'очки',
  none: 'без',
  open: 'открытая',
  ru: 'русский',
  uk: 'украинский',
  en: 'английский',
};

export const { settingsTable, settingsText } = settingsIn({
  keys: KEYS,
  values: VALUES,
  units: { minutes: '', seconds: '(секунд)', role: 'роль' },
  notAnExample: /…/,
  table: {
    title: 'Настройки этого чата',
    allGames: 'Для всех игр',
    howToChange: 'Изменить (админ, между играми): /settings <настройка> <значение>, например /settings ямы выкл',
  },
  say: {
    changed: '. Действует со следующей игры.',
    changedForServer: '. Действует сразу во всех каналах и ветках этого сервера.',
    unknownKey: (raw, keys) => `Нет настройки «${raw}». Есть: ${keys}. Пример: /settings ямы выкл`,
    badValue: (key, raw, allowed, example) => `Для настройки «${key}» нет значения «${raw}». Можно: ${allowed}. Пример: ${example}`,
    missingValue: (key, current, allowed, example) => `«${key}» сейчас: ${current}. Можно: ${allowed}. Пример: ${example}`,
    serverOnly: (key) =>
      `Настройка «${key}» есть только на серверах Discord: здесь игры ведут админы чата. Остальные настройки: /settings`,
    gameRunning: 'Настройки меняются только между играми. Дождитесь конца игры или /endgame (админ).',
  },
});

/** More words an admin may type for a setting or a value (accepted in every chat, whatever its language). */
export const settingAliases: SettingAliases = {
  keys: {
    кости: 'dice',
    кубики: 'dice',
    язык: 'language',
    счет: 'scoring',
    очки: 'scoring',
    подсчет: 'scoring',
    стриты: 'straights',
    стрит: 'straights',
    открытие: 'open',
    ямы: 'pits',
    яма: 'pits',
    бочка: 'barrel',
    болты: 'bolts',
    самосвал: 'dumptruck',
    обгон: 'overtake',
    таймаут: 'turn_timeout',
    'время хода': 'turn_timeout',
    время_хода: 'turn_timeout',
    роль: 'admin_role',
    пауза_бота: 'bot_delay',
    'пауза бота': 'bot_delay',
    окно_сида: 'seed_window',
    'окно сида': 'seed_window',
    подсказки: 'hints',
    картинки: 'images',
    картинка: 'images',
    изображения: 'images',
  },
  values: {
    butler: ['дворецкий', 'бот'],
    telegram: ['телеграм', 'тг'],
    on: ['вкл', 'да', 'включить'],
    off: ['выкл', 'нет', 'выключить'],
    classic: ['классика', 'классический', 'классические'],
    seed: ['исходный', 'исходные', 'оригинал'],
    points: ['очки'],
    none: ['нет', 'без'],
    open: ['открытая', 'ровно'],
    ru: ['русский', 'рус'],
    uk: ['украинский'],
    en: ['английский', 'англ'],
  },
};
