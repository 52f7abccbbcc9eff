// The move log in every store (RecordWrite.log): moves appended write by write come back whole and in order in the
// record of the write that ends the game, and are gone from the log then; a move logged twice fails its write and
// changes nothing; a reset forgets them; they follow a chat that moves. Then SQLite's own: a file written with the
// log ordered by chat (migration 8) moves it into the chain (migration 9) and its running games end whole.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type GameRecord, type RecordedMove } from '../../src/core/records.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import type { LogWrite, SessionStore, TransactOutcome } from '../../src/storage/types.ts';
import { freshStores, storeKinds } from '../helpers/store-kinds.ts';

const { kinds, cleanup } = await storeKinds('movelog');
afterAll(cleanup);

const move = (n: number): RecordedMove => ({ a: { type: 'roll', player: n % 2 ? 'bob' : 'ann', count: 2 }, d: [(n % 6) + 1, ((n + 3) % 6) + 1] });

function record(chat: string, moves: RecordedMove[]): GameRecord {
  return {
    format: RECORD_FORMAT,
    chat,
    game: 'craps',
    settings: {},
    players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
    winners: ['ann'],
    scores: null,
    how: 'finished',
    startedAt: 1,
    endedAt: 2,
    fair: null,
    moves,
  };
}

/** A write of the session text `n` that appends `moves` from `seq` (or ends the game with `end`). */
function write(n: number, log?: LogWrite, extra: { gameRecord?: GameRecord; dropLog?: boolean } = {}): () => TransactOutcome<number> {
  return () => ({ write: { data: JSON.stringify({ n }), deadline: null, ...(log ? { log } : {}), ...extra }, result: n });
}

/** Appends moves first..last of game `game`, one write each; resolves to the moves. */
async function play(store: SessionStore, chat: string, game: string, first: number, last: number): Promise<RecordedMove[]> {
  const moves: RecordedMove[] = [];
  for (let seq = first; seq <= last; seq++) {
    const m = move(seq);
    moves.push(m);
    await store.transact(chat, write(seq, { game, seq, moves: [m] }));
  }
  return moves;
}

/** Ends game `game` with `last` the moves since the last write; resolves to the record's moves as kept. */
async function end(store: SessionStore, chat: string, game: string, last: RecordedMove[] = []): Promise<RecordedMove[]> {
  await store.transact(chat, write(-1, { game, seq: 0, moves: [], end: true }, { gameRecord: record(chat, last) }));
  await store.gameRecords!.fold();
  const [latest] = await store.gameRecords!.history(chat, 1);
  return (await store.gameRecords!.game(latest!.id))!.moves;
}

for (const { kind, skip, options } of kinds) {
  describe.skipIf(skip)(`the move log: ${kind}`, () => {
    const fresh = freshStores(options);

    it('GIVEN moves written one by one, two in one write WHEN the game ends THEN its record holds them all in order, then its own, and the next game starts empty', async () => {
      const store = await fresh();
      const moves = await play(store, 'chat:1', '7', 0, 9);
      const two = [move(10), move(11)];
      await store.transact('chat:1', write(10, { game: '7', seq: 10, moves: two }));
      expect(await end(store, 'chat:1', '7', [move(12)])).toEqual([...moves, ...two, move(12)]);
      // the next game of the chat (another log key) has only its own moves
      const next = await play(store, 'chat:1', '9', 0, 2);
      expect(await end(store, 'chat:1', '9')).toEqual(next);
    });

    it('GIVEN moves whose actions hold other scripts, emoji, quotes and backslashes WHEN the game ends THEN the record gives them back exactly', async () => {
      const store = await fresh();
      const odd: RecordedMove[] = ['Дворецкий 🎲', 'say "hi" \\ bye', 'ﾀﾞｲｽ\u2028x', ''].map((player, i) => ({
        a: { type: 'roll', player, count: 2 },
        d: [i + 1, 6 - i],
      }));
      for (let seq = 0; seq < odd.length; seq++) await store.transact('chat:1', write(seq, { game: '1', seq, moves: [odd[seq]!] }));
      expect(await end(store, 'chat:1', '1', [move(7)])).toEqual([...odd, move(7)]);
    });

    it('GIVEN moves that came with platform update ids WHEN the move that ends the game has one too THEN its record holds every move, and a re-delivery of it changes nothing', async () => {
      const store = await fresh();
      const moves: RecordedMove[] = [];
      for (let seq = 0; seq < 5; seq++) {
        moves.push(move(seq));
        await store.transact('chat:1', write(seq, { game: '1', seq, moves: [move(seq)] }), { update: `u${seq}` });
      }
      const ending = write(-1, { game: '1', seq: 0, moves: [], end: true }, { gameRecord: record('chat:1', [move(5)]) });
      await store.transact('chat:1', ending, { update: 'u5' });
      // delivered again: the store says it was applied, and nothing is written
      const again = await store.transact('chat:1', (current, applied) => ({ result: applied }), { update: 'u5' });
      expect(again).toBe(true);
      await store.gameRecords!.fold();
      const history = await store.gameRecords!.history('chat:1', 5);
      expect(history).toHaveLength(1);
      expect((await store.gameRecords!.game(history[0]!.id))!.moves).toEqual([...moves, move(5)]);
    });

    it('GIVEN a move already logged WHEN it is logged again THEN that write fails and nothing of it is kept', async () => {
      const store = await fresh();
      const moves = await play(store, 'chat:1', '1', 0, 3);
      await expect(store.transact('chat:1', write(99, { game: '1', seq: 2, moves: [move(50)] }))).rejects.toThrow();
      expect(JSON.parse((await store.peek('chat:1'))!.data)).toEqual({ n: 3 });
      expect((await store.peek('chat:1'))!.version).toBe(4);
      expect(await end(store, 'chat:1', '1')).toEqual(moves);
    });

    it('GIVEN two chats logging at once WHEN each ends THEN each record holds its own moves only', async () => {
      const store = await fresh();
      const a: RecordedMove[] = [];
      const b: RecordedMove[] = [];
      for (let seq = 0; seq < 6; seq++) {
        a.push(move(seq));
        b.push(move(seq + 100));
        await Promise.all([
          store.transact('chat:a', write(seq, { game: '1', seq, moves: [move(seq)] })),
          store.transact('chat:b', write(seq, { game: '1', seq, moves: [move(seq + 100)] })),
        ]);
      }
      expect(await end(store, 'chat:b', '1')).toEqual(b);
      expect(await end(store, 'chat:a', '1')).toEqual(a);
    });

    it('GIVEN a logged game WHEN its session is replaced by a reset (dropLog) THEN its moves are forgotten', async () => {
      const store = await fresh();
      await play(store, 'chat:1', '1', 0, 4);
      await store.transact('chat:1', write(0, undefined, { dropLog: true }));
      const again = await play(store, 'chat:1', '1', 0, 1);
      expect(await end(store, 'chat:1', '1')).toEqual(again);
    });

    it('GIVEN a chat with a logged game WHEN it moves onto a chat that has one too THEN the moved log goes along and the replaced one is gone', async () => {
      const store = await fresh();
      const moved = await play(store, 'chat:old', '1', 0, 3);
      await play(store, 'chat:new', '5', 0, 2);
      expect(await store.moveChat('chat:old', 'chat:new')).toBe(1);
      const more = await play(store, 'chat:new', '1', 4, 5);
      expect(await end(store, 'chat:new', '1')).toEqual([...moved, ...more]);
    });
  });
}

describe('the move log of an SQLite file written before the chain', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-chain-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('GIVEN a running game logged in the table ordered by chat (schema 8) WHEN this build opens the file THEN the game ends with every move, in order', async () => {
    const file = path.join(dir, 'old.sqlite');
    await (await openStore({ kind: 'sqlite', path: file })).close();
    // the file as the build before the chain left it: move_log rows, no chain, schema 8
    const db = new Database(file);
    db.exec(`DROP TABLE move_chain;
             DROP TABLE ended_chains;
             DROP TABLE erasures;
             DROP TABLE session_people;
             ALTER TABLE sessions DROP COLUMN log_tail;
             ALTER TABLE sessions DROP COLUMN log_game;
             ALTER TABLE sessions DROP COLUMN log_next;
             CREATE TABLE move_log (chat TEXT NOT NULL, game TEXT NOT NULL, seq INTEGER NOT NULL, action TEXT NOT NULL,
               dice TEXT NOT NULL, PRIMARY KEY (chat, game, seq)) WITHOUT ROWID;`);
    const session = (logKey: string) => JSON.stringify({ schema: 1, game: { id: 'craps', logKey } });
    const insertSession = db.prepare('INSERT INTO sessions (key, version, data, deadline, updated_at) VALUES (?, 3, ?, NULL, 0)');
    insertSession.run('chat:1', session('4'));
    insertSession.run('chat:2', '{not json');
    const insertMove = db.prepare('INSERT INTO move_log (chat, game, seq, action, dice) VALUES (?, ?, ?, ?, ?)');
    const moves = [0, 1, 2, 3].map(move);
    // out of order on purpose, and rows of another game and of a chat whose session is unreadable beside them
    for (const seq of [2, 0, 3, 1]) insertMove.run('chat:1', '4', seq, JSON.stringify(moves[seq]!.a), JSON.stringify(moves[seq]!.d));
    insertMove.run('chat:1', '3', 0, JSON.stringify(move(9).a), JSON.stringify(move(9).d));
    insertMove.run('chat:2', '1', 0, JSON.stringify(move(8).a), JSON.stringify(move(8).d));
    db.pragma('user_version = 8');
    db.close();

    const store = await openStore({ kind: 'sqlite', path: file });
    try {
      const next = move(4);
      await store.transact('chat:1', write(4, { game: '4', seq: 4, moves: [next] }));
      // the rows of no running game are not carried over: the chain holds the running game's five alone
      const check = new Database(file, { readonly: true });
      const rows = () => check.prepare('SELECT count(*) AS n FROM move_chain').get();
      expect(rows()).toEqual({ n: 5 });
      expect(await end(store, 'chat:1', '4')).toEqual([...moves, next]);
      // and the ended game's rows are gone after the next purge (the sweep's)
      await store.sweep({ appliedBefore: 0, idleBefore: null });
      expect(rows()).toEqual({ n: 0 });
      check.close();
    } finally {
      await store.close();
    }
  });
});

describe('the move log of ended games in an SQLite file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-ended-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const rowsIn = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare<[], { chain: number; ended: number }>(
        'SELECT (SELECT count(*) FROM move_chain) AS chain, (SELECT count(*) FROM ended_chains) AS ended',
      ).get()!;
    } finally {
      db.close();
    }
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('GIVEN many chats whose games end WHEN the endings pile up THEN the file deletes their moves without a sweep, and every record keeps its own', async () => {
    const file = path.join(dir, 'many.sqlite');
    const store = await openStore({ kind: 'sqlite', path: file });
    try {
      const chats = Array.from({ length: 40 }, (_, i) => `chat:${i}`);
      const played = new Map<string, RecordedMove[]>();
      // interleaved, as chats are: each chat's rows lie beside the others'
      for (let seq = 0; seq < 5; seq++) {
        await Promise.all(chats.map((chat, i) => store.transact(chat, write(seq, { game: '1', seq, moves: [move(seq + 10 * i)] }))));
      }
      chats.forEach((chat, i) => played.set(chat, [0, 1, 2, 3, 4].map((seq) => move(seq + 10 * i))));
      // a running game beside them, whose moves must stay
      const running = await play(store, 'chat:running', '3', 0, 2);
      for (const chat of chats) expect(await end(store, chat, '1')).toEqual(played.get(chat));
      await turn();
      // 40 endings: the first 32 chains purged on their own, the last 8 wait (with the running game's 3 rows)
      expect(rowsIn(file)).toEqual({ chain: 8 * 5 + 3, ended: 8 });
      await store.sweep({ appliedBefore: 0, idleBefore: null });
      expect(rowsIn(file)).toEqual({ chain: 3, ended: 0 });
      expect(await end(store, 'chat:running', '3')).toEqual(running);
      for (const chat of chats) expect(await store.gameRecords!.history(chat, 5)).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it('GIVEN a game whose session is reset (dropLog) WHEN the sweep runs THEN its moves leave the file like an ended game\'s', async () => {
    const file = path.join(dir, 'reset.sqlite');
    const store = await openStore({ kind: 'sqlite', path: file });
    try {
      await play(store, 'chat:1', '1', 0, 2);
      await store.transact('chat:1', write(0, undefined, { dropLog: true }));
      expect(rowsIn(file)).toEqual({ chain: 3, ended: 1 });
      await store.sweep({ appliedBefore: 0, idleBefore: null });
      expect(rowsIn(file)).toEqual({ chain: 0, ended: 0 });
    } finally {
      await store.close();
    }
  });

  it('GIVEN another process holding the write lock WHEN a purge is due THEN it gives up without an error, keeps its notes, and the next purge deletes them', async () => {
    const file = path.join(dir, 'busy.sqlite');
    const store = new SqliteSessionStore({ path: file, busyTimeoutMs: 200, busySliceMs: 10 });
    const other = new Database(file);
    try {
      for (let g = 0; g < 3; g++) {
        await play(store, `chat:${g}`, '1', 0, 1);
        await end(store, `chat:${g}`, '1');
      }
      other.exec('BEGIN IMMEDIATE');
      expect(store.purgeEnded(true)).toBe(0);
      other.exec('ROLLBACK');
      expect(rowsIn(file)).toEqual({ chain: 6, ended: 3 });
      expect(store.purgeEnded(true)).toBe(3);
      expect(rowsIn(file)).toEqual({ chain: 0, ended: 0 });
    } finally {
      other.close();
      await store.close();
    }
  });

  it('GIVEN ended games whose moves wait for the purge WHEN the process stops and two processes open the file THEN their purges delete each once and nothing else', async () => {
    const file = path.join(dir, 'restart.sqlite');
    const first = await openStore({ kind: 'sqlite', path: file });
    for (let g = 0; g < 5; g++) {
      await play(first, `chat:${g}`, '1', 0, 3);
      await end(first, `chat:${g}`, '1');
    }
    const running = await play(first, 'chat:running', '2', 0, 1);
    await first.close();
    expect(rowsIn(file)).toEqual({ chain: 5 * 4 + 2, ended: 5 });
    const one = await openStore({ kind: 'sqlite', path: file });
    const two = await openStore({ kind: 'sqlite', path: file });
    try {
      await Promise.all([one.sweep({ appliedBefore: 0, idleBefore: null }), two.sweep({ appliedBefore: 0, idleBefore: null })]);
      expect(rowsIn(file)).toEqual({ chain: 2, ended: 0 });
      expect(await end(two, 'chat:running', '2')).toEqual(running);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
