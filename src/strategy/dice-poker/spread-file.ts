// The spread table on disk, next to the value table it was solved from: a small header and the float32 variances,
// checked by a SHA-256. A file that is missing, of another value table (hash), truncated or altered is never
// trusted: the caller solves it again. Read and written as every table is (stored-table.ts).
//
// Layout: "BTLRDPS1" | spread hash (16 ascii) | count u32 | sha256 of the values (32 bytes) | values f32…
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readTableSync, writeTableFile } from '../stored-table.ts';

const MAGIC = 'BTLRDPS1';
const HEADER = 8 + 16 + 4 + 32;

/** Bump when the spread's solve changes for the same value table: old files are solved again. */
export const SPREAD_VERSION = 1;

/** Names the spread file: the value table's hash (its rules and solver) and this solve's version. */
export function spreadHash(tableHash: string): string {
  return createHash('sha256').update(`${tableHash}:spread:${SPREAD_VERSION}`).digest('hex').slice(0, 16);
}

export function spreadFileName(dir: string, hash: string): string {
  return join(dir, `dice_poker_spread-${hash}.bin`);
}

const digest = (values: Float32Array) => createHash('sha256').update(new Uint8Array(values.buffer, values.byteOffset, values.byteLength)).digest();

export function encodeSpread(values: Float32Array, hash: string): Buffer {
  const header = Buffer.alloc(HEADER);
  header.write(MAGIC, 0, 'ascii');
  header.write(hash.padEnd(16).slice(0, 16), 8, 'ascii');
  header.writeUInt32LE(values.length, 24);
  digest(values).copy(header, 28);
  return Buffer.concat([header, Buffer.from(values.buffer, values.byteOffset, values.byteLength)]);
}

/** The variances in `data` if they are whole, `count` of them, for `hash`; null otherwise. */
export function decodeSpread(data: Buffer, hash: string, count: number): Float32Array | null {
  if (data.length !== HEADER + count * 4 || data.toString('ascii', 0, 8) !== MAGIC) return null;
  if (data.toString('ascii', 8, 24).trim() !== hash || data.readUInt32LE(24) !== count) return null;
  const values = new Float32Array(count);
  new Uint8Array(values.buffer).set(data.subarray(HEADER));
  return digest(values).equals(data.subarray(28, 60)) ? values : null;
}

export function readSpreadFileSync(path: string, hash: string, count: number): Float32Array | null {
  return readTableSync(path, (data) => decodeSpread(data, hash, count));
}

export function writeSpreadFile(path: string, values: Float32Array, hash: string): Promise<void> {
  return writeTableFile(path, encodeSpread(values, hash), 'the Dice Poker spread table');
}
