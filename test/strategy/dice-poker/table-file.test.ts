// The stored table is trusted only when it is whole, for the same rules and unaltered.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTableFile, tableFileName, writeTableFile } from '../../../src/strategy/dice-poker/table-file.ts';

const values = Float32Array.from({ length: 1000 }, (_, i) => i / 7);
const stored = { hash: 'abcdef0123456789', expected: 314.8321, states: 1000, values };

async function written(): Promise<string> {
  const path = tableFileName(mkdtempSync(join(tmpdir(), 'butler-table-')), stored.hash);
  await writeTableFile(path, stored);
  return path;
}

describe('Dice Poker table file', () => {
  it('GIVEN a written table WHEN read with its hash THEN the same values come back', async () => {
    const back = await readTableFile(await written(), stored.hash);
    expect(back).toEqual(stored);
  });

  it('GIVEN a table of other rules WHEN read THEN it is not trusted', async () => {
    expect(await readTableFile(await written(), '0000000000000000')).toBeNull();
  });

  it('GIVEN one altered byte WHEN read THEN the checksum rejects it', async () => {
    const path = await written();
    const data = readFileSync(path);
    data[data.length - 5] ^= 0xff;
    writeFileSync(path, data);
    expect(await readTableFile(path, stored.hash)).toBeNull();
  });

  it('GIVEN a truncated or missing file WHEN read THEN it is not trusted', async () => {
    const path = await written();
    writeFileSync(path, readFileSync(path).subarray(0, 100));
    expect(await readTableFile(path, stored.hash)).toBeNull();
    expect(await readTableFile(`${path}.missing`, stored.hash)).toBeNull();
  });
});
