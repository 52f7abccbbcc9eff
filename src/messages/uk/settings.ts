// /settings українською: кожне налаштування й значення названо словом, яке адмін може написати у відповідь
// («/settings бочка відкрита»); слова всіх мов розуміються в кожному чаті (commands/settings-keys.ts).
import { settingsIn, type SettingAliases } from '../shared/settings.ts';

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
  dice: { word: 'кості', about: 'хто кидає: Дворецький чи ви самі 🎲 Telegram' },
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

export const { settingsTable, settingsText } = settingsIn({
  keys: KEYS,
  values: VALUES,
  units: { minutes: '(хвилин)', seconds: '(секунд)', role: 'роль' },
  notAnExample: /…|@/,
  table: {
    title: 'Налаштування цього чату',
    allGames: 'Для всіх ігор',
    howToChange: 'Змінити (адмін, між іграми): /settings <налаштування> <значення>, наприклад /settings ями вимк',
  },
  say: {
    changed: '. Діє з наступної гри.',
    changedForServer: '. Діє одразу в усіх каналах і гілках цього сервера.',
    unknownKey: (raw, keys) => `Немає налаштування «${raw}». Є: ${keys}. Приклад: /settings ями вимк`,
    badValue: (key, raw, allowed, example) => `Для налаштування «${key}» немає значення «${raw}». Можна: ${allowed}. Приклад: ${example}`,
    missingValue: (key, current, allowed, example) => `«${key}» зараз: ${current}. Можна: ${allowed}. Приклад: ${example}`,
    serverOnly: (key) =>
      `Налаштування «${key}» є тільки на серверах Discord: тут ігри ведуть адміни чату. Інші налаштування: /settings`,
    gameRunning: 'Налаштування змінюються тільки між іграми. Дочекайтеся кінця гри або /endgame (адмін).',
  },
});

/** More words an admin may type for a setting or a value (accepted in every chat, whatever its language). */
export const settingAliases: SettingAliases = {
  keys: {
    кості: 'dice',
    кубики: 'dice',
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
    butler: ['дворецький'],
    telegram: ['телеграм'],
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
