#!/usr/bin/env node
// `npm install` / `npm ci` run this (package.json's `prepare`): the sources are bundled now, at install, so that the
// first start is as quick as every later one (bundling the Butler takes seconds; a start from the bundle about one):
// the Butler's bundle (src/main.ts) and the small one that answers `--help` and `--version` (src/cli/quick-main.ts).
//
// It never fails an install: where no bundle can be made (esbuild missing, a read-only or partial install, sources
// that do not build) it says so in one line and exits 0, and the Butler runs its sources through tsx, as
// bin/butler.js always falls back to. An install without the sources (a packages-only step of an image) has nothing
// to bundle and says nothing. `--require` (deploy/Dockerfile's build stage) exits 1 instead when a bundle is missing.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundles a start uses: the Butler's and the one of --help/--version (bin/butler.js names them alike). */
export const BUNDLES = [
  { entry: 'src/main.ts', options: {} },
  { entry: 'src/cli/quick-main.ts', options: { name: 'quick', workers: false } },
];

/** Builds (or finds up to date) every bundle under `root`: the entries that could not be bundled, none when all were. */
export async function prepareBundles(root = resolve(dirname(fileURLToPath(import.meta.url)), '..')) {
  let bundled;
  try {
    ({ bundled } = await import('./bundle.js'));
  } catch {
    return BUNDLES.map(({ entry }) => entry);
  }
  const missing = [];
  for (const { entry, options } of BUNDLES) {
    if (!existsSync(join(root, entry))) continue;
    if (!(await bundled(entry, { ...options, root }))) missing.push(entry);
  }
  return missing;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const started = Date.now();
  const missing = await prepareBundles(root).catch(() => BUNDLES.map(({ entry }) => entry));
  if (missing.length === 0) {
    if (existsSync(join(root, 'src/main.ts'))) console.log(`butler: bundled for a quick start (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } else {
    console.log(`butler: could not bundle ${missing.join(', ')} (BUTLER_BUNDLE_DEBUG=1 says why): the sources will run through tsx, slower to start`);
    if (process.argv.includes('--require')) process.exit(1);
  }
}
