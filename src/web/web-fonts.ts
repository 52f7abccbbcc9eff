// The fonts the pages ask for, served by the Butler itself from the font packages the project already ships for its
// pictures (src/images/font.ts draws with the same files): Roboto for Latin and Cyrillic, a Noto face per script
// that names bring, monochrome Noto Emoji last. Each face but Roboto has a unicode-range, so a browser fetches the
// 10 MB Chinese face only for a page that shows a Han character, and a phone without those fonts still draws every
// name instead of empty boxes.
import { createRequire } from 'node:module';

export interface WebFont {
  /** the file's name under /fonts/ */
  file: string;
  /** the package path it is read from */
  source: string;
  family: string;
  weight: 400 | 700;
  format: 'woff2' | 'truetype';
  /** CSS unicode-range; none = every character */
  range?: string;
}

const fontsource = (script: string, family: string, range: string): WebFont[] =>
  ([400, 700] as const).map((weight) => ({
    file: `${script}-${weight}.woff2`,
    source: `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`,
    family,
    weight,
    format: 'woff2',
    range,
  }));

export const WEB_FONTS: readonly WebFont[] = [
  { file: 'roboto-400.ttf', source: '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf', family: 'ButlerSans', weight: 400, format: 'truetype' },
  { file: 'roboto-700.ttf', source: '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf', family: 'ButlerSans', weight: 700, format: 'truetype' },
  ...fontsource('hebrew', 'ButlerHebrew', 'U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F'),
  ...fontsource('arabic', 'ButlerArabic', 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFF'),
  ...fontsource('devanagari', 'ButlerDevanagari', 'U+0900-097F, U+1CD0-1CFF, U+A8E0-A8FF'),
  ...fontsource('bengali', 'ButlerBengali', 'U+0980-09FE'),
  ...fontsource('thai', 'ButlerThai', 'U+0E01-0E5B'),
  {
    file: 'han-400.ttf',
    source: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    family: 'ButlerHan',
    weight: 400,
    format: 'truetype',
    range: 'U+2E80-2FDF, U+3000-30FF, U+31F0-31FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF',
  },
  {
    file: 'hangul-400.ttf',
    source: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    family: 'ButlerHangul',
    weight: 400,
    format: 'truetype',
    range: 'U+1100-11FF, U+3130-318F, U+A960-A97F, U+AC00-D7AF, U+D7B0-D7FF',
  },
  ...([400, 700] as const).map((weight): WebFont => ({
    file: `emoji-${weight}.ttf`,
    source: `@expo-google-fonts/noto-emoji/${weight === 400 ? '400Regular/NotoEmoji_400Regular' : '700Bold/NotoEmoji_700Bold'}.ttf`,
    family: 'ButlerEmoji',
    weight,
    format: 'truetype',
    range: 'U+00A9, U+00AE, U+203C-3299, U+1F000-1FAFF, U+FE0F, U+200D',
  })),
];

const require = createRequire(import.meta.url);

/** The file a font is read from on this machine. */
export function fontPath(font: WebFont): string {
  return require.resolve(font.source);
}

/** The @font-face rules, with URLs relative to the stylesheet (/assets/page.css → /fonts/…). */
export function fontFaceRules(): string {
  return WEB_FONTS.map(
    (f) =>
      `@font-face { font-family: ${f.family}; font-weight: ${f.weight}; font-display: swap; ` +
      `src: url("../fonts/${f.file}") format("${f.format}");${f.range ? ` unicode-range: ${f.range};` : ''} }`,
  ).join('\n');
}
