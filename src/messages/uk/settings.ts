// /settings українською: кожне налаштування й значення названо словом, яке адмін може написати у відповідь
// («/settings бочка відкрита»); слова всіх мов розуміються в кожному чаті (commands/settings-keys.ts).
import { bold, type Rich } from '../rich.ts';
import { settingWordsIn, type SettingAliases, type SettingLine } from '../shared/settings.ts';
import type { GameId } from '../../games/types.ts';

export type { SettingLine } from '../shared/settings.ts';

const KEYS: Record<string, { word: string; about: string }> = {
  language: { word: 'мова', about: 'якою мовою я відповідаю' },
  scoring: { word: 'рахунок', about: 'бали за комбінації' },
  straights: { word: 'стріти', about: '1–5 = 125, 2–6 = 250' },
  open: { word: 'відкриття', about: 'балів за перший хід' },
  pits: { word: 'ями', about: '200–299 і 600–699' },
  barrel: { word: 'бочка', about: 'з 880 — тільки до 1000' },
  bolts: { word: 'болти', about: 'три болти = −100' },
  dumptruck: { word: 'самоскид', about: '555 → 0' },
  overtake: { word: 'обгін', about: 'обігнали — −50' },
  turn_timeout: { word: 'таймаут', about: 'хвилин на хід' },
  admin_role: { word: 'роль', about: 'роль ведучих ігор на всьому сервері' },
  bot_delay: { word: 'пауза_бота', about: 'секунд до ходу комп’ютера' },
  seed_window: { word: 'вікно_сіду', about: 'секунд після печатки для пізніх /seed' },
  hints: { word: 'підказки', about: '/hint і «підкажи»' },
  images: { word: 'картинки', about: 'аркуш, графік, підсумки' },
};

const VALUES: Record<string, string> = {
  on: 'увімк',
  off: 'вимк',
  classic: 'класика',
  seed: 'початкові',
  points: 'бали',
  none: 'немає',
  open: 'відкрита',
  ru: 'російська',
  uk: 'українська',
  en: 'англійська',
};

const words = settingWordsIn({
  keys: KEYS,
  values: VALUES,
  units: { minutes: '(хвилин)', seconds: '(секунд)', role: 'роль' },
  notAnExample: /…|@/,
});
const { keyWord, valueWord, allowedWords, example } = words;

/** `gameTitle`: the games' names in this language (the game renderers own them). */
export function settingsTable(settings: SettingLine[], gameTitle: (id: GameId) => string): Rich {
  return words.settingsTable(settings, gameTitle, {
    title: 'Налаштування цього чату',
    allGames: 'Для всіх ігор',
    howToChange: 'Змінити (адмін, між іграми): /settings <налаштування> <значення>, наприклад /settings ями вимк',
  });
}

export const settingsText = {
  changed: (key: string, value: string): Rich => ['✅ ', bold(`${keyWord(key)}: ${valueWord(value)}`), '. Діє з наступної гри.'],
  unknownKey: (raw: string, keys: string[]): Rich => [
    `Немає налаштування «${raw}». Є: ${keys.map(keyWord).join(', ')}. Приклад: /settings ями вимк`,
  ],
  badValue: (key: string, raw: string, allowed: readonly string[]): Rich => [
    `Для налаштування «${keyWord(key)}» немає значення «${raw}». Можна: ${allowedWords(allowed)}. Приклад: ${example(key, allowed)}`,
  ],
  missingValue: (key: string, current: string, allowed: readonly string[]): Rich => [
    `«${keyWord(key)}» зараз: ${valueWord(current)}. Можна: ${allowedWords(allowed)}. Приклад: ${example(key, allowed)}`,
  ],
  changedForServer: (key: string, value: string): Rich => [
    '✅ ',
    bold(`${keyWord(key)}: ${valueWord(value)}`),
    '. Діє одразу в усіх каналах і гілках цього сервера.',
  ],
  serverOnly: (key: string): Rich => [
    `Налаштування «${keyWord(key)}» є тільки на серверах Discord: тут ігри ведуть адміни чату. Інші налаштування: /settings`,
  ],
  gameRunning: (): Rich => ['Налаштування змінюються тільки між іграми. Дочекайтеся кінця гри або /endgame (адмін).'],
};

/** More words an admin may type for a setting or a value (accepted in every chat, whatever its language). */
export const settingAliases: SettingAliases = {
  keys: {
    мова: 'language',
    рахунок: 'scoring',
    стріти: 'straights',
    стріт: 'straights',
    відкриття: 'open',
    ями: 'pits',
    бочка: 'barrel',
    болти: 'bolts',
    'час ходу': 'turn_timeout',
    час_ходу: 'turn_timeout',
    тайм_аут: 'turn_timeout',
    підказки: 'hints',
    зображення: 'images',
    обгін: 'overtake',
    самоскид: 'dumptruck',
    вікно_сіду: 'seed_window',
    'вікно сіду': 'seed_window',
  },
  values: {
    on: ['увімк', 'так', 'увімкнути', 'увімкнено'],
    off: ['вимк', 'ні', 'вимкнути', 'вимкнено'],
    classic: ['класика', 'класичні', 'класичний'],
    seed: ['початкові', 'оригінал'],
    points: ['бали'],
    none: ['ні', 'немає'],
    open: ['відкрита', 'рівно'],
    ru: ['російська', 'рос'],
    uk: ['українська', 'укр'],
    en: ['англійська'],
  },
};
