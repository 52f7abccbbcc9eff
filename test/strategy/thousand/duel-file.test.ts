// The duel table on disk: read back exactly as written; a file of other settings, cut short or altered is never
// trusted (the Butler solves again rather than play from a wrong table).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeDuel, duelFileName, encodeDuel, readDuelFileSync, writeDuelFile } from '../../../src/strategy/thousand/duel-file.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the 1000 duel table on disk', () => {
  const table = Float32Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000 / 1000);

  it('is read back exactly as written, and only for its own settings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-file-'));
    dirs.push(dir);
    const path = duelFileName(dir, 'abcdef0123456789');
    await writeDuelFile(path, table, 'abcdef0123456789');
    expect(readDuelFileSync(path, 'abcdef0123456789')).toEqual(table);
    expect(readDuelFileSync(path, '0000000000000000')).toBeNull();
    expect(readDuelFileSync(join(dir, 'missing.bin'), 'abcdef0123456789')).toBeNull();
    // cut short or one byte altered: not trusted
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, bytes.length - 4));
    expect(readDuelFileSync(path, 'abcdef0123456789')).toBeNull();
    const altered = Buffer.from(bytes);
    altered[altered.length - 1]! ^= 1;
    expect(decodeDuel(altered, 'abcdef0123456789')).toBeNull();
    expect(decodeDuel(encodeDuel(table, 'abcdef0123456789'), 'abcdef0123456789')).toEqual(table);
  });
});
