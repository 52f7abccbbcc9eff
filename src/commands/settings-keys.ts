// The per-channel settings an admin can change with /settings, and the words people type for them.
// Game rules come from the engines (1000's many switches); channel-wide ones (the turn timeout) are listed here.
import { ENGINES } from '../games/registry.ts';
import type { GameId } from '../games/types.ts';

export interface ChannelSettingSpec {
  key: string;
  /** the game it belongs to, or null for every game in the channel */
  game: GameId | null;
  /** allowed values as shown to people */
  allowed: readonly string[];
  default: string;
  /** the canonical value for what an admin typed, or null when it is not allowed */
  accept(value: string): string | null;
}

const KEY_ALIASES: Record<string, string> = {
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
  timeout: 'turn_timeout',
  'время хода': 'turn_timeout',
  время_хода: 'turn_timeout',
  картинки: 'images',
  картинка: 'images',
  изображения: 'images',
};

const VALUE_ALIASES: Record<string, string[]> = {
  on: ['вкл', 'да', 'включить', 'yes', 'true', '1'],
  off: ['выкл', 'нет', 'выключить', 'no', 'false', '0'],
  classic: ['классика', 'классический', 'классические'],
  seed: ['исходный', 'исходные', 'оригинал'],
  points: ['очки'],
  none: ['нет', 'без'],
  open: ['открытая', 'ровно'],
};

function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').trim();
}

function enumAccept(values: readonly string[]) {
  return (raw: string): string | null => {
    const value = normalize(raw);
    if (values.includes(value)) return value;
    for (const canonical of values) if (VALUE_ALIASES[canonical]?.includes(value)) return canonical;
    return null;
  };
}

export const TURN_TIMEOUT_DEFAULT = '10';

const turnTimeout: ChannelSettingSpec = {
  key: 'turn_timeout',
  game: null,
  allowed: ['off', '1…1440 (минут)'],
  default: TURN_TIMEOUT_DEFAULT,
  accept(raw) {
    const value = normalize(raw);
    if (value === 'off' || VALUE_ALIASES.off.includes(value)) return 'off';
    const minutes = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    return minutes >= 1 && minutes <= 1440 ? String(minutes) : null;
  },
};

/** Pictures (score sheet, race chart, game-over card) with the replies that have one; the text is sent either way. */
export const IMAGES_SETTING: ChannelSettingSpec = {
  key: 'images',
  game: null,
  allowed: ['on', 'off'],
  default: 'on',
  accept: enumAccept(['on', 'off']),
};

export const CHANNEL_SETTINGS: ChannelSettingSpec[] = [
  ...(Object.keys(ENGINES) as GameId[]).flatMap((game) =>
    ENGINES[game].settings.map(
      (spec): ChannelSettingSpec => ({
        key: spec.key,
        game,
        allowed: spec.values,
        default: spec.default,
        accept: enumAccept(spec.values),
      }),
    ),
  ),
  turnTimeout,
  IMAGES_SETTING,
];

export function settingByKey(raw: string): ChannelSettingSpec | null {
  const key = normalize(raw);
  const canonical = KEY_ALIASES[key] ?? key;
  return CHANNEL_SETTINGS.find((spec) => spec.key === canonical) ?? null;
}

export function settingValue(settings: Record<string, string>, spec: ChannelSettingSpec): string {
  const stored = settings[spec.key];
  return stored !== undefined && spec.accept(stored) === stored ? stored : spec.default;
}
