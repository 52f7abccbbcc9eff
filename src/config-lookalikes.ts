// Environment variables that are not the Butler's but look like one of its names: `TELEGRAM_TOKEN` for
// TELEGRAM_BOT_TOKEN, `BUTLER_PORT` for BUTLER_HTTP_PORT, `BUTLER_DATABASE_URL` for DATABASE_URL. Such a name is
// read by nothing, so without a word the bot would start without the setting (a misnamed token quietly opens the
// console, a misnamed DATABASE_URL quietly runs on SQLite). The check is a similarity between names, not a list of
// known mistakes:
// - a typo: a few letters apart (Damerau–Levenshtein, transpositions count one);
// - a word more, less or another: the names as words split at `_` (a word matches a word a letter apart), one word
//   apart, with at least two words in common — so another program's DATABASE_HOST or REDIS_URL (one word shared) is
//   left alone — and never another first word alone (DISCORD_BOT_TOKEN is not TELEGRAM_BOT_TOKEN: the first word is
//   the platform). Among several names the one that shares the rarer words wins: a word that many of our names
//   carry (BUTLER, URL) says less than one only a single name has (DATABASE, PORT), so BUTLER_DATABASE_URL is
//   DATABASE_URL, not BUTLER_PUBLIC_URL;
// - a value shaped like one of ours whose variable is not set: POSTGRES_URL=postgres://… is meant as DATABASE_URL.
//   The shapes are the schema's own (config.ts VALUE_SHAPES), for the values no other variable of ours could hold.

export interface Lookalike {
  /** the variable as set */
  found: string;
  /** the Butler's name it most resembles */
  meant: string;
}

/** Each set variable that is not in `known` but looks like one of its names, with the closest of them. */
export function lookalikeVariables(env: NodeJS.ProcessEnv, known: readonly string[], shapes: Readonly<Record<string, RegExp>> = {}): Lookalike[] {
  const knownSet = new Set(known);
  const rarity = wordRarity(known);
  const ours = known.map((name) => ({ name, words: words(name) }));
  const found: Lookalike[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || knownSet.has(name)) continue;
    const theirs = { name: name.toUpperCase(), words: words(name.toUpperCase()) };
    let best: { meant: string; distance: number } | null = null;
    for (const candidate of ours) {
      const distance = resemblance(theirs, candidate, rarity);
      if (distance !== null && (!best || distance < best.distance)) best = { meant: candidate.name, distance };
    }
    best ??= shapedLike(value, env, shapes);
    if (best) found.push({ found: name, meant: best.meant });
  }
  return found;
}

/** The unset variable of ours whose value shape `value` has, if any. */
function shapedLike(value: string, env: NodeJS.ProcessEnv, shapes: Readonly<Record<string, RegExp>>): { meant: string; distance: number } | null {
  for (const [meant, shape] of Object.entries(shapes)) {
    if (!env[meant]?.trim() && shape.test(value.trim())) return { meant, distance: 100 };
  }
  return null;
}

/** How far `name` is from `ours` when it looks like it (smaller is closer), else null. */
interface Name {
  name: string;
  words: string[];
}

function resemblance(theirs: Name, our: Name, rarity: (word: string) => number): number | null {
  const { name, words: a } = theirs;
  const { name: ours, words: b } = our;
  // (the cheap refusals first: a start reads every variable of the environment against every name of ours)
  const typo = Math.min(name.length, ours.length) >= 8 ? 2 : 1;
  const letters = Math.abs(name.length - ours.length) <= typo ? editDistance(name, ours) : Infinity;
  // a typo: one letter in a short name, two in a long one
  if (letters <= typo) return letters;
  if (Math.abs(a.length - b.length) > 1 || a.filter((word) => b.some((w) => sameWord(word, w))).length < 2) return null;
  if (wordDistance(a, b) !== 1) return null;
  // the words the two have in common: all but the one added, dropped or replaced
  let shared: string[];
  if (a.length === b.length) {
    const other = a.findIndex((word, i) => !sameWord(word, b[i]!));
    if (other === 0) return null; // another first word: another platform or program
    shared = b.filter((_, i) => i !== other);
  } else shared = a.length < b.length ? a : b;
  if (shared.length < 2) return null;
  const weight = shared.reduce((sum, word) => sum + rarity(word), 0);
  return 10 + 10 / weight + (Number.isFinite(letters) ? letters : editDistance(name, ours)) / 100;
}

function words(name: string): string[] {
  return name.split(/_+/).filter(Boolean);
}

/** Words match when they are equal, or one letter apart in words of five letters or more (TOKNE, TOKEN). */
function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 5 && Math.abs(a.length - b.length) <= 1 && editDistance(a, b) <= 1);
}

/** How much a shared word says: 1 / the number of our names that carry it (1 for a word unknown to us). */
function wordRarity(known: readonly string[]): (word: string) => number {
  const named = known.map(words);
  const rarity = new Map<string, number>();
  return (word) => {
    let r = rarity.get(word);
    if (r === undefined) rarity.set(word, (r = 1 / Math.max(1, named.filter((ws) => ws.some((w) => sameWord(w, word))).length)));
    return r;
  };
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
  const w = m + 1;
  const d = new Int32Array((n + 1) * w);
  for (let i = 0; i <= n; i++) d[i * w] = i;
  for (let j = 0; j <= m; j++) d[j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let best = Math.min(d[(i - 1) * w + j]! + 1, d[i * w + j - 1]! + 1, d[(i - 1) * w + j - 1]! + (same(i - 1, j - 1) ? 0 : 1));
      if (swapped(i - 1, j - 1)) best = Math.min(best, d[(i - 2) * w + j - 2]! + 1);
      d[i * w + j] = best;
    }
  }
  return d[n * w + m]!;
}
