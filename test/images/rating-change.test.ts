import { afterAll, describe, expect, it } from 'vitest';
import { ImageService } from '../../src/images/image-service.ts';
import { ratingChanges } from '../../src/images/rating-change.ts';
import { renderImage } from '../../src/images/render-image.ts';
import { ratingValue } from '../../src/storage/records/stats.ts';
import type { RecordQueries } from '../../src/storage/records/types.ts';
import { makeChat } from '../helpers/chat.ts';
import { freshStores, storeKinds } from '../helpers/store-kinds.ts';
import { recordTexts } from '../../src/images/fit-text.ts';
import { textFor } from '../../src/messages/index.ts';
import type { ImageSpec, ReplyImage } from '../../src/core/image.ts';

const { kinds, cleanup } = await storeKinds('rating_card');
afterAll(cleanup);

// Craps with scripted dice: ann rolls 3 + 4 (a natural), bob 1 + 1; ann wins each game.
const ANN_WINS = [3, 4, 1, 1];

for (const kind of kinds) {
  describe.skipIf(kind.skip)(`rating change on the game-over picture (${kind.kind} store)`, () => {
    const fresh = freshStores(kind.options);

    async function playCraps(chat: Awaited<ReturnType<typeof makeChat>>) {
      await chat.say('ann', '/newgame craps');
      await chat.say('bob', '/join');
      await chat.say('ann', '/startgame');
      await chat.say('ann', 'бросаю кости');
      const over = await chat.say('bob', 'бросаю кости');
      expect(over!.events.map((e) => e.type)).toContain('game_over');
      return over!.reply;
    }

    it('GIVEN a second game won WHEN its card is drawn THEN it shows each rating before and after it, the numbers /top shows', async () => {
      const chat = await makeChat({ dice: [...ANN_WINS, ...ANN_WINS], admins: ['ann'], store: await fresh() });
      const records = chat.store.gameRecords!;
      await playCraps(chat);
      await records.fold();
      const afterFirst = (await records.chatStats('console:main'))!.ratings.craps!;
      const reply = await playCraps(chat);
      const image = reply.image!;
      expect(image.spec.rated).toMatchObject({ game: 'craps' });

      const service = new ImageService({ workers: 'inline', records });
      const png = await service.render(reply.chat, reply.version, image);

      const now = (await records.chatStats('console:main'))!.ratings.craps!;
      const expected = [
        { id: 'ann', before: ratingValue(afterFirst.ann!), after: ratingValue(now.ann!) },
        { id: 'bob', before: ratingValue(afterFirst.bob!), after: ratingValue(now.bob!) },
      ];
      expect(expected[0]!.after).toBeGreaterThan(expected[0]!.before); // the winner gains, the loser loses
      expect(expected[1]!.after).toBeLessThan(expected[1]!.before);
      // The service drew exactly the card with these changes: each player's change beside their name.
      expect(Buffer.compare(png, renderImage({ ...image.spec, ratings: expected } as ImageSpec))).toBe(0);
      const band = textFor('ru').images.imageText.rating;
      const drawn = recordTexts(() => renderImage({ ...image.spec, ratings: expected } as ImageSpec)).texts.map((t) => t.text);
      for (const change of expected) expect(drawn).toContain(band.delta(change.before, change.after));
      expect(recordTexts(() => renderImage(image.spec)).texts.map((t) => t.text)).not.toContain(band.delta(expected[0]!.before, expected[0]!.after));
    });

    it('GIVEN a first game WHEN its card is drawn THEN both ratings start from 0, as on /top before any game', async () => {
      const chat = await makeChat({ dice: ANN_WINS, admins: ['ann'], store: await fresh() });
      const reply = await playCraps(chat);
      await chat.store.gameRecords!.fold();
      const stats = await chat.store.gameRecords!.chatStats('console:main');
      const changes = ratingChanges(stats, reply.image!.spec.rated!);
      expect(changes!.map((c) => [c.id, c.before])).toEqual([
        ['ann', 0],
        ['bob', 0],
      ]);
      expect(changes![0]!.after).toBeGreaterThan(0);
    });
  });
}

describe('rating change: when there is none to show', () => {
  const card: ReplyImage = {
    moment: 'over',
    spec: { kind: 'game_over', card: { game: 'craps', winners: ['ann'], rows: [{ id: 'ann', score: null }, { id: 'bob', score: null }] }, names: {}, rated: { game: 'craps', startedAt: 5, commitment: 'c' } },
  };

  it('GIVEN statistics whose latest rated game is another one WHEN the rating change is looked up THEN none is shown', () => {
    const before = { ann: null, bob: null };
    const stats = { records: 1, names: {}, games: {}, h2h: {}, faces: [0, 0, 0, 0, 0, 0] as [number, number, number, number, number, number], ratings: { craps: { ann: { mu: 27, sigma: 8, games: 1 }, bob: { mu: 23, sigma: 8, games: 1 } } } };
    expect(ratingChanges({ ...stats, lastRated: { game: 'craps', startedAt: 4, commitment: 'c', before } }, card.spec.rated!)).toBeNull();
    expect(ratingChanges({ ...stats, lastRated: { game: 'bone_poker', startedAt: 5, commitment: 'c', before } }, card.spec.rated!)).toBeNull();
    expect(ratingChanges({ ...stats, lastRated: { game: 'craps', startedAt: 5, commitment: 'c', before } }, card.spec.rated!)).toHaveLength(2);
    expect(ratingChanges(stats, card.spec.rated!)).toBeNull();
  });

  it('GIVEN a store that does not answer WHEN the card is asked for THEN it comes without the change, after a short wait', async () => {
    const stuck = { fold: () => new Promise<number>(() => {}), chatStats: async () => null } as unknown as RecordQueries;
    const service = new ImageService({ workers: 'inline', records: stuck, ratingsWaitMs: 30 });
    const png = await service.render('tg:1', 3, card);
    expect(Buffer.compare(png, renderImage(card.spec))).toBe(0);
  });
});
