// The duel table shipped with the project: read back exactly as it was solved, and never trusted when it is of other
// settings, cut short or altered (a fresh install then solves instead of playing from a wrong table).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeShippedDuel, encodeShippedDuel, readShippedDuel } from '../../../src/strategy/thousand/duel-shipped.ts';

const dir = mkdtempSync(join(tmpdir(), 'duel-shipped-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// chances with the spread of a real table: smooth in the other player's position, noisy in the low bits
const table = Float32Array.from({ length: 300 * 300 }, (_, i) => 0.5 + 0.45 * Math.sin(i / 300) * Math.cos(i % 300));

describe('the shipped 1000 duel table', () => {
  it('GIVEN a solved table WHEN shipped and read back THEN every chance is the same, and the file is smaller', async () => {
    const shipped = encodeShippedDuel(table, 'abcdef0123456789');
    expect(shipped.length).toBeLessThan(table.byteLength);
    const file = join(dir, 'ok.bin.br');
    writeFileSync(file, shipped);
    expect(await readShippedDuel('abcdef0123456789', pathToFileURL(file))).toEqual(table);
  });

  it('GIVEN a shipped table WHEN read for other settings, cut short or with a byte changed THEN it is not used', async () => {
    const shipped = encodeShippedDuel(table, 'abcdef0123456789');
    expect(await decodeShippedDuel(shipped, 'ffffffffffffffff')).toBeNull();
    expect(await decodeShippedDuel(shipped.subarray(0, shipped.length - 10), 'abcdef0123456789')).toBeNull();
    const altered = Buffer.from(shipped);
    altered[Math.floor(altered.length / 2)]! ^= 0x40;
    expect(await decodeShippedDuel(altered, 'abcdef0123456789')).toBeNull();
  });

  it('GIVEN no shipped file WHEN read THEN null, nothing thrown', async () => {
    expect(await readShippedDuel('abcdef0123456789', pathToFileURL(join(dir, 'missing.bin.br')))).toBeNull();
  });
});
