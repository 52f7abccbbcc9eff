// The measure of issue 25: how much code outside a game's own module knows which game it serves. Counted statically
// over src/ (src/games/ and its registry excluded: that is where a game may know itself):
//   branch  — a game id compared (=== 'dice_poker'), matched (case 'thousand') or tested for membership
//             (new Set(['craps', …]), ['craps', …].includes);
//   cast    — a value cast to one game's state type (as DicePokerState);
//   storage — an import of storage/ from messages/ (record and statistics shapes belong in core/).
// `npm run coupling` prints each hit with its place and the totals; `--json` prints the totals alone.
// Game ids are read from the registry and state types from the games' own exports, so a new game is counted too.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GAME_IDS } from '../src/games/registry.ts';

const SRC = new URL('../src/', import.meta.url).pathname;
const GAMES = join(SRC, 'games');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.ts$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The state type each game exports (`export type CrapsState`, `export interface ThousandState`). */
const STATE_TYPES = [
  ...new Set(
    sources(GAMES).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export\s+(?:type|interface)\s+([A-Z]\w*State)\b/g)].map((m) => m[1]!)),
  ),
];

const ids = GAME_IDS.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const ID = `['"\`](?:${ids})['"\`]`;
const CASE = new RegExp(`\\bcase\\s+(${ID})\\s*:`); // case 'craps':
// A comparison counts when its other side reads as a game id (`game`, `x.id`, `record.game`, `gameId`): 'craps' is
// also one of Craps's own roll outcomes (strategy/chances/craps.ts compares an outcome with it), which is no branch
// on the game.
const GAME_OPERAND = String.raw`[\w.?!\]\[]*(?:\bid|game\w*|Game\w*)\)?`;
const BRANCH = [
  new RegExp(`${GAME_OPERAND}\\s*[!=]==?\\s*${ID}`), // game === 'craps'
  new RegExp(`${ID}\\s*[!=]==?\\s*${GAME_OPERAND}`), // 'craps' === game
  new RegExp(`new Set(?:<[^>]*>)?\\(\\s*\\[[^\\]]*${ID}`), // new Set(['craps', …])
  new RegExp(`\\[[^\\]]*${ID}[^\\]]*\\]\\s*(?:as [^.]+)?\\.(?:includes|indexOf|some)\\(`), // ['craps', …].includes(x)
];
const CAST = STATE_TYPES.length ? new RegExp(`\\bas\\s+(?:${STATE_TYPES.join('|')})\\b|<(?:${STATE_TYPES.join('|')})>\\s*\\w`) : null;
const STORAGE_IMPORT = /(?:import|export)[^'";]*?from\s+['"](?:\.\.\/)+storage\//;

interface Hit {
  kind: 'branch' | 'cast' | 'storage';
  place: string;
  line: string;
}

/** Comments say why, they do not branch: drop them before matching (a `//` inside a string is rare enough here). */
function code(line: string): string {
  return line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
}

/**
 * A `case 'craps':` is a game's branch only in a switch over games: another game id is a case nearby. (Craps also
 * names a roll outcome, «craps», which a switch over outcomes matches alone.)
 */
function isGameCase(lines: string[], index: number): boolean {
  const own = CASE.exec(code(lines[index]!))?.[1];
  if (!own) return false;
  return lines.slice(Math.max(0, index - 15), index + 16).some((other) => {
    const id = CASE.exec(code(other))?.[1];
    return id !== undefined && id !== own;
  });
}

const hits: Hit[] = [];
for (const file of sources(SRC)) {
  if (file.startsWith(GAMES + '/')) continue;
  const path = relative(SRC, file);
  const inMessages = path.startsWith('messages/');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((raw, index) => {
    const line = code(raw);
    const place = `src/${path}:${index + 1}`;
    if (BRANCH.some((re) => re.test(line)) || isGameCase(lines, index)) hits.push({ kind: 'branch', place, line: raw.trim() });
    if (CAST?.test(line)) hits.push({ kind: 'cast', place, line: raw.trim() });
    if (inMessages && STORAGE_IMPORT.test(line)) hits.push({ kind: 'storage', place, line: raw.trim() });
  });
}

const totals = {
  branch: hits.filter((h) => h.kind === 'branch').length,
  cast: hits.filter((h) => h.kind === 'cast').length,
  storage: hits.filter((h) => h.kind === 'storage').length,
  total: hits.length,
  files: new Set(hits.map((h) => h.place.replace(/:\d+$/, ''))).size,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(totals));
} else {
  for (const hit of hits) console.log(`${hit.kind.padEnd(7)} ${hit.place}  ${hit.line}`);
  console.log(`\nbranch ${totals.branch} · cast ${totals.cast} · messages→storage ${totals.storage} · total ${totals.total} in ${totals.files} files`);
}
