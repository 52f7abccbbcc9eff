// The per-channel settings of 1000 (RULES.md §5, §6). Values are strings because admins type them.
import { z } from 'zod';
import { withDefaults } from '../settings-defaults.ts';
import type { GameSettings, SettingSpec } from '../types.ts';

export const THOUSAND_SETTINGS = [
  { key: 'scoring', values: ['seed', 'classic'], default: 'seed' },
  { key: 'straights', values: ['off', 'on'], default: 'off' },
  { key: 'open', values: ['0', '50', '60', '75'], default: '50' },
  { key: 'pits', values: ['on', 'off'], default: 'on' },
  { key: 'barrel', values: ['points', 'none', 'open'], default: 'points' },
  { key: 'bolts', values: ['on', 'off'], default: 'on' },
  { key: 'dumptruck', values: ['on', 'off'], default: 'on' },
  { key: 'overtake', values: ['on', 'off'], default: 'on' },
] as const satisfies readonly SettingSpec[];

type ThousandSettingSpec = (typeof THOUSAND_SETTINGS)[number];

/** Every key with the values its spec allows: `{ scoring: 'seed' | 'classic'; … }`. */
export type ThousandSettings = { [Spec in ThousandSettingSpec as Spec['key']]: Spec['values'][number] };

/** The stored settings' schema, built from the one list above so that a new value is added in one place. */
export const settingsSchema = z.object(
  Object.fromEntries(THOUSAND_SETTINGS.map((spec) => [spec.key, z.enum(spec.values)])),
) as unknown as z.ZodType<ThousandSettings>;

/** Settings as the engine keeps them: every key present, unknown or missing values at their default. */
export function readSettings(given: GameSettings): ThousandSettings {
  return settingsSchema.parse(withDefaults(THOUSAND_SETTINGS, given));
}

/** The least a first banked turn must be worth; 0 = everyone starts opened. */
export function openThreshold(settings: ThousandSettings): number {
  return Number(settings.open);
}
