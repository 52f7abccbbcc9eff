// The game-over picture's chance curve (issue 29): found from the game's committed record after the commit,
// computed by the chances worker with the picture's bounds, the same values curve.ts gives for that record; a
// picture whose curve cannot be had is still drawn, without it.
import { afterAll, describe, expect, it } from 'vitest';
import { gameRecordOf, workerCurve } from '../../src/images/game-curve.ts';
import { ImageService } from '../../src/images/image-service.ts';
import { renderImage } from '../../src/images/render-image.ts';
import { computeCurve, pictureCurveOptions } from '../../src/strategy/chances/curve.ts';
import { configureChanceEstimates } from '../../src/strategy/chances/estimate-service.ts';
import { makeChat } from '../helpers/chat.ts';
import { decodePng } from './png.ts';
import type { ImageSpec } from '../../src/core/image.ts';

afterAll(() => configureChanceEstimates({ forget: true }));

// Craps with scripted dice: ann rolls 3 + 4 (a natural), bob 1 + 1; ann wins.
const ANN_WINS = [3, 4, 1, 1];

async function playedCraps() {
  const chat = await makeChat({ dice: ANN_WINS, admins: ['ann'] });
  await chat.say('ann', '/newgame craps');
  await chat.say('bob', '/join');
  await chat.say('ann', '/startgame');
  await chat.say('ann', 'бросаю кости');
  const over = await chat.say('bob', 'бросаю кости');
  expect(over!.events.map((e) => e.type)).toContain('game_over');
  const records = chat.store.gameRecords!;
  return { reply: over!.reply, records };
}

describe('chance curve on the game-over picture', () => {
  it('GIVEN a scripted game to its end WHEN its picture is drawn THEN it carries the curve curve.ts gives for its record, under the result', async () => {
    const { reply, records } = await playedCraps();
    const image = reply.image!;
    expect(image.spec.curve).toBeUndefined(); // nothing of it is computed on the chat's path
    const record = (await gameRecordOf(records, reply.chat, image.spec.rated!))!;
    expect(record.moves).toHaveLength(2);
    const expected = computeCurve(record, {}, pictureCurveOptions('craps'))!;

    const service = new ImageService({ workers: 'inline', records, ratingsWaitMs: 60_000, curves: workerCurve });
    const spec = await service.resolve(reply.chat, image.spec);
    expect(spec.curve).toEqual({ players: expected.players, points: expected.points, margin: expected.margin });
    expect(spec.curve!.points[0]!.players.ann).toBeCloseTo(0.5, 9); // even before the first roll
    expect(spec.curve!.points.at(-1)).toEqual({ move: 2, players: { ann: 1, bob: 0 }, kind: 'result' });

    const png = await service.render(reply.chat, reply.version, image);
    expect(Buffer.compare(png, renderImage(spec))).toBe(0);
    const { curve: _, ...without } = spec;
    expect((await decodePng(png)).height).toBeGreaterThan((await decodePng(renderImage(without as ImageSpec))).height);
  }, 60_000);

  it('GIVEN the same record twice (a fresh worker) THEN the same curve and the same picture', async () => {
    const { reply, records } = await playedCraps();
    const draw = async () => {
      configureChanceEstimates({ forget: true });
      return new ImageService({ workers: 'inline', records, ratingsWaitMs: 60_000, curves: workerCurve }).render(reply.chat, reply.version, reply.image!);
    };
    const first = await draw();
    expect(Buffer.compare(first, await draw())).toBe(0);
  }, 60_000);

  it('GIVEN a curve that fails or is late THEN the picture is drawn without it, as before', async () => {
    const { reply, records } = await playedCraps();
    const image = reply.image!;
    const failing = new ImageService({ workers: 'inline', records, ratingsWaitMs: 60_000, curves: () => Promise.reject(new Error('worker died')) });
    const late = new ImageService({ workers: 'inline', records, curves: () => new Promise(() => {}), curveWaitMs: 30, ratingsWaitMs: 60_000 });
    const plain = await new ImageService({ workers: 'inline', records, ratingsWaitMs: 60_000, curves: false }).render(reply.chat, reply.version, image);
    for (const service of [failing, late]) {
      expect((await service.resolve(reply.chat, image.spec)).curve).toBeUndefined();
      expect(Buffer.compare(await service.render(reply.chat, reply.version, image), plain)).toBe(0);
    }
  });

  it('GIVEN no record of the game (a store without it) THEN no curve', async () => {
    const { reply, records } = await playedCraps();
    const other = { ...reply.image!.spec.rated!, startedAt: 1, commitment: 'not this game' };
    expect(await gameRecordOf(records, reply.chat, other)).toBeNull();
  });
});
