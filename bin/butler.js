#!/usr/bin/env node
// Entry point for `npx butler` and `npm start`: runs the TypeScript sources through tsx,
// so that a fresh `npm install` is all it takes (no build step to forget).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
