// The one font every picture uses: Roboto from the npm registry (a TTF that covers Latin, Cyrillic and the
// Ukrainian letters ґ є і ї). Registered once per process (and once per render worker), by file path, so that the
// pictures look the same on every machine whatever fonts the system has.
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

export const FONT_FAMILY = 'ButlerRoboto';

const require = createRequire(import.meta.url);
let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  for (const file of ['400Regular/Roboto_400Regular.ttf', '700Bold/Roboto_700Bold.ttf']) {
    const path = require.resolve(`@expo-google-fonts/roboto/${file}`);
    // registerFromPath reads the weight from the file, so both faces share one family name.
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) throw new Error(`font not registered: ${path}`);
  }
  registered = true;
}

/** A CSS font string for canvas: `font(24, true)` → "bold 24px ButlerRoboto". */
export function font(size: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${size}px ${FONT_FAMILY}`;
}
