#!/usr/bin/env node
// Entry point for `npx butler` and `npm start`. The TypeScript sources are bundled into dist/ at install (`npm
// install` / `npm ci` run bin/prepare.js), again on a start whenever one of them changed since (bin/bundle.js), and
// that bundle runs. Where no bundle can be made (esbuild missing, a read-only install), or with BUTLER_BUNDLE=off,
// the sources run through tsx as before.
//
// `--help` and `--version` (the program's or a subcommand's) are answered by a small bundle of their own
// (src/cli/quick-main.ts: the messages and the version, no store, no platform), before the Butler's is loaded.
import { bundled, importUrl } from './bundle.js';

/** Runs an entry of the sources: its bundle, else the sources through tsx. */
async function run(entry, options) {
  const main = process.env.BUTLER_BUNDLE === 'off' ? null : await bundled(entry, options);
  if (main) {
    // stack traces in the logs name the sources' files and lines, not the bundle's
    process.setSourceMapsEnabled(true);
    await import(importUrl(main));
    return;
  }
  // Packages every run needs are plain JavaScript: loaded before tsx's loader is registered, their modules do not
  // pass through its hooks one by one (openskill alone brings over a thousand ramda modules).
  if (entry === 'src/main.ts') await Promise.all(['openskill', 'zod', 'pino', 'better-sqlite3'].map((name) => import(name)));
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL(`../${entry}`, import.meta.url).href);
}

const args = process.argv.slice(2);
// (after `--` everything is an operand; the quick entry decides whose help it is, and exits when it answered)
const flags = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
if (flags.some((flag) => flag === '--help' || flag === '-h' || flag === '--version')) {
  await run('src/cli/quick-main.ts', { name: 'quick', workers: false });
}
await run('src/main.ts');
