// /forgetme by structure (issue 41), in every store: a stranger named like a word of the records («roll», «craps»,
// «players», …) or sharing a player's display name changes nothing of anyone; the sender's own records lose every
// trace of their id and names and still verify; a running game of others goes on as it was.
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../../src/butler.ts';
import { cryptoDice } from '../../../src/dice/crypto-dice.ts';
import { verifyRecord } from '../../../src/dice/fair/verify-record.ts';
import { silentLogger } from '../../../src/log.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import Database from 'better-sqlite3';
import { openStore } from '../../../src/storage/open-store.ts';
import { SQLITE_SCHEMA_VERSION } from '../../../src/storage/sqlite-store.ts';
import { POSTGRES_SCHEMA_VERSION } from '../../../src/storage/postgres-store.ts';
import { withPgClient } from '../../helpers/postgres.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import type { GameRecord } from '../../../src/storage/records/game-record.ts';
import { chatClock } from '../../helpers/seed-window-clock.ts';
import { storeKinds } from '../../helpers/store-kinds.ts';

const { kinds, cleanup } = await storeKinds('forget_structure');
afterAll(cleanup);

const ROOMS = ['ab', 'bc', 'run'] as const;

/** A Butler on the store: `say(id, text, room, name?)` as a person with that id (and display name). */
function table(store: SessionStore) {
  const clock = chatClock();
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
  let update = 0;
  return async (id: string, text: string, room: string, name = `${id} Smith`) => {
    // with update ids, so that each chat stores its latest reply (mentions, events) as a platform's would
    const chat = `console:${room}`;
    const reply = await butler.handle({ chat, user: { id, name }, text, isAdmin: () => true, updateId: `${chat}:${++update}` });
    clock.typed(text);
    return reply ? toPlain(reply.rich) : '';
  };
}

/** Two finished Bone Poker games (alice–bob, bob–carol) and a running Craps game of bob and carol. */
async function tables(store: SessionStore) {
  const say = table(store);
  for (const [room, a, b] of [['ab', 'alice', 'bob'], ['bc', 'bob', 'carol']] as const) {
    await say(a, '/newgame bone_poker', room);
    await say(b, '/join', room);
    await say(b, '/seed чайник на подоконнике', room);
    await say(a, '/startgame', room);
    await say(a, '/seed после печати', room);
    await say(a, 'бросаю покер', room);
    await say(b, 'бросаю покер', room);
    await say(a, 'Пас', room);
    await say(b, 'Пас', room);
  }
  await say('bob', '/newgame craps', 'run');
  await say('carol', '/join', 'run');
  await say('carol', '/seed roll players', 'run');
  await say('bob', '/startgame', 'run');
  await say('bob', 'бросаю кости', 'run');
  return say;
}

/** Everything a person could notice, as JSON text per place: every record, every statistics document, every session. */
async function snapshot(store: SessionStore): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const records = store.gameRecords!;
  for (const room of ROOMS) {
    const chat = `console:${room}`;
    for (const line of await records.history(chat, 100)) out.set(`record:${line.id}`, JSON.stringify(await records.game(line.id)));
    out.set(`history:${chat}`, JSON.stringify(await records.history(chat, 100)));
    out.set(`stats:${chat}`, JSON.stringify(await records.chatStats(chat)));
    out.set(`session:${chat}`, (await store.peek(chat))?.data ?? 'none');
  }
  for (const id of ['alice', 'bob', 'carol']) out.set(`player:${id}`, JSON.stringify(await records.playerStats(id)));
  return out;
}

function recordsOf(snap: Map<string, string>) {
  return [...snap].filter(([key]) => key.startsWith('record:')).map(([, text]) => JSON.parse(text) as Parameters<typeof verifyRecord>[0]);
}

describe.each(kinds)('/forgetme by structure in the $kind store', ({ kind, skip, options }) => {
  it.skipIf(skip)(
    'GIVEN strangers named like record words and one sharing a player’s name WHEN each sends /forgetme THEN every record, statistic and session stays byte for byte, and every record verifies',
    async () => {
      const store = await openStore(options());
      try {
        const say = await tables(store);
        const before = await snapshot(store);
        expect(recordsOf(before)).toHaveLength(2);
        const strangers: [string, string][] = [
          ...['roll', 'craps', 'finished', 'hmac', 'players', 'how', 'by', 'pass', 'bone_poker'].map((w): [string, string] => [w, w]),
          ['mimic', 'bob Smith'], // another person shown under bob's name
          ['tg:1', 'carol Smith'],
        ];
        for (const [id, name] of strangers) {
          for (const room of ROOMS) expect(await say(id, '/forgetme', room, name)).toMatch(/Готово|раз в/);
        }
        const after = await snapshot(store);
        expect(after).toEqual(before);
        for (const record of recordsOf(after)) expect(verifyRecord(record)).toMatchObject({ ok: true });
        // the running game of bob and carol goes on: the next roll is accepted and logged
        expect(await say('carol', 'бросаю кости', 'run')).toMatch(/carol Smith/);
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN alice played a game with bob WHEN alice sends /forgetme THEN her record keeps no trace of her id or name and verifies, and nothing else changes',
    async () => {
      const store = await openStore(options());
      try {
        const say = await tables(store);
        const before = await snapshot(store);
        const reply = await say('alice', '/forgetme', 'run');
        expect(reply).toMatch(/из 1 записи/);
        const after = await snapshot(store);
        const changed = [...after.keys()].filter((key) => after.get(key) !== before.get(key));
        // her record, its chat's history line and statistics, her own document (gone); nothing else
        const [own] = await store.gameRecords!.history('console:ab', 1);
        // (and the session whose stored reply, the game-over one, names her)
        expect(changed.sort()).toEqual([`history:console:ab`, `player:alice`, `record:${own!.id}`, `session:console:ab`, `stats:console:ab`].sort());
        expect(after.get('session:console:ab')).not.toMatch(/alice/);
        expect(after.get('session:console:ab')).toMatch(/bob/);
        expect(after.get('player:alice')).toBe('null');
        for (const key of ['record', 'history', 'stats'].map((k) => (k === 'record' ? `record:${own!.id}` : `${k}:console:ab`))) {
          expect(after.get(key)).not.toMatch(/alice/);
          expect(after.get(key)).toMatch(/bob Smith/);
        }
        const record = JSON.parse(after.get(`record:${own!.id}`)!) as GameRecord;
        expect(record.players.map((p) => p.name)).toEqual(['игрок', 'bob Smith']);
        expect(record.players[0]!.id).toMatch(/^forgotten:[0-9a-f]{16}$/);
        // her /seed phrase goes (its digest stays), bob's stays as he typed it
        expect(after.get(`record:${own!.id}`)).not.toContain('после печати');
        // (a v3 seal: the phrase's salted digest stands in its place, docs/fair-dice.md)
        expect(record.fair!.seeds.map((seed) => seed.text)).toEqual(['чайник на подоконнике', undefined]);
        expect(record.fair!.seeds[1]!.digest).toMatch(/^[0-9a-f]{64}$/);
        for (const r of recordsOf(after)) expect(verifyRecord(r)).toMatchObject({ ok: true });
        // asked again at once: a short answer, nothing done
        expect(await say('alice', '/forgetme', 'run')).toMatch(/раз в 10 минут.*через/s);
        expect(await snapshot(store)).toEqual(after);
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN carol sits in a running game WHEN she sends /forgetme THEN her seat there is anonymous, bob plays on, and the game’s record verifies without her id',
    async () => {
      const store = await openStore(options());
      try {
        const say = await tables(store);
        await say('carol', '/forgetme', 'elsewhere');
        const session = (await store.peek('console:run'))!.data;
        expect(session).not.toMatch(/carol/);
        expect(session).toMatch(/bob Smith/);
        const bc = (await snapshot(store)).get('stats:console:bc')!;
        expect(bc).not.toMatch(/carol/);
        // the game goes on: her turn is played out for her seat with the game's own dice (from the kept digest of its
        // context), then an admin ends it, and its record (carol's seat anonymous) verifies
        const skipped = await say('bob', '/skip', 'run');
        expect(skipped).toMatch(/игрок/);
        expect(skipped).not.toMatch(/сломалось/);
        expect(await say('bob', '/endgame', 'run')).not.toMatch(/сломалось/);
        const [last] = await store.gameRecords!.history('console:run', 1);
        const record = (await store.gameRecords!.game(last!.id))!;
        expect(JSON.stringify(record)).not.toMatch(/carol/);
        // her /seed phrase (her own text) is gone from the record; its digest stays, and the dice still verify
        expect(JSON.stringify(record)).not.toContain('roll players');
        const hers = record.fair!.seeds.find((s) => s.player.startsWith('forgotten:'))!;
        expect(hers).toEqual({ player: hers.player, digest: expect.stringMatching(/^[0-9a-f]{64}$/), at: expect.any(Number) });
        expect(record.moves.length).toBeGreaterThanOrEqual(2);
        expect(verifyRecord(record)).toMatchObject({ ok: true });
        expect(kind).toBeTruthy();
      } finally {
        await store.close();
      }
    },
  );
});

describe.each(kinds.filter((k) => k.kind !== 'memory'))('the sessions’ people index of a $kind store from before it', ({ kind, skip, options }) => {
  it.skipIf(skip)('GIVEN sessions written before the index WHEN this build opens the store THEN /forgetme still reaches a running game’s seat', async () => {
    const opts = options();
    let store = await openStore(opts);
    await tables(store);
    await store.close();
    if (opts.kind === 'sqlite') {
      const db = new Database(opts.path);
      db.exec('DROP TABLE session_people');
      db.pragma(`user_version = ${SQLITE_SCHEMA_VERSION - 1}`);
      db.close();
    } else if (opts.kind === 'postgres') {
      const s = `"${opts.schema}"`;
      await withPgClient(async (client) => {
        await client.query(`DROP TABLE ${s}.butler_session_people`);
        await client.query(`UPDATE ${s}.butler_schema SET version = $1`, [POSTGRES_SCHEMA_VERSION - 1]);
      });
    }
    store = await openStore(opts);
    try {
      await table(store)('carol', '/forgetme', 'elsewhere');
      const session = (await store.peek('console:run'))!.data;
      expect(session).not.toMatch(/carol/);
      expect(session).toMatch(/bob Smith/);
      expect(kind).not.toBe('memory');
    } finally {
      await store.close();
    }
  });
});

describe.each(kinds.filter((k) => k.kind !== 'memory'))('the /forgetme window across a restart of a $kind store (issue 49)', ({ skip, options }) => {
  it.skipIf(skip)(
    'GIVEN alice sent /forgetme WHEN the Butler restarts on the same store and she asks again at once THEN she is told to wait; the store keeps a digest of her id, not the id',
    async () => {
      const opts = options();
      const first = await openStore(opts);
      const say = table(first);
      await say('alice', '/newgame craps', 'run');
      expect(await say('alice', '/forgetme', 'run')).toMatch(/Готово/);
      await first.close();
      const again = await openStore(opts);
      try {
        expect(await table(again)('alice', '/forgetme', 'run')).toMatch(/раз в 10 минут.*через/s);
        // another person is not held back by her window
        expect(await table(again)('bob', '/forgetme', 'run')).toMatch(/Готово/);
      } finally {
        await again.close();
      }
      if (opts.kind === 'sqlite') {
        const db = new Database(opts.path, { readonly: true });
        const keys = db.prepare("SELECT key FROM record_stats WHERE key LIKE 'forgetme:%'").pluck().all() as string[];
        db.close();
        expect(keys).toHaveLength(2);
        expect(keys.join()).not.toMatch(/alice|bob/);
      }
    },
  );
});
