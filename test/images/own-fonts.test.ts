// The pictures draw every name with the fonts the project brings, not the server's. Proof on a machine without
// fonts: in a child process whose /usr/share/fonts is an empty folder (a private mount namespace, as root), a sheet
// for «山田» differs from one for «田山» — drawn as empty boxes (no font has the glyphs) they are the same pixels —
// and from one for two private-use characters (which always draw as boxes); the same for each script below.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PAIRS: Record<string, [string, string]> = {
  Chinese: ['山田', '田山'],
  Japanese: ['やまだ', 'だまや'],
  Korean: ['김민준', '민준김'],
  emoji: ['😀🎲', '🎲😀'],
  Hebrew: ['דוד כהן', 'כהן דוד'],
  Arabic: ['سعيد محمد', 'محمد سعيد'],
  Devanagari: ['राज कुमार', 'कुमार राज'],
};
/** Private-use characters: no font draws them, so they stand for a name drawn as boxes. */
const boxes = (name: string) => Array.from(name, (ch, i) => (ch === ' ' ? ' ' : String.fromCodePoint(0xe000 + i))).join('');

// Hiding the machine's fonts needs a private mount namespace (root, with util-linux's unshare).
const canHide = spawnSync('unshare', ['-m', 'true']).status === 0;
const empty = mkdtempSync(join(tmpdir(), 'no-fonts-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

function probe(names: string[]): { machineFonts: number; hashes: Record<string, string> } {
  const script = fileURLToPath(new URL('./own-fonts-probe.ts', import.meta.url));
  const shell = 'mount --bind "$1" /usr/share/fonts && exec node --import tsx "$2" "$3"';
  const out = execFileSync('unshare', ['-m', 'sh', '-c', shell, 'sh', empty, script, JSON.stringify(names)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!);
}

describe.skipIf(!canHide)('names drawn with the project’s own fonts (the machine’s fonts hidden)', () => {
  const names = Object.values(PAIRS).flatMap(([a, b]) => [a, b, boxes(a)]);
  let result: ReturnType<typeof probe> | undefined;
  const drawn = () => (result ??= probe(names));

  it('GIVEN the probe process WHEN it looks at the machine’s font folder THEN it is empty', () => {
    expect(drawn().machineFonts).toBe(0);
  });

  for (const [script, [name, swapped]] of Object.entries(PAIRS)) {
    it(`GIVEN the ${script} name «${name}» WHEN its sheet is drawn THEN it differs from the sheet for «${swapped}» and from boxes`, () => {
      const { hashes } = drawn();
      expect(hashes[name]).not.toBe(hashes[swapped]);
      expect(hashes[name]).not.toBe(hashes[boxes(name)]);
    });
  }
});
