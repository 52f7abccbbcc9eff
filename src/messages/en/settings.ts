// /settings in English: each setting and value is named by the English word an admin can type back
// ("/settings barrel open"); the words of every language are understood in every chat (commands/settings-keys.ts).
import { settingsIn, type SettingAliases } from '../shared/settings.ts';

const KEYS: Record<string, { word: string; about: string }> = {
  language: { word: 'language', about: 'the language I answer in' },
  scoring: { word: 'scoring', about: 'points for combinations' },
  straights: { word: 'straights', about: '1–5 = 125, 2–6 = 250' },
  open: { word: 'open', about: 'points to get on the board' },
  pits: { word: 'pits', about: '200–299 and 600–699' },
  barrel: { word: 'barrel', about: 'from 880, only straight to 1000' },
  bolts: { word: 'bolts', about: 'three bolts = −100' },
  dumptruck: { word: 'dumptruck', about: '555 → 0' },
  overtake: { word: 'overtake', about: 'overtaken — −50' },
  turn_timeout: { word: 'timeout', about: 'minutes per turn' },
  admin_role: { word: 'role', about: 'role that runs games server-wide' },
  bot_delay: { word: 'bot_delay', about: 'seconds before a computer moves' },
  seed_window: { word: 'seed_window', about: 'seconds after the seal for late /seed' },
  hints: { word: 'hints', about: '/hint and “hint”' },
  images: { word: 'pictures', about: 'score sheet, chart, results' },
  dice: { word: 'dice', about: 'who throws: the Butler, or you with Telegram’s 🎲' },
};

const VALUES: Record<string, string> = {
  on: 'on',
  off: 'off',
  classic: 'classic',
  seed: 'original',
  points: 'points',
  none: 'none',
  open: 'exact',
  ru: 'russian',
  uk: 'ukrainian',
  en: 'english',
};

export const { settingsTable, settingsText } = settingsIn({
  keys: KEYS,
  values: VALUES,
  units: { minutes: '(minutes)', seconds: '(seconds)', role: 'role' },
  notAnExample: /…|@/,
  table: {
    title: 'Settings for this chat',
    allGames: 'All games',
    howToChange: 'To change one (admins, between games): /settings <setting> <value>, e.g. /settings pits off',
  },
  say: {
    changed: '. Takes effect from the next game.',
    changedForServer: '. Applies right away in every channel and thread of this server.',
    unknownKey: (raw, keys) => `There is no setting “${raw}”. Settings: ${keys}. Example: /settings pits off`,
    badValue: (key, raw, allowed, example) => `“${key}” can't be “${raw}”. Options: ${allowed}. Example: ${example}`,
    missingValue: (key, current, allowed, example) => `“${key}” is ${current} now. Options: ${allowed}. Example: ${example}`,
    serverOnly: (key) =>
      `The “${key}” setting only exists on Discord servers; here the chat's admins run the games. Other settings: /settings`,
    gameRunning: 'Settings can only be changed between games. Wait for this one to finish, or use /endgame (admins).',
  },
});

/** More words an admin may type for a setting or a value (accepted in every chat, whatever its language). */
export const settingAliases: SettingAliases = {
  keys: {
    lang: 'language',
    points: 'scoring',
    score: 'scoring',
    pit: 'pits',
    opening: 'open',
    timeout: 'turn_timeout',
    'turn time': 'turn_timeout',
    role: 'admin_role',
    'bot delay': 'bot_delay',
    'seed window': 'seed_window',
    pictures: 'images',
    dump_truck: 'dumptruck',
    'dump truck': 'dumptruck',
  },
  values: {
    telegram: ['tg'],
    on: ['yes', 'true', '1'],
    off: ['no', 'false', '0'],
    seed: ['original'],
    open: ['exact'],
    ru: ['russian'],
    uk: ['ukrainian', 'ua'],
    en: ['english', 'eng'],
  },
};
