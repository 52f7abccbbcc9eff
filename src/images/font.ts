// The fonts every picture draws with, all brought by the project's own packages (never the server's): Roboto for
// Latin, Cyrillic (with ґ є і ї) and Greek, then one font per script that player names bring — Hebrew, Arabic,
// Devanagari, Bengali, Thai, Chinese/Japanese (Noto Sans SC has the Han characters and the kana), Korean, and
// emoji (Noto Emoji, monochrome: it takes the text's colour, so a greyed name is grey through and through).
//
// @napi-rs/canvas falls back per character along the font list of `ctx.font` (as a browser does); a font that is
// only registered is never picked for a character by itself. So every font string names the whole list, Roboto
// first, and a character Roboto lacks is drawn from the first font after it that has it.
//
// Size: the CJK fonts are the big ones (10 MB + 6 MB, one weight each: bold is drawn synthetically for them, as a
// browser does); the others are small (Hebrew 7 KB … emoji 0.9 MB). Registered once per process (and once per render
// worker), by file path: the file is read when a character first needs it.
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

export const FONT_FAMILY = 'ButlerRoboto';

interface FontFace {
  family: string;
  /** package paths, the regular face first; then the bold face (and Roboto's italics) */
  files: string[];
}

// Fontsource packages ship per-script subsets as WOFF2 (which the canvas reads); the Expo Google Fonts packages ship
// whole TTFs (one file for all of CJK, where Fontsource splits it into a hundred pieces).
const fontsource = (name: string, subset: string) => [400, 700].map((weight) => `@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff2`);

/** In fallback order. */
const FACES: readonly FontFace[] = [
  // italic: the sheet's values not yet written (told from written ones by more than a colour)
  {
    family: FONT_FAMILY,
    files: [
      '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf',
      '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf',
      '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf',
      '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf',
    ],
  },
  { family: 'ButlerHebrew', files: fontsource('noto-sans-hebrew', 'hebrew') },
  { family: 'ButlerArabic', files: fontsource('noto-sans-arabic', 'arabic') },
  { family: 'ButlerDevanagari', files: fontsource('noto-sans-devanagari', 'devanagari') },
  { family: 'ButlerBengali', files: fontsource('noto-sans-bengali', 'bengali') },
  { family: 'ButlerThai', files: fontsource('noto-sans-thai', 'thai') },
  { family: 'ButlerHan', files: ['@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'] },
  { family: 'ButlerHangul', files: ['@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'] },
  { family: 'ButlerEmoji', files: ['@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf', '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'] },
];

/** The font list of every text drawn: the families above, in order (a CSS font-family list). */
export const FONT_LIST = FACES.map((face) => face.family).join(', ');

const require = createRequire(import.meta.url);
let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  for (const face of FACES) {
    for (const file of face.files) {
      const path = require.resolve(file);
      // registerFromPath reads the weight from the file, so both faces share one family name.
      if (!GlobalFonts.registerFromPath(path, face.family)) throw new Error(`font not registered: ${path}`);
    }
  }
  registered = true;
}

/** A CSS font string for canvas: `font(24, true)` → "bold 24px ButlerRoboto, ButlerHebrew, …". */
export function font(size: number, bold = false, italic = false): string {
  return `${italic ? 'italic ' : ''}${bold ? 'bold ' : ''}${size}px ${FONT_LIST}`;
}
