// Worker bootstrap: worker threads do not inherit the main thread's TypeScript loader, so register tsx here (as
// bin/butler.js does) and then run the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./spread-build-worker.ts');
