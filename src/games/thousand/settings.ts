// The per-channel settings of 1000 (RULES.md §5, §6). Values are strings because admins type them.
import { z } from 'zod';
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

const onOff = z.enum(['on', 'off']);

export const settingsSchema = z.object({
  scoring: z.enum(['seed', 'classic']),
  straights: onOff,
  open: z.enum(['0', '50', '60', '75']),
  pits: onOff,
  barrel: z.enum(['points', 'none', 'open']),
  bolts: onOff,
  dumptruck: onOff,
  overtake: onOff,
});

export type ThousandSettings = z.infer<typeof settingsSchema>;

/** Settings as the engine keeps them: every key present, unknown or missing values at their default. */
export function readSettings(given: GameSettings): ThousandSettings {
  const out: Record<string, string> = {};
  for (const spec of THOUSAND_SETTINGS) {
    const value = given[spec.key];
    out[spec.key] = value !== undefined && (spec.values as readonly string[]).includes(value) ? value : spec.default;
  }
  return settingsSchema.parse(out);
}

/** The least a first banked turn must be worth; 0 = everyone starts opened. */
export function openThreshold(settings: ThousandSettings): number {
  return Number(settings.open);
}

/** True when players sit on a barrel at 880+ (only `barrel: points`). */
export function barrelSeats(settings: ThousandSettings): boolean {
  return settings.barrel === 'points';
}
