// WCAG 2 contrast between two colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the palette's promises
// (palette.ts) are checked with it in the tests, and a translucent band is first laid over the paper it is drawn on.

/** "#rrggbb" → [r, g, b] in 0..255. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const channel = (c: number): number => {
  const v = c / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** "rgba(r, g, b, a)" laid over an opaque "#rrggbb": the colour a reader sees, as "#rrggbb". */
export function over(rgba: string, base: string): string {
  const [r, g, b, a] = (rgba.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
  const under = rgbOf(base);
  return `#${[r, g, b].map((c, i) => Math.round(c * a + under[i]! * (1 - a)).toString(16).padStart(2, '0')).join('')}`;
}
