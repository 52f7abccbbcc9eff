// Run by own-fonts.test.ts in a process where the machine's fonts are hidden: draws a Dice Poker sheet for each
// name it is given and prints, as JSON, a hash of each picture's pixels and what the font folder held.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { renderImage } from '../../src/images/render-image.ts';
import { dicePokerMidGame } from './fixtures/states.ts';

const names: string[] = JSON.parse(process.argv[2] ?? '[]');
const hashes: Record<string, string> = {};
for (const name of names) {
  const png = renderImage({ kind: 'dice_poker_sheet', state: dicePokerMidGame(), names: { anna: name, bohdan: 'Богдан', olya: 'Оля' }, language: 'en' });
  // The PNG encoder is deterministic: the same pixels give the same bytes.
  hashes[name] = createHash('sha256').update(png).digest('hex');
}
const machineFonts = existsSync('/usr/share/fonts') ? readdirSync('/usr/share/fonts', { recursive: true }).length : 0;
console.log(JSON.stringify({ machineFonts, hashes }));
