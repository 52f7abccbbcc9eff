#!/usr/bin/env node
// `node bin/run-bundled.js <file.ts> [args…]`: runs a TypeScript entry (the benchmarks) as the Butler itself runs,
// bundled by bin/bundle.js (built again only when a source changed), so that what is measured is what is deployed.
// Falls back to tsx where no bundle can be made.
import { resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundled, importUrl } from './bundle.js';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node bin/run-bundled.js <file.ts> [args…]');
  process.exit(2);
}
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const fromRoot = relative(root, resolve(entry));
// the entry sees its own arguments, as under `node --import tsx <file.ts> …`
process.argv.splice(1, process.argv.length - 1, resolve(entry), ...args);
const main = await bundled(fromRoot, { name: fromRoot.replace(/\.[cm]?ts$/, '').replace(/[\\/]/g, '_') });
if (main) {
  process.setSourceMapsEnabled(true);
  await import(importUrl(main));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(importUrl(resolve(entry)));
}
