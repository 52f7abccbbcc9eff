// Environment variables that are not the Butler's but look like one of its names: `TELEGRAM_TOKEN` for
// TELEGRAM_BOT_TOKEN, `DISCORD_BOT_TOKEN` for DISCORD_TOKEN, `BUTLER_HTTP_PORTS` for BUTLER_HTTP_PORT. Such a name
// is read by nothing, so without a word the bot would start without the setting (a misnamed token quietly opens the
// console). The check is a similarity between names, not a list of known mistakes:
// - a typo: a few letters apart (Damerau–Levenshtein, transpositions count one);
// - a word more, less or swapped: the names as words split at `_` (a word matches a word a letter apart), one word
//   apart, and the first word the same — the first word is the namespace (TELEGRAM_, DISCORD_, BUTLER_), so
//   another program's DATABASE_HOST is not taken for DATABASE_URL; a word swapped counts only inside a namespace the
//   Butler has several names in.

export interface Lookalike {
  /** the variable as set */
  found: string;
  /** the Butler's name it most resembles */
  meant: string;
}

/** Each set variable that is not in `known` but looks like one of its names, with the closest of them. */
export function lookalikeVariables(env: NodeJS.ProcessEnv, known: readonly string[]): Lookalike[] {
  const knownSet = new Set(known);
  const namespaces = namespaceCounts(known);
  const found: Lookalike[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || knownSet.has(name)) continue;
    let best: { meant: string; distance: number } | null = null;
    for (const candidate of known) {
      const distance = resemblance(name.toUpperCase(), candidate, namespaces);
      if (distance !== null && (!best || distance < best.distance)) best = { meant: candidate, distance };
    }
    if (best) found.push({ found: name, meant: best.meant });
  }
  return found;
}

/** How far `name` is from `ours` when it looks like it (smaller is closer), else null. */
function resemblance(name: string, ours: string, namespaces: Map<string, number>): number | null {
  const letters = editDistance(name, ours);
  // a typo: one letter in a short name, two in a long one
  if (letters <= (Math.min(name.length, ours.length) >= 8 ? 2 : 1)) return letters;
  const a = words(name);
  const b = words(ours);
  if (a.length < 2 || b.length < 2 || !sameWord(a[0]!, b[0]!)) return null;
  const apart = wordDistance(a, b);
  if (apart !== 1) return null;
  // the same number of words: one swapped, which counts only inside one of our namespaces
  if (a.length === b.length && (namespaces.get(b[0]!) ?? 0) < 3) return null;
  return 10 + letters;
}

function words(name: string): string[] {
  return name.split(/_+/).filter(Boolean);
}

/** Words match when they are equal, or one letter apart in words of five letters or more (TOKNE, TOKEN). */
function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= 1);
}

function namespaceCounts(known: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of known) {
    const first = words(name)[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return counts;
}

/** Levenshtein distance over words (insert, delete, swap a word), a word equal to another by sameWord. */
function wordDistance(a: string[], b: string[]): number {
  return distance(a.length, b.length, (i, j) => sameWord(a[i]!, b[j]!), () => false);
}

/** Damerau–Levenshtein distance (optimal string alignment) over letters. */
export function editDistance(a: string, b: string): number {
  return distance(a.length, b.length, (i, j) => a[i] === b[j], (i, j) => i > 0 && j > 0 && a[i] === b[j - 1] && a[i - 1] === b[j]);
}

function distance(n: number, m: number, same: (i: number, j: number) => boolean, swapped: (i: number, j: number) => boolean): number {
  const rows: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (same(i - 1, j - 1) ? 0 : 1));
      if (swapped(i - 1, j - 1)) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[n]![m]!;
}
