// Settings as an engine keeps them: every key of its specs present, a missing value or one no longer allowed at the
// spec's default. The registry fills a channel's stored settings with it, and 1000 its own before parsing them.
import type { GameSettings, SettingSpec } from './types.ts';

export function withDefaults(specs: readonly SettingSpec[], given: GameSettings): GameSettings {
  const out: GameSettings = {};
  for (const spec of specs) {
    const value = given[spec.key];
    out[spec.key] = value !== undefined && spec.values.includes(value) ? value : spec.default;
  }
  return out;
}
