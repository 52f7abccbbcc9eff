// The table on disk: a small header and the float32 values, checked by a SHA-256 of the values. A file that is
// missing, of other rules (hash), truncated or altered (checksum) is never trusted: the caller rebuilds it.
//
// Layout: "BTLRDPT1" | hash (16 ascii) | expected f64 | states u32 | count u32 | sha256 (32 bytes) | values f32…
//
// A full disk must harm nothing (issue 30): the file is written only when enough space stays free for the store
// afterwards, a write that fails removes what it wrote, and a path that is not a plain file (a folder, a FIFO) is
// neither read nor written. The caller keeps the table in memory whatever happens here.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, rename, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

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

/** Space that must stay free on the disk after the table file is written: the store's, not the table's. */
export const KEEP_FREE_BYTES = 256 * 1024 * 1024;

/** What writeTableFile touches on disk; tests inject a full disk here. */
export interface TableFileIo {
  /** bytes free for this process on the file system of `dir` */
  freeBytes(dir: string): Promise<number>;
  writeFile(path: string, data: Uint8Array): Promise<void>;
}

const realIo: TableFileIo = {
  async freeBytes(dir) {
    const fs = await statfs(dir);
    return Number(fs.bavail) * Number(fs.bsize);
  },
  writeFile: (path, data) => writeFile(path, data),
};

export class TableNotWritten extends Error {}

export async function writeTableFile(path: string, table: StoredValues, io: TableFileIo = realIo): Promise<void> {
  const header = Buffer.alloc(HEADER);
  header.write(MAGIC, 0, 'ascii');
  header.write(table.hash.padEnd(16).slice(0, 16), 8, 'ascii');
  header.writeDoubleLE(table.expected, 24);
  header.writeUInt32LE(table.states, 32);
  header.writeUInt32LE(table.values.length, 36);
  digest(table.values).copy(header, 40);
  const data = Buffer.concat([header, Buffer.from(table.values.buffer, table.values.byteOffset, table.values.byteLength)]);
  await mkdir(dirname(path), { recursive: true });
  // A folder or a FIFO where the file belongs is left alone: renaming onto it fails after the whole write (and
  // leaked the temp file on every start), and reading a FIFO never ends.
  const existing = await stat(path).catch(() => null);
  if (existing && !existing.isFile()) throw new TableNotWritten(`${path} is not a plain file`);
  const free = await io.freeBytes(dirname(path));
  if (free < data.length + KEEP_FREE_BYTES) {
    throw new TableNotWritten(`only ${Math.floor(free / 1e6)} MB free: the table (${Math.ceil(data.length / 1e6)} MB) is kept in memory only`);
  }
  // write then rename: a reader never sees half a file; a failed write (a full disk) removes what it wrote
  const temp = `${path}.${process.pid}.tmp`;
  try {
    await io.writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

/**
 * Removes temp files left beside the table files by processes that are gone (killed mid-write): they would take
 * the store's space for good. A live process's temp file is kept.
 */
export function removeStaleTempFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = /^dice_poker-.*\.(\d+)\.tmp$/.exec(name)?.[1];
    if (!pid || processAlive(Number(pid))) continue;
    try {
      unlinkSync(join(dir, name));
      removed.push(basename(name));
    } catch {
      // gone already, or not ours to remove: nothing to do
    }
  }
  return removed;
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stored values if the file exists, is a plain file for `hash` and is intact; otherwise null. */
export async function readTableFile(path: string, hash: string): Promise<StoredValues | null> {
  let data: Buffer;
  try {
    if (!(await stat(path)).isFile()) return null;
    data = await readFile(path);
  } catch {
    return null;
  }
  return parse(data, hash);
}

/**
 * The same, at once: the table loads in well under a second, so a process that has it on disk reads it before
 * answering the first hint or playing the first bot move, and never says "still loading".
 */
export function readTableFileSync(path: string, hash: string): StoredValues | null {
  let data: Buffer;
  try {
    if (!statSync(path).isFile()) return null;
    data = readFileSync(path);
  } catch {
    return null;
  }
  return parse(data, hash);
}

function parse(data: Buffer, hash: string): StoredValues | null {
  if (data.length < HEADER || data.toString('ascii', 0, 8) !== MAGIC) return null;
  if (data.toString('ascii', 8, 24).trim() !== hash) return null;
  const count = data.readUInt32LE(36);
  if (data.length !== HEADER + count * 4) return null;
  const values = new Float32Array(count);
  new Uint8Array(values.buffer).set(data.subarray(HEADER));
  if (!digest(values).equals(data.subarray(40, 72))) return null;
  return { hash, expected: data.readDoubleLE(24), states: data.readUInt32LE(32), values };
}
