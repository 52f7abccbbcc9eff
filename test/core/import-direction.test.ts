// Imports point one way (docs/decisions.md, "Code shape"): adapters → butler → commands → messages / sessions →
// core → games. A lower layer that reached up would make the layers one knot again, so each rule is checked here
// against every relative import in src/.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(ts|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The top-level part of src/ a path belongs to: a folder ("games") or a file without its extension ("butler"). */
function layerOf(path: string): string {
  return relative(SRC, path).split('/')[0]!.replace(/\.(ts|mjs)$/, '');
}

/** Every relative import and re-export of every source file, as [importing layer, imported layer, file, specifier]. */
const EDGES = sources(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'";]*?from\s+['"](\.[^'"]+)['"]/g)].map((match) => {
    const target = normalize(join(dirname(file), match[1]!));
    return { from: layerOf(file), to: layerOf(target), file: relative(SRC, file), spec: match[1]! };
  });
});

/** Every package import of every source file, as the file and the package's name ("grammy", "@grammyjs/runner"). */
const PACKAGES = sources(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'";]*?from\s+['"]([^.'"][^'"]*)['"]|import\(\s*['"]([^.'"][^'"]*)['"]\s*\)/g)].map((match) => {
    const spec = (match[1] ?? match[2])!;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
    return { file: relative(SRC, file), layer: layerOf(file), name };
  });
});

/** The chat platforms' SDKs: only the adapters (and the composition root that starts them) may know them. */
const CHAT_SDKS = /^(grammy|@grammyjs\/.*|discord\.js|@discordjs\/.*|discord-api-types)$/;
const MAY_IMPORT_SDKS = ['adapters', 'main'];

/** Which layers each layer must never import (games: nothing but games, so every other layer). */
const LAYERS = [...new Set(sources(SRC).map(layerOf))];
// house/ assembles each game's module from every layer below it (engine, words, advisors, pictures), so none of
// those may import it back; the registry reaches them as a value passed in.
const FORBIDDEN: Record<string, readonly string[]> = {
  games: LAYERS.filter((layer) => layer !== 'games'),
  core: ['messages', 'sessions', 'commands', 'butler', 'adapters', 'storage', 'strategy', 'images', 'house'],
  sessions: ['messages', 'commands', 'butler', 'adapters', 'house'],
  messages: ['sessions', 'commands', 'butler', 'adapters', 'storage', 'house'],
  commands: ['butler', 'adapters'],
  strategy: ['messages', 'sessions', 'commands', 'butler', 'adapters', 'house'],
  storage: ['messages', 'sessions', 'commands', 'butler', 'adapters', 'house'],
  images: ['sessions', 'commands', 'butler', 'adapters', 'house'],
  house: ['butler', 'adapters'],
};

describe('the direction of imports', () => {
  it('GIVEN the sources WHEN their imports are read THEN the check sees every layer it rules on', () => {
    const layers = new Set(EDGES.map((edge) => edge.from));
    for (const layer of Object.keys(FORBIDDEN)) expect(layers).toContain(layer);
  });

  it.each(Object.entries(FORBIDDEN))('GIVEN src/%s WHEN its imports are read THEN none reaches a layer above it', (layer, above) => {
    const wrong = EDGES.filter((edge) => edge.from === layer && above.includes(edge.to)).map((edge) => `${edge.file} → ${edge.spec}`);
    expect(wrong).toEqual([]);
  });

  it('GIVEN the sources WHEN their packages are read THEN a chat SDK is imported only in adapters/ and main', () => {
    expect(PACKAGES.some((edge) => CHAT_SDKS.test(edge.name))).toBe(true);
    const wrong = PACKAGES.filter((edge) => CHAT_SDKS.test(edge.name) && !MAY_IMPORT_SDKS.includes(edge.layer)).map((edge) => `${edge.file} → ${edge.name}`);
    expect(wrong).toEqual([]);
  });
});
