// The table on disk: a small header and the float32 values, checked by a SHA-256 of the values. A file that is
// missing, of other rules (hash), truncated or altered (checksum) is never trusted: the caller rebuilds it.
//
// Layout: "BTLRDPT1" | hash (16 ascii) | expected f64 | states u32 | count u32 | sha256 (32 bytes) | values f32…
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const MAGIC = 'BTLRDPT1';
const HEADER = 8 + 16 + 8 + 4 + 4 + 32;

export interface StoredValues {
  hash: string;
  expected: number;
  states: number;
  values: Float32Array;
}

export function tableFileName(dir: string, hash: string): string {
  return join(dir, `dice_poker-${hash}.bin`);
}

const digest = (values: Float32Array) =>
  createHash('sha256').update(new Uint8Array(values.buffer, values.byteOffset, values.byteLength)).digest();

export async function writeTableFile(path: string, table: StoredValues): Promise<void> {
  const header = Buffer.alloc(HEADER);
  header.write(MAGIC, 0, 'ascii');
  header.write(table.hash.padEnd(16).slice(0, 16), 8, 'ascii');
  header.writeDoubleLE(table.expected, 24);
  header.writeUInt32LE(table.states, 32);
  header.writeUInt32LE(table.values.length, 36);
  digest(table.values).copy(header, 40);
  await mkdir(dirname(path), { recursive: true });
  // write then rename: a reader never sees half a file, and a crash mid-write leaves no file to trust
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, Buffer.concat([header, Buffer.from(table.values.buffer, table.values.byteOffset, table.values.byteLength)]));
  await rename(temp, path);
}

/** The stored values if the file exists, is for `hash` and is intact; otherwise null. */
export async function readTableFile(path: string, hash: string): Promise<StoredValues | null> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch {
    return null;
  }
  if (data.length < HEADER || data.toString('ascii', 0, 8) !== MAGIC) return null;
  if (data.toString('ascii', 8, 24).trim() !== hash) return null;
  const count = data.readUInt32LE(36);
  if (data.length !== HEADER + count * 4) return null;
  const values = new Float32Array(count);
  new Uint8Array(values.buffer).set(data.subarray(HEADER));
  if (!digest(values).equals(data.subarray(40, 72))) return null;
  return { hash, expected: data.readDoubleLE(24), states: data.readUInt32LE(32), values };
}
