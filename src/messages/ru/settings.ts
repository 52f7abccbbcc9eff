// /settings in Russian: the table, the confirmation and the refusals name each setting and value by the Russian
// word an admin can type back ("/settings бочка открытая"), never by the internal key ("barrel = open").
import { bold, type Rich } from '../rich.ts';
import { settingWordsIn, type SettingAliases, type SettingLine } from '../shared/settings.ts';
import type { GameId } from '../../games/types.ts';

export type { SettingLine } from '../shared/settings.ts';

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

const words = settingWordsIn({
  keys: KEYS,
  values: VALUES,
  units: { minutes: '', seconds: '(секунд)', role: 'роль' },
  notAnExample: /…/,
});
const { keyWord, valueWord, allowedWords, example } = words;

/** `gameTitle`: the games' names in this language (the game renderers own them). */
export function settingsTable(settings: SettingLine[], gameTitle: (id: GameId) => string): Rich {
  return words.settingsTable(settings, gameTitle, {
    title: 'Настройки этого чата',
    allGames: 'Для всех игр',
    howToChange: 'Изменить (админ, между играми): /settings <настройка> <значение>, например /settings ямы выкл',
  });
}

export const settingsText = {
  changed: (key: string, value: string): Rich => [
    '✅ ',
    bold(`${keyWord(key)}: ${valueWord(value)}`),
    '. Действует со следующей игры.',
  ],
  unknownKey: (raw: string, keys: string[]): Rich => [
    `Нет настройки «${raw}». Есть: ${keys.map(keyWord).join(', ')}. Пример: /settings ямы выкл`,
  ],
  badValue: (key: string, raw: string, allowed: readonly string[]): Rich => [
    `Для настройки «${keyWord(key)}» нет значения «${raw}». Можно: ${allowedWords(allowed)}. Пример: ${example(key, allowed)}`,
  ],
  missingValue: (key: string, current: string, allowed: readonly string[]): Rich => [
    `«${keyWord(key)}» сейчас: ${valueWord(current)}. Можно: ${allowedWords(allowed)}. Пример: ${example(key, allowed)}`,
  ],
  changedForServer: (key: string, value: string): Rich => [
    '✅ ',
    bold(`${keyWord(key)}: ${valueWord(value)}`),
    '. Действует сразу во всех каналах и ветках этого сервера.',
  ],
  serverOnly: (key: string): Rich => [
    `Настройка «${keyWord(key)}» есть только на серверах Discord: здесь игры ведут админы чата. Остальные настройки: /settings`,
  ],
  gameRunning: (): Rich => ['Настройки меняются только между играми. Дождитесь конца игры или /endgame (админ).'],
};

/** More words an admin may type for a setting or a value (accepted in every chat, whatever its language). */
export const settingAliases: SettingAliases = {
  keys: {
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
