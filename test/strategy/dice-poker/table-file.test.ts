// The stored table is trusted only when it is whole, for the same rules and unaltered.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KEEP_FREE_BYTES,
  readTableFile,
  readTableFileSync,
  removeStaleTempFiles,
  TableNotWritten,
  tableFileName,
  writeTableFile,
} from '../../../src/strategy/dice-poker/table-file.ts';

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

// A full disk harms nothing (issue 30): a failed write leaves no file behind, the file is written only with room to
// spare for the store, and a path that is not a plain file is neither read nor written.
describe('Dice Poker table file on a full or odd disk', () => {
  const roomy = { freeBytes: async () => 1e12 };
  const leftovers = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

  it('GIVEN the disk fills up mid-write (ENOSPC) WHEN the table is written THEN the write fails and no temp file is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-table-'));
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const io = {
      ...roomy,
      async writeFile(path: string, data: Uint8Array) {
        writeFileSync(path, data.subarray(0, 1000)); // part of it got out before the disk was full
        throw full;
      },
    };
    await expect(writeTableFile(tableFileName(dir, stored.hash), stored, io)).rejects.toThrow('ENOSPC');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('GIVEN a real file system too small for the table (a 1 MB tmpfs) WHEN it is written THEN it fails and leaves nothing', async (ctx) => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-tmpfs-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    } catch {
      ctx.skip(); // not allowed to mount here: the injected ENOSPC above covers the same path
    }
    try {
      const big = { ...stored, values: new Float32Array(400_000).fill(1.5) }; // 1.6 MB
      await expect(writeTableFile(tableFileName(dir, stored.hash), big, { ...roomy, writeFile: (p, d) => writeFile(p, d) })).rejects.toThrow(/ENOSPC/);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      execFileSync('umount', [dir]);
    }
  });

  it('GIVEN less free space than the table plus what the store keeps WHEN it is written THEN nothing is written at all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-table-'));
    let wrote = false;
    const io = { freeBytes: async () => KEEP_FREE_BYTES + 100, writeFile: async () => void (wrote = true) };
    await expect(writeTableFile(tableFileName(dir, stored.hash), stored, io)).rejects.toThrow(TableNotWritten);
    expect(wrote).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('GIVEN a folder where the table file belongs WHEN it is written, again and again THEN it is refused and no temp file piles up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-table-'));
    const path = tableFileName(dir, stored.hash);
    mkdirSync(path);
    for (let start = 0; start < 3; start++) await expect(writeTableFile(path, stored)).rejects.toThrow(TableNotWritten);
    expect(leftovers(dir)).toEqual([]);
    expect(await readTableFile(path, stored.hash)).toBeNull();
  });

  it('GIVEN a FIFO where the table file belongs WHEN it is read THEN it answers at once that there is no table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-table-'));
    const path = tableFileName(dir, stored.hash);
    execFileSync('mkfifo', [path]);
    expect(readTableFileSync(path, stored.hash)).toBeNull();
    expect(await readTableFile(path, stored.hash)).toBeNull();
  });

  it('GIVEN temp files of a process that is gone and of this one WHEN stale ones are removed THEN only the dead process’s goes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-table-'));
    const dead = `dice_poker-${stored.hash}.bin.2147483646.tmp`;
    const mine = `dice_poker-${stored.hash}.bin.${process.pid}.tmp`;
    writeFileSync(join(dir, dead), 'x');
    writeFileSync(join(dir, mine), 'x');
    expect(removeStaleTempFiles(dir)).toEqual([dead]);
    expect(leftovers(dir)).toEqual([mine]);
  });
});
