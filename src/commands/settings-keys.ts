// The per-channel settings an admin can change with /settings, and the words people type for them.
// Game rules come from the engines (1000's many switches); channel-wide ones (the turn timeout) are listed here.
import { ENGINES } from '../games/registry.ts';
import { engineOf, gameIds } from '../core/hosted-games.ts';
import type { GameId, SettingSpec } from '../games/types.ts';
import { DEFAULT_TURN_TIMEOUT_MINUTES, turnTimeoutMinutes } from '../sessions/turn-clock.ts';
import { fold } from '../reading/normalize.ts';
import { DEFAULT_SEED_WINDOW_SECONDS, MAX_SEED_WINDOW_SECONDS, SEED_WINDOW_SETTING } from '../dice/fair/seed-window.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../core/language.ts';
import { LANGUAGE_SETTING } from '../sessions/chat-language.ts';
import { settingAliases } from '../messages/index.ts';
import { CHAT_KEY_PREFIX } from '../core/chat-key.ts';

export interface ChannelSettingSpec {
  key: string;
  /** the game it belongs to, or null for every game in the channel */
  game: GameId | null;
  /** allowed values as shown to people */
  /** the values shown to admins; `{minutes}`, `{seconds}`, `{role}` stand for words each language supplies */
  allowed: readonly string[];
  default: string;
  /** the canonical value for what an admin typed, or null when it is not allowed */
  accept(value: string): string | null;
  /**
   * 'server': one value for the whole server (every channel and thread of a Discord guild), kept under the server's
   * key (sessions/server-settings.ts); listed and accepted only in chats that belong to a server. Absent = per chat.
   */
  scope?: 'server';
  /**
   * The chat-key prefixes (core/chat-key.ts) of the platforms where the setting means something; listed and accepted
   * only there (the players' own 🎲 exist in Telegram and, typed, in the console). Absent = every platform.
   */
  platforms?: readonly string[];
}

// What is understood, in every chat whatever its language: the words each language's catalogue adds
// (messages/<language>/settings.ts, settingAliases), all of them in every chat.
const { keys: KEY_ALIASES, values: VALUE_ALIASES } = settingAliases();
const OFF_WORDS: readonly string[] = VALUE_ALIASES.off ?? [];

function normalize(text: string): string {
  return fold(text).trim();
}

function enumAccept(values: readonly string[]) {
  return (raw: string): string | null => {
    const value = normalize(raw);
    if (values.includes(value)) return value;
    for (const canonical of values) if (VALUE_ALIASES[canonical]?.includes(value)) return canonical;
    return null;
  };
}


const turnTimeout: ChannelSettingSpec = {
  key: 'turn_timeout',
  game: null,
  allowed: ['off', '1…1440 {minutes}'],
  default: String(DEFAULT_TURN_TIMEOUT_MINUTES),
  accept(raw) {
    const value = normalize(raw);
    const minutes = turnTimeoutMinutes(OFF_WORDS.includes(value) ? 'off' : value);
    return minutes === null ? null : String(minutes);
  },
};

/**
 * Discord: a role whose members may run games on the whole server as admins do, without Manage Server ("game
 * master"). Stored as the role id; typed as a role mention (<@&id>) or the bare id.
 */
const adminRole: ChannelSettingSpec = {
  key: 'admin_role',
  game: null,
  scope: 'server',
  allowed: ['off', '@{role}'],
  default: 'off',
  accept(raw) {
    const value = normalize(raw);
    if (value === 'off' || OFF_WORDS.includes(value)) return 'off';
    return /^(?:<@&)?(\d{15,25})>?$/.exec(value)?.[1] ?? null;
  },
};

/** Seconds a computer player waits before each move, so people can read along (0..60; default 2). */
const botDelay: ChannelSettingSpec = {
  key: 'bot_delay',
  game: null,
  allowed: ['0…60 {seconds}'],
  default: '2',
  accept(raw) {
    const value = normalize(raw);
    const seconds = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
    return seconds >= 0 && seconds <= 60 ? String(seconds) : null;
  },
};

/** Seconds the first roll of a fair game waits after the seal for late /seed phrases (dice/fair/seed-window.ts). */
const seedWindow: ChannelSettingSpec = {
  key: SEED_WINDOW_SETTING,
  game: null,
  allowed: [`0…${MAX_SEED_WINDOW_SECONDS} {seconds}`],
  default: String(DEFAULT_SEED_WINDOW_SECONDS),
  accept(raw) {
    const value = normalize(raw);
    const seconds = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
    return seconds >= 0 && seconds <= MAX_SEED_WINDOW_SECONDS ? String(seconds) : null;
  },
};

/** /hint and «подскажи» (on by default; admins turn them off for serious games). */
const hints: ChannelSettingSpec = {
  key: 'hints',
  game: null,
  allowed: ['on', 'off'],
  default: 'on',
  accept: enumAccept(['on', 'off']),
};

/** Pictures (score sheet, race chart, game-over card) with the replies that have one; the text is sent either way. */
export const IMAGES_SETTING: ChannelSettingSpec = {
  key: 'images',
  game: null,
  allowed: ['on', 'off'],
  default: 'on',
  accept: enumAccept(['on', 'off']),
};

/**
 * Who throws a game's dice (issue 44): the Butler (its sealed, checkable dice), or each player with Telegram's
 * animated 🎲 (sessions/thrown-dice.ts). Telegram and the console only: Discord has no dice of its own.
 */
export const DICE_SETTING: ChannelSettingSpec = {
  key: 'dice',
  game: null,
  allowed: ['butler', 'telegram'],
  default: 'butler',
  accept: enumAccept(['butler', 'telegram']),
  platforms: [CHAT_KEY_PREFIX.telegram, CHAT_KEY_PREFIX.console],
};

/** Whether a setting means something in the chat with this key (ChannelSettingSpec.platforms). */
export function settingHere(spec: ChannelSettingSpec, chat: string | undefined): boolean {
  return !spec.platforms || chat === undefined || spec.platforms.some((prefix) => chat.startsWith(prefix));
}

/** The chat's language (sessions/chat-language.ts): how the Butler speaks here; moves are understood in all. */
export const LANGUAGE_SPEC: ChannelSettingSpec = {
  key: LANGUAGE_SETTING,
  game: null,
  allowed: LANGUAGES,
  default: DEFAULT_LANGUAGE,
  accept: enumAccept(LANGUAGES),
};

/** The settings every chat has, whatever its game. */
const COMMON_SETTINGS: ChannelSettingSpec[] = [turnTimeout, adminRole, botDelay, seedWindow, hints, IMAGES_SETTING, DICE_SETTING, LANGUAGE_SPEC];

/** One game's own settings (its engine's), as the chat's settings. */
function gameSettings(game: string, specs: readonly SettingSpec[]): ChannelSettingSpec[] {
  return specs.map(
    (spec): ChannelSettingSpec => ({
      key: spec.key,
      game,
      allowed: spec.values,
      default: spec.default,
      accept: enumAccept(spec.values),
    }),
  );
}

const BY_GAMES = new Map<string, ChannelSettingSpec[]>();

/** Every setting of a chat: each hosted game's own (core/hosted-games.ts), then the common ones. */
export function channelSettings(): ChannelSettingSpec[] {
  const ids = gameIds();
  const key = ids.join('\n');
  let list = BY_GAMES.get(key);
  if (!list) BY_GAMES.set(key, (list = [...ids.flatMap((game) => gameSettings(game, engineOf(game).settings)), ...COMMON_SETTINGS]));
  return list;
}

/** The settings of a chat of the four games (outside a Butler: the menus and the tests read them). */
export const CHANNEL_SETTINGS: readonly ChannelSettingSpec[] = [
  ...Object.entries(ENGINES).flatMap(([game, engine]) => gameSettings(game, engine.settings)),
  ...COMMON_SETTINGS,
];

export function settingByKey(raw: string): ChannelSettingSpec | null {
  const key = normalize(raw);
  const canonical = KEY_ALIASES[key] ?? key;
  return channelSettings().find((spec) => spec.key === canonical) ?? null;
}

export function settingValue(settings: Record<string, string>, spec: ChannelSettingSpec): string {
  const stored = settings[spec.key];
  return stored !== undefined && spec.accept(stored) === stored ? stored : spec.default;
}
