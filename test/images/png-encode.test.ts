import { createCanvas, loadImage } from '@napi-rs/canvas';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/images/png-encode.ts';

/** The chunks of a PNG: type, data and whether the stored CRC is right. */
function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crcOk: png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return out;
}

/** RGBA pixels of a PNG as the canvas library decodes it. */
async function pixelsOf(png: Buffer, width: number, height: number): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.data();
}

/** A canvas with what pictures have: flat fills, a gradient, anti-aliased text and curves. */
function busyCanvas(opaque: boolean) {
  const canvas = createCanvas(97, 53); // odd sizes: no row happens to line up with anything
  const ctx = canvas.getContext('2d');
  if (opaque) {
    const gradient = ctx.createLinearGradient(0, 0, 97, 53);
    gradient.addColorStop(0, '#245a46');
    gradient.addColorStop(1, '#fff0b8');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 97, 53);
  } else {
    ctx.fillStyle = 'rgba(200, 70, 60, 0.4)';
    ctx.fillRect(10, 10, 40, 20);
  }
  ctx.fillStyle = '#1d2522';
  ctx.beginPath();
  ctx.arc(70, 26, 17, 0, Math.PI * 2);
  ctx.fill();
  ctx.font = '16px sans-serif';
  ctx.fillText('Ґалина 47 / 64', 3, 45);
  return canvas;
}

describe('PNG encoding', () => {
  it('GIVEN an opaque canvas WHEN encoded THEN it is an RGB PNG with valid chunks that decodes to exactly its pixels', async () => {
    const canvas = busyCanvas(true);
    const png = encodePng(canvas);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    expect([parts[0]!.data.readUInt32BE(0), parts[0]!.data.readUInt32BE(4), parts[0]!.data[8], parts[0]!.data[9]]).toEqual([97, 53, 8, 2]);
    expect(Buffer.compare(await pixelsOf(png, 97, 53), canvas.data())).toBe(0);
  });

  it('GIVEN a canvas with transparent pixels WHEN encoded THEN the transparency is kept', async () => {
    const canvas = busyCanvas(false);
    const png = encodePng(canvas);
    const decoded = await pixelsOf(png, 97, 53);
    expect(decoded[3]).toBe(0); // the top-left corner was never painted
    expect(Buffer.compare(decoded, await pixelsOf(canvas.toBuffer('image/png'), 97, 53))).toBe(0);
  });
});
