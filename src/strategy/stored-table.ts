// Reading and writing a solved table's file next to the store, the same way for every table (the 1000 policy, the
// 1000 duel): read at once or not at all, written to a temp file and renamed over, never onto a full disk.
import { readFileSync, statSync } from 'node:fs';
import { mkdir, rename, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { KEEP_FREE_BYTES, TableNotWritten } from './dice-poker/table-file.ts';

/** The file at `path` decoded, at once; null when it is missing, no plain file, unreadable or not decoded. */
export function readTableSync<T>(path: string, decode: (data: Buffer) => T | null): T | null {
  try {
    if (!statSync(path).isFile()) return null;
    return decode(readFileSync(path));
  } catch {
    return null;
  }
}

/**
 * Writes `data` to `path` (temp, then rename); throws TableNotWritten when the disk has no room to spare or the path
 * is taken by something else. `what` names the table in the message ("the 1000 policy").
 */
export async function writeTableFile(path: string, data: Uint8Array, what: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const existing = await stat(path).catch(() => null);
  if (existing && !existing.isFile()) throw new TableNotWritten(`${path} is not a plain file`);
  const fs = await statfs(dirname(path));
  const free = Number(fs.bavail) * Number(fs.bsize);
  if (free < data.length + KEEP_FREE_BYTES) throw new TableNotWritten(`only ${Math.floor(free / 1e6)} MB free: ${what} is kept in memory only`);
  const temp = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}
