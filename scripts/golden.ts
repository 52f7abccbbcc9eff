// Regenerates the golden images (test/images/golden/*.png) from the cases in test/images/golden-cases.ts.
// Run after a deliberate change of a picture's look: `npm run golden`, then look at the files before committing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderImage } from '../src/images/render-image.ts';
import { GOLDEN_CASES, GOLDEN_DIR } from '../test/images/golden-cases.ts';

mkdirSync(GOLDEN_DIR, { recursive: true });
for (const [name, spec] of Object.entries(GOLDEN_CASES)) {
  const file = new URL(`${name}.png`, GOLDEN_DIR);
  const png = renderImage(spec());
  writeFileSync(file, png);
  console.log(`${fileURLToPath(file)} (${(png.length / 1024).toFixed(1)} KiB)`);
}
