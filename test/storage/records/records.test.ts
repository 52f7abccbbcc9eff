// Game records in every store: written with the move that ends the game, listed, read back, replayed through the
// engine to the same result, and forgotten on request without a trace of the name.
import Database from 'better-sqlite3';
import { verifyRecord } from '../../../src/dice/fair/verify-record.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../../src/butler.ts';
import { cryptoDice } from '../../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { replayRecord } from '../../../src/sessions/replay-record.ts';
import { openStore, type OpenStoreOptions } from '../../../src/storage/open-store.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import { playFairBonePoker } from '../../helpers/fair-game.ts';
import { withPgClient } from '../../helpers/postgres.ts';
import { storeKinds } from '../../helpers/store-kinds.ts';
import { chatClock } from '../../helpers/seed-window-clock.ts';

/** the Butlers' clock: /startgame moves it past the seed window (test/helpers/seed-window-clock.ts) */
const clock = chatClock();

const { kinds, cleanup } = await storeKinds('records');
afterAll(cleanup);

/** Every text the store holds about records and statistics, straight from its tables. */
async function everything(store: SessionStore, options: OpenStoreOptions): Promise<string> {
  if (options.kind === 'sqlite') {
    const db = new Database(options.path, { readonly: true });
    const rows = db.prepare('SELECT summary || data AS t FROM game_records UNION ALL SELECT data FROM record_stats').all() as { t: string }[];
    db.close();
    return rows.map((r) => r.t).join('\n');
  }
  if (options.kind === 'postgres') {
    return withPgClient(async (client) => {
      const s = options.schema;
      const read = await client.query<{ t: string }>(
        `SELECT summary || data AS t FROM "${s}".butler_game_records UNION ALL SELECT data FROM "${s}".butler_record_stats`,
      );
      return read.rows.map((r) => r.t).join('\n');
    });
  }
  const records = store.gameRecords!;
  const history = await records.history('console:fair', 100);
  const games = await Promise.all(history.map((h) => records.game(h.id)));
  return JSON.stringify([history, games, await records.chatStats('console:fair'), await records.playerStats('alice'), await records.playerStats('bob')]);
}

describe.each(kinds)('game records in the $kind store', ({ skip, options }) => {
  it.skipIf(skip)('GIVEN a finished fair game THEN its record is listed, readable, and replays to the same winners and scores', async () => {
    const opts = options();
    const store = await openStore(opts);
    try {
      const { record } = await playFairBonePoker(store);
      const [line] = await store.gameRecords!.history('console:fair', 10);
      expect(line).toMatchObject({ id: record.id, game: 'bone_poker', how: 'finished', winners: record.winners });
      expect(record.players.map((p) => p.name)).toEqual(['alice Smith', 'bob Smith']);
      expect(record.fair!.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(record.moves.map((m) => m.a.type)).toEqual(['roll', 'roll', 'pass', 'pass']);
      const replay = replayRecord(record);
      expect(replay).toEqual({ ok: true, over: true, winners: record.winners, scores: record.scores });
      expect(record.winners.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it.skipIf(skip)('GIVEN an admin ends a game THEN it goes on record as ended, with no winner', async () => {
    const store = await openStore(options());
    try {
      const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
      const say = async (user: string, text: string) => {
        const reply = await butler.handle({ chat: 'console:end', user: { id: user, name: user }, text, isAdmin: () => true });
        clock.typed(text);
        return reply;
      };
      await say('alice', '/newgame craps');
      await say('bob', '/join');
      await say('alice', '/startgame');
      await say('alice', 'бросаю кости');
      await say('alice', '/endgame');
      const [line] = await store.gameRecords!.history('console:end', 10);
      const record = await store.gameRecords!.game(line!.id);
      expect(record).toMatchObject({ how: 'ended', winners: [], game: 'craps' });
      expect(record!.moves).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it.skipIf(skip)('GIVEN /forgetme WHEN the store is searched THEN neither the name nor the id is anywhere, and the record still verifies', async () => {
    const opts = options();
    const store = await openStore(opts);
    try {
      await playFairBonePoker(store);
      expect(await everything(store, opts)).toContain('alice Smith');
      expect(await store.gameRecords!.forgetPlayer('alice', { chat: 'console:fair' })).toMatchObject({ kind: 'forgotten', records: 1 });
      const text = await everything(store, opts);
      expect(text).not.toContain('alice');
      expect(text).toContain('bob Smith');
      expect(text).toContain('игрок');
      const sessions = JSON.stringify(await store.peek('console:fair'));
      expect(sessions).not.toContain('alice');
      const [latest] = await store.gameRecords!.history('console:fair', 1);
      const record = (await store.gameRecords!.game(latest!.id))!;
      expect(record.players.map((p) => p.name)).toEqual(['игрок', 'bob Smith']);
      expect(record.players[0]!.id).toMatch(/^forgotten:[0-9a-f]{16}$/);
      expect(verifyRecord(record)).toMatchObject({ ok: true });
      const stats = await store.gameRecords!.chatStats('console:fair');
      expect(stats!.games.bone_poker![record.players[0]!.id]!.games).toBe(1);
    } finally {
      await store.close();
    }
  });

  it.skipIf(skip)('GIVEN retention WHEN records older than a moment are purged THEN they go and the statistics stay', async () => {
    const store = await openStore(options());
    try {
      await playFairBonePoker(store);
      expect(await store.gameRecords!.purge(Date.now() + 1000)).toBe(1);
      expect(await store.gameRecords!.history('console:fair', 10)).toEqual([]);
      expect((await store.gameRecords!.chatStats('console:fair'))!.records).toBe(1);
    } finally {
      await store.close();
    }
  });
});
