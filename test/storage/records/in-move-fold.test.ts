// SQLite keeps a game's end in the transaction of the move that ends it (issue 45): the record goes into game_records
// and into the statistics there, not into the row's pending column for a fold of its own. So the move, the record and
// its statistics commit together or not at all; a statistics document that cannot be folded never costs the move
// (the record then waits in the pending column as before); and a record an older build left pending in the same row
// is folded first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/storage/open-store.ts';
import type { GameRecord } from '../../../src/storage/records/game-record.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import { playFairBonePoker } from '../../helpers/fair-game.ts';

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-in-move-'));
let fileNo = 0;
const freshFile = () => path.join(tmpDir, `m${++fileNo}.sqlite`);

afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

/** What the file holds, read by another connection (another process would see the same). */
function onDisk(file: string): { pending: number; records: number; folded: number; chatRecords: number | null; players: number } {
  const db = new Database(file, { readonly: true });
  try {
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const doc = db.prepare("SELECT data FROM record_stats WHERE key = 'chat:console:fair'").get() as { data: string } | undefined;
    return {
      pending: n(`SELECT coalesce(sum(length(pending) - length(replace(pending, char(10), '')) + 1), 0) AS n FROM sessions`),
      records: n('SELECT count(*) AS n FROM game_records'),
      folded: n('SELECT count(*) AS n FROM game_records WHERE folded = 1 AND summary IS NOT NULL'),
      chatRecords: doc?.data.startsWith('{') ? (JSON.parse(doc.data) as { records: number }).records : null,
      players: n("SELECT count(*) AS n FROM record_stats WHERE key LIKE 'player:%'"),
    };
  } finally {
    db.close();
  }
}

/** The store as a process that dies right after its commits: no fold ever runs after one. */
function withoutFold(store: SessionStore): SessionStore {
  (store.gameRecords as { fold: () => Promise<number> }).fold = async () => 0;
  return store;
}

/** A finished game's record (played in memory), as the chat `console:fair` would keep it. */
async function aRecord(): Promise<GameRecord> {
  const { record } = await playFairBonePoker(undefined, 'fair');
  const { id: _id, ...rest } = record;
  return rest as GameRecord;
}

describe('the end of a game in the SQLite store', () => {
  it('GIVEN a game played to its end WHEN the process dies right after the ending move commits THEN the file holds the record folded, with its statistics, and nothing pending', async () => {
    const file = freshFile();
    const store = withoutFold(await openStore({ kind: 'sqlite', path: file }));
    try {
      const { record } = await playFairBonePoker(store, 'fair');
      expect(record).toMatchObject({ game: 'bone_poker', how: 'finished' });
    } finally {
      await store.close();
    }
    expect(onDisk(file)).toEqual({ pending: 0, records: 1, folded: 1, chatRecords: 1, players: 2 });
  });

  it('GIVEN the ending move and a write that fails in the same batch WHEN the batch rolls back THEN neither the record nor its statistics nor the session were written', async () => {
    const file = freshFile();
    const record = await aRecord();
    const store = await openStore({ kind: 'sqlite', path: file });
    try {
      const move = { a: { type: 'roll', player: 'x' }, d: [1] } as unknown as GameRecord['moves'][number];
      await store.transact('console:other', () => ({ write: { data: '{}', deadline: null, log: { game: 'g', seq: 0, moves: [move] } }, result: null }));
      // queued in the same turn: one batch, whose second write logs a move twice and fails it whole
      const ending = store.transact('console:fair', () => ({ write: { data: '{}', deadline: null, gameRecord: record }, result: 'ended' }));
      const failing = store.transact('console:other', () => ({ write: { data: '{}', deadline: null, log: { game: 'g', seq: 0, moves: [move] } }, result: null }));
      await expect(failing).rejects.toThrow(/logged already/);
      await expect(ending).rejects.toThrow(/logged already/);
      expect(await store.peek('console:fair')).toBeNull();
    } finally {
      await store.close();
    }
    expect(onDisk(file)).toEqual({ pending: 0, records: 0, folded: 0, chatRecords: null, players: 0 });
  });

  it('GIVEN a statistics document that is not JSON WHEN a game ends THEN the move commits all the same and its record waits pending for the fold', async () => {
    const file = freshFile();
    const record = await aRecord();
    await (await openStore({ kind: 'sqlite', path: file })).close();
    const db = new Database(file);
    db.prepare("INSERT INTO record_stats (key, data) VALUES ('chat:console:fair', 'not json')").run();
    db.close();
    const store = withoutFold(await openStore({ kind: 'sqlite', path: file }));
    try {
      const result = await store.transact('console:fair', () => ({ write: { data: '{}', deadline: null, gameRecord: record }, result: 'ended' }));
      expect(result).toBe('ended');
      expect((await store.peek('console:fair'))?.version).toBe(1);
    } finally {
      await store.close();
    }
    expect(onDisk(file)).toMatchObject({ pending: 1, records: 0, folded: 0, players: 0 });
  });

  it('GIVEN a record an older build left pending in the chat’s row WHEN the chat’s next game ends THEN both are folded, in the order they ended', async () => {
    const file = freshFile();
    const older = withoutFold(await openStore({ kind: 'sqlite', path: file }));
    // (as the build before in-move folding left it: the record in the row's pending column)
    (older.gameRecords as unknown as { recordInMove: () => boolean }).recordInMove = () => false;
    try {
      await playFairBonePoker(older, 'fair', ['alice', 'bob']).catch(() => undefined); // nothing folds: history() is empty
    } finally {
      await older.close();
    }
    expect(onDisk(file)).toMatchObject({ pending: 1, records: 0 });
    const store = withoutFold(await openStore({ kind: 'sqlite', path: file }));
    try {
      await playFairBonePoker(store, 'fair', ['carol', 'dave']);
      const lines = await store.gameRecords!.history('console:fair', 10);
      expect(lines.map((line) => line.players.map((p) => p.id))).toEqual([['carol', 'dave'], ['alice', 'bob']]);
      expect(lines[0]!.id).toBeGreaterThan(lines[1]!.id);
    } finally {
      await store.close();
    }
    expect(onDisk(file)).toEqual({ pending: 0, records: 2, folded: 2, chatRecords: 2, players: 4 });
  });

  it('GIVEN more unfolded records than one fold takes, written by another connection WHEN a game ends THEN the statistics read next count every one of them and the new game', async () => {
    const file = freshFile();
    const record = await aRecord();
    const store = await openStore({ kind: 'sqlite', path: file });
    try {
      expect(await store.gameRecords!.fold()).toBe(0); // (the first fold's scan is done: the next is 30 s away)
      const other = new Database(file);
      const insert = other.prepare('INSERT INTO game_records (chat, game, ended_at, data) VALUES (?, ?, ?, ?)');
      other.transaction(() => {
        for (let i = 0; i < 600; i++) insert.run(record.chat, record.game, record.endedAt, JSON.stringify(record));
      })();
      other.close();
      await store.transact('console:fair', () => ({ write: { data: '{}', deadline: null, gameRecord: record }, result: null }));
      expect((await store.gameRecords!.chatStats('console:fair'))!.records).toBe(601);
    } finally {
      await store.close();
    }
    expect(onDisk(file)).toMatchObject({ pending: 0, records: 601, folded: 601, chatRecords: 601 });
  });
});
