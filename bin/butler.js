#!/usr/bin/env node
// Entry point for `npx butler` and `npm start`: runs the TypeScript sources through tsx,
// so that a fresh `npm install` is all it takes (no build step to forget).
import { register } from 'tsx/esm/api';

// Packages every run needs are plain JavaScript: loaded before tsx's loader is registered, their modules do not
// pass through its hooks one by one (openskill alone brings over a thousand ramda modules). A quarter less CPU per
// start, which the process tests (test/reliability/crash.test.ts) pay on every restart.
await Promise.all(['openskill', 'zod', 'pino', 'better-sqlite3'].map((name) => import(name)));
register();
await import('../src/main.ts');
