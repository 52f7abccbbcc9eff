// Writes the shipped form of a solved 1000 duel table (strategy/thousand/duel-shipped.ts) into assets/strategy/, from
// a table file `npm run bench:thousand-duel -- --table <file>` built, after reading it back to check it.
//
//   node --import tsx scripts/ship-duel-table.ts /path/thousand-duel-default.bin [--settings '{…}']
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings } from '../src/games/thousand/settings.ts';
import type { GameSettings } from '../src/games/types.ts';
import { duelKey } from '../src/strategy/chances/duel-service.ts';
import { readDuelFileSync } from '../src/strategy/thousand/duel-file.ts';
import { decodeShippedDuel, encodeShippedDuel, shippedDuelFile } from '../src/strategy/thousand/duel-shipped.ts';

const { values: args, positionals } = parseArgs({ options: { settings: { type: 'string', default: '{}' } }, allowPositionals: true });
const source = positionals[0];
if (!source) throw new Error('usage: scripts/ship-duel-table.ts <table.bin> [--settings json]');
const key = duelKey(readSettings(JSON.parse(args.settings) as GameSettings));
const table = readDuelFileSync(source, key);
if (!table) throw new Error(`${source} holds no duel table of these settings (${key})`);
const started = performance.now();
const shipped = encodeShippedDuel(table, key);
const back = await decodeShippedDuel(shipped, key);
if (!back || back.length !== table.length || back.some((v, i) => v !== table[i])) throw new Error('the shipped table does not read back the same');
const target = fileURLToPath(shippedDuelFile(key));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, shipped);
console.log(`${target}: ${(shipped.length / 1e6).toFixed(1)} MB from ${(table.byteLength / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`);
