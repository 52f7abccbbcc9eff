// The solved 1000 duel shipped with the project (assets/strategy/): the default settings' table takes over an hour of
// one core to solve (duel-solve.ts), so a fresh install reads it instead, and its computer player and chances are
// exact from the first duel. Same bytes as the file kept next to the store (duel-file.ts: header, checksum, Float32
// chances), stored byte-plane by byte-plane and Brotli-compressed: the sign/exponent bytes of chances in [0, 1]
// repeat a lot once gathered, the low mantissa bytes do not.
//
// Decoded off the event loop (zlib's async Brotli runs on libuv's thread pool); a file that is missing or fails
// duel-file.ts's checks is never used.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, constants } from 'node:zlib';
import { projectFile } from '../../runtime-files.ts';
import { decodeDuel, encodeDuel } from './duel-file.ts';

const decompress = promisify(brotliDecompress);

/** The shipped table of a settings hash (duel-service.ts duelKey), from the project's root. */
export function shippedDuelFile(hash: string): URL {
  return projectFile(`assets/strategy/thousand-duel-${hash}.bin.br`);
}

/** Byte k of every 4-byte group of `data` first, then byte k+1, … (data's length is a multiple of 4 past the header). */
function toPlanes(data: Uint8Array): Uint8Array {
  const groups = data.length >>> 2;
  const out = new Uint8Array(data.length);
  for (let b = 0; b < 4; b++) for (let g = 0; g < groups; g++) out[b * groups + g] = data[g * 4 + b]!;
  out.set(data.subarray(groups * 4), groups * 4);
  return out;
}

function fromPlanes(planes: Uint8Array): Buffer {
  const groups = planes.length >>> 2;
  const out = Buffer.alloc(planes.length);
  for (let b = 0; b < 4; b++) for (let g = 0; g < groups; g++) out[g * 4 + b] = planes[b * groups + g]!;
  out.set(planes.subarray(groups * 4), groups * 4);
  return out;
}

/** The shipped form of a solved table (tools: scripts/ship-duel-table.ts). */
export function encodeShippedDuel(table: Float32Array, hash: string): Buffer {
  return brotliCompressSync(toPlanes(encodeDuel(table, hash)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: table.byteLength },
  });
}

/** A shipped table's chances, or null when it is not Brotli, of other settings, truncated or altered. */
export async function decodeShippedDuel(data: Uint8Array, hash: string): Promise<Float32Array | null> {
  try {
    return decodeDuel(fromPlanes(await decompress(data)), hash);
  } catch {
    return null;
  }
}

/** The shipped table of these settings, or null when none ships (or it does not decode). */
export async function readShippedDuel(hash: string, file: URL = shippedDuelFile(hash)): Promise<Float32Array | null> {
  const data = await readFile(file).catch(() => null);
  return data === null ? null : decodeShippedDuel(data, hash);
}
