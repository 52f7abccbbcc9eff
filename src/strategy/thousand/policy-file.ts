// A solved 1000 policy on disk (issue 53): the default settings' solution, kept next to the store as the Dice Poker
// table is (dice-poker/table-file.ts), so that a restarted Butler answers a 1000 odds question or hint at once
// instead of solving again (tens of seconds of one core on a busy machine).
//
// Layout: "BTLR1KP1" | settings hash (16 ascii) | meta length u32 | sha256 of everything after it (32 bytes) |
// meta (JSON: the packed solution's numbers and settings, and each array's length) | the arrays, each at a multiple
// of 8 bytes. A file that is missing, of other settings or solver (hash), truncated or altered (checksum) is never
// trusted: the caller solves again. The same care for the disk as the Dice Poker table's: written only when the
// store's room stays free, through a temp file renamed into place; a path that is no plain file is left alone.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readTableSync, writeTableFile } from '../stored-table.ts';
import type { PackedSolution } from './packed-solution.ts';

const MAGIC = 'BTLR1KP1';
const HEADER = 8 + 16 + 4 + 32;

/** The typed arrays of a packed solution, in file order, with their element types. */
const ARRAYS = [
  ['expected', Float64Array],
  ['turnSteps', Int32Array],
  ['bankOffset', Int32Array],
  ['bankTo', Int32Array],
  ['bustTo', Int32Array],
  ['overTo', Int32Array],
  ['kernelOffset', Int32Array],
  ['kernelTo', Int32Array],
  ['kernelProb', Float64Array],
  ['kernelWin', Float64Array],
] as const;

type ArrayKey = (typeof ARRAYS)[number][0];
type Meta = Omit<PackedSolution, ArrayKey> & { lengths: number[] };

export function policyFileName(dir: string, hash: string): string {
  return join(dir, `thousand-${hash}.bin`);
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

/** The file's bytes for `packed`, solved for the settings of `hash`. */
export function encodePolicy(packed: PackedSolution, hash: string): Buffer {
  const { expected: _e, turnSteps: _t, bankOffset: _bo, bankTo: _bt, bustTo: _bu, overTo: _o, kernelOffset: _ko, kernelTo: _kt, kernelProb: _kp, kernelWin: _kw, ...numbers } = packed;
  const meta: Meta = { ...numbers, lengths: ARRAYS.map(([key]) => packed[key].length) };
  const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
  const parts: Buffer[] = [metaBytes, Buffer.alloc(align8(HEADER + metaBytes.length) - HEADER - metaBytes.length)];
  for (const [key] of ARRAYS) {
    const a = packed[key];
    const bytes = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    parts.push(bytes, Buffer.alloc(align8(bytes.length) - bytes.length));
  }
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(HEADER);
  header.write(MAGIC, 0, 'ascii');
  header.write(hash.padEnd(16).slice(0, 16), 8, 'ascii');
  header.writeUInt32LE(metaBytes.length, 24);
  createHash('sha256').update(body).digest().copy(header, 28);
  return Buffer.concat([header, body]);
}

/** The packed solution in `data` if it is whole and for `hash`; null otherwise. */
export function decodePolicy(data: Buffer, hash: string): PackedSolution | null {
  if (data.length < HEADER || data.toString('ascii', 0, 8) !== MAGIC) return null;
  if (data.toString('ascii', 8, 24).trim() !== hash) return null;
  const body = data.subarray(HEADER);
  if (!createHash('sha256').update(body).digest().equals(data.subarray(28, 60))) return null;
  const metaLength = data.readUInt32LE(24);
  let meta: Meta;
  try {
    meta = JSON.parse(body.toString('utf8', 0, metaLength)) as Meta;
  } catch {
    return null;
  }
  if (!Array.isArray(meta.lengths) || meta.lengths.length !== ARRAYS.length) return null;
  const { lengths, ...numbers } = meta;
  const packed = { ...numbers } as PackedSolution;
  let at = align8(HEADER + metaLength);
  for (let i = 0; i < ARRAYS.length; i++) {
    const [key, Kind] = ARRAYS[i]!;
    const bytes = lengths[i]! * Kind.BYTES_PER_ELEMENT;
    if (!(lengths[i]! >= 0) || at + bytes > data.length) return null;
    // copied out: the file's buffer is not aligned for the wider arrays
    const array = new Kind(lengths[i]!);
    new Uint8Array(array.buffer).set(data.subarray(at, at + bytes));
    (packed as unknown as Record<string, unknown>)[key] = array;
    at += align8(bytes);
  }
  return at === data.length ? packed : null;
}

/** The packed solution stored at `path` for `hash`, at once (a few megabytes), or null. */
export function readPolicyFileSync(path: string, hash: string): PackedSolution | null {
  return readTableSync(path, (data) => decodePolicy(data, hash));
}

/** Writes the file (temp, then rename); throws TableNotWritten when the disk has no room to spare or the path is taken. */
export async function writePolicyFile(path: string, packed: PackedSolution, hash: string): Promise<void> {
  await writeTableFile(path, encodePolicy(packed, hash), 'the 1000 policy');
}
