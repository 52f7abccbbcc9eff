// The rating change in the TEXT of the reply that ends a game (issue 28): each player's rating before → after on the
// scale /top shows (1500 + 20 × ordinal, whole numbers), exactly the numbers /top shows next, in every language;
// nothing for a game that is not rated; «the rating updates shortly» when the statistics cannot be read.
import { afterEach, describe, expect, it } from 'vitest';
import { gameOverRatings } from '../../src/stats/game-over-ratings.ts';
import { gameOverRatingLines } from '../../src/messages/shared/rating-change.ts';
import { textFor } from '../../src/messages/index.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { GameRecord } from '../../src/core/records.ts';
import type { RecordQueries } from '../../src/storage/records/types.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat | undefined;
afterEach(async () => chat?.close());

/** Craps for two: alice rolls 7 (a natural), bob 2 (craps) — alice wins the round and the game. */
async function crapsGame(c: TestChat, lang?: string) {
  await c.say('alice', '/newgame craps');
  await c.say('bob', '/join');
  await c.say('alice', '/startgame');
  await c.say('alice', 'бросаю кости');
  return (await c.say('bob', lang === 'en' ? 'roll dice' : 'бросаю кости'))!;
}

function topRating(top: string, name: string): number {
  return Number(new RegExp(`${name} — (\\d+)`).exec(top)![1]);
}

describe('the rating change in the game-over reply', () => {
  it('GIVEN two newcomers WHEN a game ends THEN the ending reply says 1500 → the rating /top then shows, with the signed difference; the next game starts from there', async () => {
    chat = await makeChat({ dice: [3, 4, 1, 1, 3, 4, 1, 1] });
    const over = await crapsGame(chat);
    expect(over.text).toContain('Рейтинг (как в /top, начальный — 1500)');
    const top = (await chat.say('bob', '/top'))!.text;
    const alice = topRating(top, 'alice');
    const bob = topRating(top, 'bob');
    expect(alice).toBeGreaterThan(1500);
    expect(bob).toBeLessThan(1500);
    expect(over.text).toContain(`• alice: 1500 → ${alice} (+${alice - 1500})`);
    expect(over.text).toContain(`• bob: 1500 → ${bob} (−${1500 - bob})`);
    // the winner's line first (places), whatever the join order
    expect(over.text.indexOf('• alice: 1500')).toBeLessThan(over.text.indexOf('• bob: 1500'));

    const again = await crapsGame(chat);
    expect(again.text).toContain(`• alice: ${alice} → `);
    expect(again.text).toContain(`• bob: ${bob} → `);
    const top2 = (await chat.say('bob', '/top'))!.text;
    expect(again.text).toContain(`• alice: ${alice} → ${topRating(top2, 'alice')} (+`);
  });

  it('GIVEN an admin ends a game WHEN it goes on record THEN the reply says nothing of ratings', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    const ended = (await chat.say('alice', '/endgame'))!;
    expect(ended.text).not.toMatch(/Рейтинг/);
  });

  it('GIVEN an English chat WHEN a game ends THEN the rating lines are in English', async () => {
    chat = await makeChat({ language: 'en', dice: [3, 4, 1, 1] });
    const over = await crapsGame(chat, 'en');
    expect(over.text).toContain('Rating (as in /top; everyone starts at 1500):');
    expect(over.text).toMatch(/• alice: 1500 → 15\d\d \(\+\d+\)/);
  });
});

describe('gameOverRatings when the statistics cannot be read', () => {
  const record = {
    chat: 'console:x',
    game: 'craps',
    how: 'finished',
    players: [
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
    ],
    startedAt: 1,
    fair: null,
  } as unknown as GameRecord;
  const failing = {
    fold: () => Promise.reject(new Error('store down')),
    chatStats: () => Promise.resolve(null),
  } as unknown as RecordQueries;

  it('GIVEN the fold fails THEN the reply says the rating updates shortly, in each language', async () => {
    const ratings = await gameOverRatings(failing, record);
    expect(ratings).toEqual({ kind: 'later' });
    expect(toPlain(gameOverRatingLines(ratings, textFor('ru').gameOver.ratingWords)!)).toContain('Рейтинг обновится');
    expect(toPlain(gameOverRatingLines(ratings, textFor('uk').gameOver.ratingWords)!)).toContain('Рейтинг оновиться');
    expect(toPlain(gameOverRatingLines(ratings, textFor('en').gameOver.ratingWords)!)).toContain('rating updates shortly');
  });

  it('GIVEN an ended or solo game THEN there is nothing to say, and the store is not asked', async () => {
    expect(await gameOverRatings(failing, { ...record, how: 'ended' })).toEqual({ kind: 'unrated' });
    expect(await gameOverRatings(failing, { ...record, players: [record.players[0]!] })).toEqual({ kind: 'unrated' });
  });
});
