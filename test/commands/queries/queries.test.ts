// /history, /game, /stats, /top, /dice, «проверить кости» and /forgetme through the Butler, on real fair games.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../../src/butler.ts';
import { cryptoDice } from '../../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { playFairBonePoker } from '../../helpers/fair-game.ts';

function asker(store: MemorySessionStore, room = 'fair', extra: { privateChat?: boolean } = {}) {
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, verifyUrl: 'https://example.org/verify.html' });
  return async (user: string, text: string) => {
    const reply = await butler.handle({ chat: `console:${room}`, user: { id: user, name: `${user} Smith` }, text, isAdmin: () => true, ...extra });
    return reply ? toPlain(reply.rich) : null;
  };
}

async function threeGames() {
  const store = new MemorySessionStore();
  for (let i = 0; i < 3; i++) await playFairBonePoker(store);
  return store;
}

describe('records and statistics in the chat', () => {
  it('GIVEN three finished games WHEN /history THEN one line per game, newest first, with a pointer to /game', async () => {
    const store = await threeGames();
    const text = (await asker(store)('alice', '/history'))!;
    expect(text.match(/^#\d+ ·/gm)).toHaveLength(3);
    expect(text.indexOf('#3')).toBeLessThan(text.indexOf('#1'));
    expect(text).toMatch(/Костяной покер|покер/i);
    expect(text).toContain('/game');
  });

  it('GIVEN a record WHEN /game <id> THEN it shows players, the revealed secret and a verify link carrying the record', async () => {
    const store = new MemorySessionStore();
    const { record } = await playFairBonePoker(store);
    const text = (await asker(store)('bob', `/game ${record.id}`))!;
    expect(text).toContain('alice Smith');
    expect(text).toContain(record.fair!.secret);
    const link = /https:\/\/example\.org\/verify\.html#(\S+)/.exec(text)![1]!;
    expect(JSON.parse(Buffer.from(link, 'base64url').toString())).toEqual(record);
  });

  it('GIVEN a record of another chat, a wrong number or none WHEN /game THEN a short answer saying what to type', async () => {
    const store = new MemorySessionStore();
    const { record } = await playFairBonePoker(store);
    const other = asker(store, 'elsewhere');
    expect(await other('bob', `/game ${record.id}`)).toMatch(/нет\. Номера — в \/history/);
    expect(await other('bob', '/game')).toMatch(/\/game 12/);
    expect(await other('bob', '/game abc')).toMatch(/\/game 12/);
  });

  it('GIVEN three games WHEN /stats and /stats bob THEN games, wins and win rate of that player', async () => {
    const store = await threeGames();
    const say = asker(store);
    const mine = (await say('alice', '/stats'))!;
    expect(mine).toContain('alice Smith');
    expect(mine).toMatch(/3 игры/);
    expect(mine).toMatch(/против bob Smith/);
    expect(await say('alice', '/stats bob')).toContain('bob Smith');
    expect(await say('alice', '/stats nobody')).toMatch(/нет в записях/);
  });

  it('GIVEN games in one chat WHEN asked in a private chat THEN the stats are the asker\'s own across chats', async () => {
    const store = await threeGames();
    const text = await asker(store, 'dm', { privateChat: true })('alice', '/stats');
    expect(text).toMatch(/во всех чатах/);
    expect(text).toMatch(/3 игры/);
  });

  it('GIVEN three games WHEN /top THEN both players are rated with their games counted and marked provisional', async () => {
    const store = await threeGames();
    const text = (await asker(store)('alice', '/top bone_poker'))!;
    expect(text).toMatch(/1\. \w+ Smith — -?\d+(,\d)? \(3 игры\) \*/);
    expect(text).toMatch(/OpenSkill/);
    expect(await asker(store)('alice', '/top шахматы')).toMatch(/\/top <игра>/);
  });

  it('GIVEN games WHEN /dice or «проверить кости» THEN the face counts, χ² with its p-value and a verdict', async () => {
    const store = await threeGames();
    const text = (await asker(store)('alice', '/dice'))!;
    expect(text).toMatch(/χ² = \d+\.\d\d при 5 степенях свободы, p = /);
    expect(text).toMatch(/Бросков пока слишком мало/);
    expect(await asker(store)('bob', 'Проверить кости?')).toBe(text);
    expect(await asker(store)('bob', 'я потом проверить кости хочу')).toBeNull();
  });

  it('GIVEN three recorded games WHEN a player types /forgetme THEN they are "игрок" in /history, gone from /stats and /top, and the games stay', async () => {
    const store = await threeGames();
    const say = asker(store);
    expect(await say('alice', '/forgetme')).toMatch(/3 записей/);
    const history = (await say('bob', '/history'))!;
    expect(history).not.toContain('alice Smith');
    expect(history.match(/^#\d+ .*игрок, bob Smith/gm)).toHaveLength(3);
    expect(await say('bob', '/stats')).not.toContain('alice Smith');
    expect(await say('bob', '/top')).not.toContain('alice Smith');
  });
});
