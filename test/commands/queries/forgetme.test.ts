// /forgetme through the Butler on a SQLite file (issue 30): afterwards not one byte of the person's name (in the
// console the name is the id) is left in the file — not in the running game's session and its stored reply, not in
// records, statistics or free pages, and not in their own /seed phrases (issue 49), which may hold it.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeChat } from '../../helpers/chat.ts';
import { SqliteSessionStore } from '../../../src/storage/sqlite-store.ts';

/** A Bone Poker game of zoltan and bob played to its end, both passing in round 2. */
async function bonePokerToTheEnd(say: (user: string, text: string) => Promise<unknown>): Promise<void> {
  await say('zoltan', '/newgame bone_poker');
  await say('bob', '/join');
  await say('zoltan', '/startgame');
  await say('zoltan', '/seed привет от zoltan'); // his own text, holding his name: in the game's record
  await say('zoltan', 'бросаю покер');
  await say('bob', 'бросаю покер');
  await say('zoltan', 'Пас');
  await say('bob', 'Пас');
}

describe('/forgetme on a SQLite file', () => {
  it('GIVEN finished and running games with stored replies naming the person WHEN /forgetme THEN no byte of the name stays in the file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'butler-forget-')), 'butler.sqlite');
    const chat = await makeChat({ store: { kind: 'sqlite', path }, dice: [6, 6, 6, 6, 6, 1, 2, 3, 4, 6, 2, 2, 3, 3, 4, 5, 5, 1, 1, 2] });
    let update = 1;
    const say = (user: string, text: string) => chat.say(user, text, { updateId: `console:${update++}` });
    await bonePokerToTheEnd(say); // a record naming zoltan
    await say('zoltan', '/newgame craps');
    await say('bob', '/join');
    await say('zoltan', '/seed zoltan в лобби'); // in the running game's seal
    await say('zoltan', '/startgame');
    await say('zoltan', 'бросаю кости'); // a running game whose stored reply names zoltan
    await chat.say('bob', '/newgame craps', { updateId: `console:${update++}`, room: 'lobby' });
    await chat.say('zoltan', '/join', { updateId: `console:${update++}`, room: 'lobby' });
    await chat.say('zoltan', '/seed zoltan ждёт', { updateId: `console:${update++}`, room: 'lobby' }); // a lobby's phrase, the stored reply quoting it
    const forgot = await say('zoltan', '/forgetme');
    expect(forgot?.text).not.toMatch(/сломалось/);
    await chat.close();
    const bytes = [path, `${path}-wal`].filter(existsSync).map((p) => readFileSync(p));
    for (const b of bytes) expect(b.includes(Buffer.from('zoltan'))).toBe(false);
    expect(bytes[0]!.includes(Buffer.from('bob'))).toBe(true);
  });
});

describe('/forgetme leaves the file’s compaction to later (issue 41)', () => {
  it('GIVEN a finished game WHEN /forgetme THEN the reply says within how many minutes the file is clean; one compaction serves every erasure, and after it no byte of the name is left', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'butler-forget-')), 'butler.sqlite');
    const store = new SqliteSessionStore({ path });
    const chat = await makeChat({ store, dice: [6, 6, 6, 6, 6, 1, 2, 3, 4, 6] });
    let update = 1;
    const say = (user: string, text: string, room?: string) => chat.say(user, text, { updateId: `console:${update++}`, ...(room ? { room } : {}) });
    await bonePokerToTheEnd(say);
    const forgot = await say('zoltan', '/forgetme');
    expect(forgot?.text).toMatch(/не позже чем через 5 минут/);
    expect((await say('bob', '/forgetme', 'other'))?.text).toMatch(/не позже чем через [1-5] минут/);
    expect(await store.compact()).toBe(true); // both erasures, one rebuild
    expect(await store.compact()).toBe(false); // nothing waits any more
    for (const b of [path, `${path}-wal`].filter(existsSync).map((p) => readFileSync(p))) {
      expect(b.includes(Buffer.from('zoltan'))).toBe(false);
    }
    await chat.close();
  });
});
