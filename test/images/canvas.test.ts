import { describe, expect, it } from 'vitest';
import { paperCanvas } from '../../src/images/canvas.ts';
import { PALETTE } from '../../src/images/palette.ts';
import { renderImage } from '../../src/images/render-image.ts';
import { dicePokerSix } from './fixtures/states.ts';
import { hex } from './png.ts';
import type { ImageSpec } from '../../src/core/image.ts';

describe('kept canvases', () => {
  it('GIVEN a canvas drawn on with a transform, alpha and a clip WHEN the same size is asked for again THEN it is clean paper in the default state', () => {
    const first = paperCanvas(40, 30);
    first.ctx.translate(5, 5);
    first.ctx.globalAlpha = 0.3;
    first.ctx.beginPath();
    first.ctx.rect(0, 0, 10, 10);
    first.ctx.clip();
    first.ctx.fillStyle = '#000000';
    first.ctx.fillRect(0, 0, 40, 30);

    const again = paperCanvas(40, 30);
    expect(again.canvas).toBe(first.canvas); // the point: no new 2.8 MB surface per picture
    expect(again.ctx.getTransform().isIdentity).toBe(true);
    expect(again.ctx.globalAlpha).toBe(1);
    again.ctx.fillStyle = '#ff0000';
    again.ctx.fillRect(20, 20, 20, 10); // outside the old clip: drawn only if the clip is gone
    const data = again.canvas.data();
    const at = (x: number, y: number) => [...data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3)];
    expect(at(7, 7)).toEqual(hex(PALETTE.paper));
    expect(at(30, 25)).toEqual([255, 0, 0]);
  });

  it('GIVEN a sheet and another of the same size WHEN the other is drawn between two draws of the first THEN both draws of the first are the same bytes', () => {
    const six = dicePokerSix();
    const a: ImageSpec = { kind: 'dice_poker_sheet', ...six };
    const b: ImageSpec = { kind: 'dice_poker_sheet', names: six.names, state: { ...six.state, current: 'p5', turn: { rolls: 3, dice: [1, 1, 1, 1, 1], reroll: null } } };
    const before = renderImage(a);
    const other = renderImage(b);
    expect(Buffer.compare(other, before)).not.toBe(0);
    expect(Buffer.compare(renderImage(a), before)).toBe(0);
  });
});
