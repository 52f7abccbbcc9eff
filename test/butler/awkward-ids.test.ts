// Issue 49 item 9: a person's id is any string a platform or a console user gives — `constructor`, `__proto__`,
// `toString`, or one with a `|` in it. Everything keyed by a person (game states, statistics, ratings, head-to-head
// rows, /forgetme) must treat it as an opaque key: the same four whole games, the statistics and a /forgetme read
// exactly the same whoever's ids they are.
import { afterAll, describe, expect, it } from 'vitest';
import { makeChat } from '../helpers/chat.ts';
import { GAMES } from '../helpers/whole-game-scripts.ts';
import { openStore } from '../../src/storage/open-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';

const stores: SessionStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
});

/** The four whole games in one chat, then everyone's /stats, /top, bob's /forgetme and the /stats again. */
async function transcript(ids: Record<string, string>): Promise<string> {
  const store = await openStore({ kind: 'memory' });
  stores.push(store);
  const out: string[] = [];
  const line = async (chat: Awaited<ReturnType<typeof makeChat>>, user: string, text: string) => {
    const reply = await chat.say(user, text, { id: ids[user] ?? user });
    out.push(`> ${user}: ${text}`, reply === null ? '  (—)' : reply.text);
  };
  for (const game of GAMES) {
    const chat = await makeChat({ dice: game.dice, admins: ['alice'], language: 'en', store });
    for (const [user, said] of game.lines) await line(chat, user, said.en);
  }
  const chat = await makeChat({ dice: [], admins: ['alice'], language: 'en', store });
  for (const user of ['alice', 'bob', 'carol']) await line(chat, user, '/stats');
  await line(chat, 'alice', '/top');
  await line(chat, 'bob', '/forgetme');
  for (const user of ['alice', 'carol']) await line(chat, user, '/stats');
  await line(chat, 'alice', '/top');
  return out.join('\n');
}

describe('ids that are names of Object’s own properties, or hold a |', () => {
  it('GIVEN players whose ids are __proto__, constructor and toString THEN the games, the statistics and /forgetme read exactly as with plain ids', async () => {
    const plain = await transcript({});
    expect(plain).toContain('/forgetme');
    // (sorted as alice < bob < carol are, so that any order by id is the same)
    expect(await transcript({ alice: '__proto__', bob: 'constructor', carol: 'toString' })).toBe(plain);
    expect(await transcript({ alice: 'hasOwnProperty', bob: 'valueOf', carol: 'x' })).toBe(plain);
  });

  it('GIVEN ids that hold a | THEN the head-to-head rows and /forgetme read exactly as with plain ids', async () => {
    const plain = await transcript({});
    expect(await transcript({ alice: 'a', bob: 'a|b', carol: 'b|c' })).toBe(plain);
  });
});
