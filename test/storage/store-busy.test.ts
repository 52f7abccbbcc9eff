// A second connection holds the SQLite write lock. A short hold is waited out (in slices, the event loop free); a
// hold past the bounded wait gives the player a "try again" sentence, and nothing of the move is written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import { StoreBusyError } from '../../src/storage/store-busy.ts';

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-busy-'));
let n = 0;
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

function setup(busyTimeoutMs: number) {
  const file = path.join(tmpDir, `b${++n}.sqlite`);
  const store = new SqliteSessionStore({ path: file, busyTimeoutMs, busySliceMs: 20 });
  const dice = scriptedDiceSource([3, 4, 5, 6]);
  const butler = new Butler({ store, dice, logger: silentLogger });
  const other = new Database(file);
  const say = (user: string, text: string) =>
    butler.handle({ chat: 'console:main', user: { id: user, name: user }, text, updateId: `u-${text}-${user}`, isAdmin: () => true });
  return { store, butler, other, dice, say };
}

describe('SQLite busy', () => {
  it('GIVEN another connection holding the write lock for 300 ms WHEN a player rolls THEN the roll waits and is applied', async () => {
    const { store, other, say } = setup(3_000);
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    other.exec('BEGIN IMMEDIATE');
    setTimeout(() => other.exec('COMMIT'), 300);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const reply = await say('alice', 'бросаю кости');
    clearInterval(ticker);
    expect(reply?.events).toContainEqual({ type: 'roll', player: 'alice', dice: [3, 4] });
    expect(ticks).toBeGreaterThan(3); // the event loop ran while the lock was waited for
    other.close();
    await store.close();
  });

  it('GIVEN the lock held past the bounded wait WHEN a player rolls THEN the player is asked to send it again, no dice are used and nothing is written; after the lock goes, the same message works', async () => {
    const { store, other, dice, say } = setup(200);
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    const before = await store.peek('console:main');
    other.exec('BEGIN IMMEDIATE');
    const reply = await say('alice', 'бросаю кости');
    expect(toPlain(reply!.rich)).toMatch(/Хранилище сейчас занято.*Ничего не изменилось.*ещё раз/);
    expect(reply!.events).toEqual([]);
    expect(dice.remaining()).toBe(4);
    other.exec('COMMIT');
    expect(await store.peek('console:main')).toEqual(before);
    const again = await say('alice', 'бросаю кости');
    expect(again?.events).toContainEqual({ type: 'roll', player: 'alice', dice: [3, 4] });
    other.close();
    await store.close();
  });

  it('GIVEN the lock held by another connection WHEN the bounded wait runs out THEN the store itself rejects with StoreBusyError', async () => {
    const { store, other } = setup(100);
    other.exec('BEGIN IMMEDIATE');
    await expect(store.transact('k', () => ({ write: { data: '{}', deadline: null }, result: 1 }))).rejects.toBeInstanceOf(StoreBusyError);
    other.exec('ROLLBACK');
    expect(await store.peek('k')).toBeNull();
    other.close();
    await store.close();
  });
});
