// `npm run bench:render [-- --renders N]`: the pictures' render times (bench/images.ts), in this thread and in the
// render workers' pool.
import { parseArgs } from 'node:util';
import { benchImages, benchImagesInPool } from './images.ts';

const { values } = parseArgs({ options: { renders: { type: 'string', default: '200' } } });
benchImages(Number(values.renders));
await benchImagesInPool(Number(values.renders));
