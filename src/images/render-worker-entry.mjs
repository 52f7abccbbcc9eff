// The worker thread's entry: plain JavaScript that loads tsx first, because the render code is TypeScript and a
// worker does not inherit the loader the main thread was started with.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
