// The solved 1000 duel on disk: the default settings' table (5.0 million Float32 chances, 20 MB), kept next to the
// store as the solo policy (policy-file.ts) and the Dice Poker table are, since solving it takes long (see
// duel-solve.ts for the measured time) and a restart should play at once.
//
// Layout: "BTLR1KD1" | settings hash (16 ascii) | count u32 | sha256 of the data (32 bytes) | count Float32 (LE).
// A file that is missing, of other settings or solver (hash), truncated or altered (checksum) is never trusted. The
// same care for the disk as the other tables: written only when the store's room stays free, through a temp file
// renamed into place; a path that is no plain file is left alone.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readTableSync, writeTableFile } from '../stored-table.ts';

const MAGIC = 'BTLR1KD1';
const HEADER = 8 + 16 + 4 + 32;

export function duelFileName(dir: string, hash: string): string {
  return join(dir, `thousand-duel-${hash}.bin`);
}

export function encodeDuel(table: Float32Array, hash: string): Buffer {
  const data = Buffer.from(table.buffer, table.byteOffset, table.byteLength);
  const header = Buffer.alloc(HEADER);
  header.write(MAGIC, 0, 'ascii');
  header.write(hash.padEnd(16).slice(0, 16), 8, 'ascii');
  header.writeUInt32LE(table.length, 24);
  createHash('sha256').update(data).digest().copy(header, 28);
  return Buffer.concat([header, data]);
}

export function decodeDuel(data: Buffer, hash: string): Float32Array | null {
  if (data.length < HEADER || data.toString('ascii', 0, 8) !== MAGIC) return null;
  if (data.toString('ascii', 8, 24).trim() !== hash) return null;
  const count = data.readUInt32LE(24);
  if (data.length !== HEADER + count * 4) return null;
  const body = data.subarray(HEADER);
  if (!createHash('sha256').update(body).digest().equals(data.subarray(28, 60))) return null;
  // copied out: the file's buffer need not be aligned for Float32
  const table = new Float32Array(count);
  new Uint8Array(table.buffer).set(body);
  return table;
}

export function readDuelFileSync(path: string, hash: string): Float32Array | null {
  return readTableSync(path, (data) => decodeDuel(data, hash));
}

/** Writes the file (temp, then rename); throws TableNotWritten when the disk has no room to spare or the path is taken. */
export async function writeDuelFile(path: string, table: Float32Array, hash: string): Promise<void> {
  await writeTableFile(path, encodeDuel(table, hash), 'the 1000 duel');
}
