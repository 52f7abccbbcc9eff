// Two processes on one SQLite file (issue 30): while the other holds the write lock, /history, /stats and /top still
// answer (they read what is folded so far), and /forgetme waits for the lock as a move does.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Butler } from '../../../src/butler.ts';
import { cryptoDice } from '../../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { openStore } from '../../../src/storage/open-store.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import { chatClock } from '../../helpers/seed-window-clock.ts';

/** the Butlers' clock: /startgame moves it past the seed window (test/helpers/seed-window-clock.ts) */
const clock = chatClock();

const stores: SessionStore[] = [];
let holder: Database.Database | null = null;
afterEach(async () => {
  holder?.close();
  holder = null;
  for (const s of stores.splice(0)) await s.close();
});

function asker(store: SessionStore) {
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
  return async (user: string, text: string) => {
    const reply = await butler.handle({ chat: 'console:fair', user: { id: user, name: `${user} Smith` }, text, isAdmin: () => true });
    clock.typed(text);
    return reply ? toPlain(reply.rich) : '';
  };
}

/** A game ended by another process, which stopped before it folded the record: the record waits for a fold. */
async function recordLeftPending(path: string): Promise<void> {
  const other = await openStore({ kind: 'sqlite', path });
  const say = asker(other);
  for (const [user, text] of [
    ['alice', '/newgame bone_poker'],
    ['bob', '/join'],
    ['alice', '/startgame'],
    ['alice', 'бросаю покер'],
    ['bob', 'бросаю покер'],
    ['alice', 'Пас'],
    ['bob', 'Пас'],
  ] as const) {
    await say(user, text);
  }
  await other.close();
}

describe('queries on a busy SQLite file', () => {
  it('GIVEN a record waiting for its fold and another process holding the write lock WHEN /history, /stats, /top THEN each answers, none says something broke', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'butler-busy-')), 'butler.sqlite');
    await recordLeftPending(path);
    const store = await openStore({ kind: 'sqlite', path });
    stores.push(store);
    holder = new Database(path);
    holder.exec('BEGIN IMMEDIATE'); // the other process's write lock, held for as long as this test asks
    const say = asker(store);
    for (const query of ['/history', '/stats', '/top']) {
      const text = await say('alice', query);
      expect(text, query).not.toMatch(/сломалось/);
      expect(text, query).not.toBe('');
    }
    holder.exec('ROLLBACK');
    // Once the lock is free the fold catches up: the game is there.
    expect(await say('alice', '/history')).toMatch(/^#1 ·/m);
  });

  it('GIVEN another process holds the write lock WHEN /forgetme THEN it waits for the lock and then forgets', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'butler-busy-')), 'butler.sqlite');
    await recordLeftPending(path);
    const store = await openStore({ kind: 'sqlite', path });
    stores.push(store);
    holder = new Database(path);
    holder.exec('BEGIN IMMEDIATE');
    const say = asker(store);
    const forgot = say('alice', '/forgetme');
    await new Promise((resolve) => setTimeout(resolve, 60)); // it is waiting, not failing
    holder.exec('ROLLBACK');
    const text = await forgot;
    expect(text).not.toMatch(/сломалось|занято/);
    expect(await say('bob', '/history')).not.toContain('alice Smith');
  });
});
