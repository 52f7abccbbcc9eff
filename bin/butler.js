#!/usr/bin/env node
// Entry point for `npx butler` and `npm start`. A fresh `npm install` is all it takes (no build step to forget): the
// TypeScript sources are bundled into dist/ on the first start and again whenever one of them changed
// (bin/bundle.js), and that bundle runs. Where no bundle can be made (esbuild missing, a read-only install), or with
// BUTLER_BUNDLE=off, the sources run through tsx as before.
import { bundled, importUrl } from './bundle.js';

const main = process.env.BUTLER_BUNDLE === 'off' ? null : await bundled('src/main.ts');
if (main) {
  // stack traces in the logs name the sources' files and lines, not the bundle's
  process.setSourceMapsEnabled(true);
  await import(importUrl(main));
} else {
  // Packages every run needs are plain JavaScript: loaded before tsx's loader is registered, their modules do not
  // pass through its hooks one by one (openskill alone brings over a thousand ramda modules).
  await Promise.all(['openskill', 'zod', 'pino', 'better-sqlite3'].map((name) => import(name)));
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
