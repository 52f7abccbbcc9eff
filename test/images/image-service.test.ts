import { afterAll, describe, expect, it } from 'vitest';
import { ImageService } from '../../src/images/image-service.ts';
import { decodePng } from './png.ts';
import { dicePokerMidGame, MID_GAME_NAMES } from './fixtures/states.ts';
import type { ReplyImage } from '../../src/core/image.ts';

const sheet: ReplyImage = { moment: 'status', spec: { kind: 'dice_poker_sheet', state: dicePokerMidGame(), names: MID_GAME_NAMES } };

describe('image service', () => {
  const workers = new ImageService({ workers: 1 });
  afterAll(() => workers.close());

  it('GIVEN a worker pool WHEN a sheet is asked for THEN a worker thread draws the same PNG as this thread', async () => {
    const inline = new ImageService({ workers: 'inline' });
    const [fromWorker, here] = await Promise.all([workers.render('tg:1', 7, sheet), inline.render('tg:1', 7, sheet)]);
    const a = await decodePng(fromWorker);
    const b = await decodePng(here);
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    expect(Buffer.compare(Buffer.from(a.data), Buffer.from(b.data))).toBe(0);
  });

  it('GIVEN a picture asked for WHEN the same chat and version asks again THEN it is drawn once; a new version or chat draws again', async () => {
    const service = new ImageService({ workers: 'inline' });
    const first = service.render('tg:1', 3, sheet);
    expect(service.render('tg:1', 3, sheet)).toBe(first);
    expect(service.render('tg:1', 4, sheet)).not.toBe(first);
    expect(service.render('tg:2', 3, sheet)).not.toBe(first);
    expect(service.key('tg:1', 3, sheet)).toBe(service.key('tg:1', 3, { ...sheet }));
    expect(service.key('tg:1', 3, sheet)).not.toBe(service.key('tg:1', 3, { ...sheet, moment: 'over' }));
  });

  it('GIVEN a spec that cannot be drawn WHEN it is asked for THEN the promise rejects and the next ask tries again', async () => {
    const broken = { moment: 'status', spec: { kind: 'dice_poker_sheet', state: { ...dicePokerMidGame(), sheets: {} }, names: {} } } as ReplyImage;
    await expect(workers.render('tg:9', 1, broken)).rejects.toThrow(/render failed/);
    const service = new ImageService({ workers: 'inline' });
    const failed = service.render('tg:9', 1, broken);
    await expect(failed).rejects.toThrow();
    expect(service.render('tg:9', 1, broken)).not.toBe(failed);
  });
});
