// The rating band of a game-over picture, alike in every language but for its title and decimal separator.

/**
 * A rating as /top rounds it (one decimal), but always with its decimal so that the numbers line up in the picture's
 * column, and with a real minus sign.
 */
function fixedDecimal(x: number, separator: string): string {
  const tenths = Math.round(x * 10);
  return `${tenths < 0 ? '−' : ''}${(Math.abs(tenths) / 10).toFixed(1).replace('.', separator)}`;
}

export function ratingBand(title: string, separator: string) {
  return {
    title,
    /** the rating /top shows, before and after this game: "12,3 → 15,1" */
    change: (before: number, after: number): string =>
      `${fixedDecimal(before, separator)} → ${fixedDecimal(after, separator)}`,
    /** the difference of the two numbers as written (so that they add up): "+2,8", "−1,4", "±0" */
    delta: (before: number, after: number): string => {
      const tenths = Math.round(after * 10) - Math.round(before * 10);
      if (tenths === 0) return '±0';
      return `${tenths > 0 ? '+' : ''}${fixedDecimal(tenths / 10, separator)}`;
    },
  };
}
