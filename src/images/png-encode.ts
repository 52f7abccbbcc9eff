// PNG bytes of an opaque canvas, encoded here instead of by Skia. Skia's encoder (libpng at zlib level 6, every
// row tried with all five filters) took ~22 ms of a ~40 ms six-player sheet. Our pictures are opaque flat colours
// with anti-aliased text: three bytes a pixel (no alpha channel), no filter and zlib level 3 give a file as small as
// Skia's (or smaller) in about a quarter of the time — see docs/images.md for the figures.
import type { Canvas } from '@napi-rs/canvas';
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib level: 3 is where the size stops shrinking much on these pictures while the time still grows */
const LEVEL = 3;
const COLOR_TYPE_RGB = 2;
const FILTER_NONE = 0;

/** The PNG of `canvas`; a canvas with any transparent pixel goes to Skia's encoder (keeps its alpha). */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height } = canvas;
  // Straight (not premultiplied) RGBA, row after row; drawing is rasterised here.
  const rgba = canvas.data();
  const rows = opaqueRgbRows(rgba, width, height);
  if (!rows) return canvas.toBuffer('image/png');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = COLOR_TYPE_RGB;
  // bytes 10..12: deflate compression, adaptive filtering (each row names its filter), no interlace — all 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The scanlines are written into one buffer kept between pictures (grown when a larger one comes): a fresh 2 MB
// buffer per picture costs more in first-touch page faults than the copying itself.
let scratch = Buffer.alloc(0);

/** The scanlines as PNG wants them (a filter byte, then R G B per pixel), or null if a pixel is not opaque. */
function opaqueRgbRows(rgba: Uint8Array, width: number, height: number): Buffer | null {
  const size = (width * 3 + 1) * height;
  if (scratch.length < size) scratch = Buffer.alloc(size);
  const out = scratch;
  let alpha = 255;
  let o = 0;
  let s = 0;
  for (let y = 0; y < height; y++) {
    out[o++] = FILTER_NONE;
    for (let x = 0; x < width; x++) {
      out[o++] = rgba[s]!;
      out[o++] = rgba[s + 1]!;
      out[o++] = rgba[s + 2]!;
      alpha &= rgba[s + 3]!;
      s += 4;
    }
  }
  return alpha === 255 ? out.subarray(0, size) : null;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

// CRC-32 of a chunk's type and data (ISO 3309, as PNG requires). Written here rather than zlib.crc32, which Node 20
// has only from 20.15 (package.json allows any Node 20); on ~100 KB it costs well under a millisecond.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
