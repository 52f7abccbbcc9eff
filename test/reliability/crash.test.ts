// Crash safety of the console bot: `node bin/butler.js --json --ids --seed N` is killed with SIGKILL at random
// moments (chosen by a seeded PRNG: after a random answer and a random 0–2 ms more; where exactly in the handling
// of a line it lands depends on timing, and the outcome must not) during a long
// transcript of four tables, and restarted each time with the rest of the transcript — from the line after the last
// one it answered. The finished games, every answer and the stored sessions equal those of one uninterrupted run,
// on SQLite and on PostgreSQL. A move is either applied and answered, or not applied at all: a line that was
// applied but whose answer died with the process is sent again, applied once, and answered then.
// The uninterrupted run is the transcript's own: it is played in this process on a SQLite file (the same Butler,
// seeded dice and lines), so no process is started for it. Every process start costs seconds of a loaded machine:
// the kills are spread over the transcript in as few runs as cover it (KILLS per store below), and nothing here
// waits on a timer except the deliberately slow reader.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import type { GameId } from '../../src/games/types.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema, withPgClient } from '../helpers/postgres.ts';
import { butlerOn, message, nextText, prng } from './support.ts';

const pgReady = await postgresReady();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-crash-'));
const schemas: string[] = [];
afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  if (pgReady) await dropSchemas(schemas);
});

const SEED = 4242;
const LINES = 400;
/**
 * Kills per store. A kill lands somewhere in the handling of a line: before its transaction commits (the line is
 * sent again and applied then), between the commit and the answer (applied, answered only after the restart), or
 * after the answer. Each kill comes 0, 1 or 2 ms after an answer (in turn), so the runs land at different depths of
 * that handling; four kills spread over four stretches of the transcript cover every game's opening, middle and end
 * at least once on SQLite. PostgreSQL runs the same console, Butler and kill path with another store's transaction,
 * so two kills there cover what differs. (Each kill is one process start: seconds on a loaded 2-core machine.)
 */
const KILLS: Record<string, number> = { SQLite: 4, PostgreSQL: 2 };
const TABLES: Array<{ room: string; game: GameId; players: number }> = [
  { room: 'main', game: 'dice_poker', players: 2 },
  { room: 'craps', game: 'craps', players: 3 },
  { room: 'bones', game: 'bone_poker', players: 3 },
  { room: 'k1000', game: 'thousand', players: 2 },
];

interface Answer {
  chat: string;
  id: string;
  text: string;
  events: Array<{ type: string }>;
}

/**
 * The transcript: lines `<id> #<room> <user>: <text>`, tables picked at random line by line, each line what a
 * player would type next (nextText) on the game as it stands — played out on an in-memory Butler with the same
 * seeded dice, which also gives the answers the process must print.
 */
async function makeTranscript(): Promise<{
  lines: string[];
  ids: string[];
  answers: Map<string, Answer>;
  /** lines that changed their room's session (the others were refused, quiet, or a status) */
  applied: Set<string>;
  rooms: string[];
  /** the stored sessions after the whole transcript: the uninterrupted run every crashed one must end as */
  final: ReturnType<typeof comparable>;
}> {
  const file = path.join(tmp, 'uninterrupted.sqlite');
  const store = new SqliteSessionStore({ path: file });
  const butler = butlerOn(store, seededDiceSource(SEED), Date.now);
  const rand = prng(SEED);
  const lines: string[] = [];
  const ids: string[] = [];
  const answers = new Map<string, Answer>();
  const applied = new Set<string>();
  const rooms: string[] = [];
  for (let i = 1; i <= LINES; i++) {
    const table = TABLES[Math.floor(rand() * TABLES.length)]!;
    const chat = `console:${table.room}`;
    const { user, text } = nextText(table, (await store.peek(chat))?.data ?? null, rand);
    const id = `L${i}`;
    const before = (await store.peek(chat))?.version;
    const reply = await butler.handle(message(chat, user, text, { updateId: `console:${id}` }));
    if ((await store.peek(chat))?.version !== before) applied.add(id);
    lines.push(`${id} #${table.room} ${user}: ${text}`);
    ids.push(id);
    rooms.push(table.room);
    if (reply) answers.set(id, { chat: table.room, id, text: toPlain(reply.rich), events: reply.events });
  }
  await store.close();
  return { lines, ids, answers, applied, rooms, final: readSqlite(file) };
}

function readSqlite(file: string): ReturnType<typeof comparable> {
  const db = new Database(file, { readonly: true });
  try {
    return comparable(db.prepare('SELECT key, version, data FROM sessions').all() as never);
  } finally {
    db.close();
  }
}

/**
 * Runs the console bot on `lines`; kills it with SIGKILL `delayMs` after its `killAfter`-th answer — or, with
 * `stallMs`, reads nothing of its output for that long (a slow reader: the pipe fills up) and kills it then, before
 * reading what reached the pipe.
 */
function runBot(
  args: string[],
  env: Record<string, string>,
  lines: string[],
  kill: { after: number; delayMs: number } | { stallMs: number } | null,
): Promise<{ answers: Answer[]; killed: boolean; afterKill: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/butler.js', ...args], {
      env: { ...process.env, TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const answers: Answer[] = [];
    let pending = '';
    let stderr = '';
    let killed = false;
    let atKill = 0;
    const killNow = () => {
      atKill = answers.length;
      killed = child.kill('SIGKILL');
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        // Everything printed before the process died counts, also lines read after the kill was sent: the
        // process wrote them (stdout to a pipe is synchronous), so they reached the chat.
        answers.push(JSON.parse(line) as Answer);
        if (kill && 'after' in kill && answers.length === kill.after) {
          if (kill.delayMs === 0) killNow();
          else setTimeout(killNow, kill.delayMs);
        }
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // The slow reader: once the bot is up (its first answer arrived), stop reading; kill it while stalled.
    let stalled = false;
    child.stdout.on('data', () => {
      if (!kill || !('stallMs' in kill) || stalled) return;
      stalled = true;
      child.stdout.pause();
      setTimeout(() => {
        killNow();
        child.stdout.resume();
      }, kill.stallMs);
    });
    child.stdin.on('error', () => {}); // EPIPE once the process is dead
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      // A line cut by the kill (no newline yet) never counts as answered: it is sent again and answered then.
      if (signal === 'SIGKILL' && killed) return resolve({ answers, killed: true, afterKill: answers.length - atKill });
      if (code !== 0) return reject(new Error(`butler exited with ${code ?? signal}: ${stderr}`));
      resolve({ answers, killed: false, afterKill: 0 });
    });
  });
}

/** Stored sessions by key, with the turn clocks and start times (wall-clock times of each run) left out. */
function comparable(rows: Array<{ key: string; version: number; data: string }>) {
  return Object.fromEntries(
    rows.map((row) => {
      const session = JSON.parse(row.data) as { game?: { clock?: unknown; startedAt?: number } | null };
      if (session.game) {
        session.game.clock = null;
        delete session.game.startedAt;
      }
      return [row.key, { version: row.version, session }];
    }),
  );
}

const transcript = await makeTranscript();

const stores: Array<{
  kind: string;
  skip: boolean;
  fresh: () => {
    args: string[];
    env: Record<string, string>;
    read: () => Promise<ReturnType<typeof comparable>>;
    /** the update ids the store has applied ('chat update' pairs), to count lines applied whose answer was lost */
    applied: () => Promise<Set<string>>;
  };
}> = [
  {
    kind: 'SQLite',
    skip: false,
    fresh: () => {
      const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.sqlite`);
      return {
        args: ['--db', file],
        env: {},
        read: async () => readSqlite(file),
        applied: async () => {
          const db = new Database(file, { readonly: true });
          try {
            const rows = db.prepare('SELECT chat, update_id FROM applied_updates').all() as Array<{ chat: string; update_id: string }>;
            return new Set(rows.map((r) => `${r.chat} ${r.update_id}`));
          } finally {
            db.close();
          }
        },
      };
    },
  },
  {
    kind: 'PostgreSQL',
    skip: !pgReady,
    fresh: () => {
      const schema = uniqueSchema('crash');
      schemas.push(schema);
      return {
        args: [],
        env: { DATABASE_URL: postgresUrl(), BUTLER_PG_SCHEMA: schema },
        read: () =>
          withPgClient(async (c) => comparable((await c.query(`SELECT key, version, data FROM "${schema}".butler_sessions`)).rows)),
        applied: () =>
          withPgClient(async (c) => {
            const { rows } = await c.query(`SELECT chat, update_id FROM "${schema}".butler_applied_updates`);
            return new Set((rows as Array<{ chat: string; update_id: string }>).map((r) => `${r.chat} ${r.update_id}`));
          }),
      };
    },
  },
];

/** How many of the lines from `from` on the store has applied: sent again after a kill, their answer lost with it. */
async function appliedAhead(applied: () => Promise<Set<string>>, from: number): Promise<number> {
  const ids = await applied();
  let n = 0;
  for (let i = from; i < transcript.ids.length; i++) {
    if (ids.has(`console:${transcript.rooms[i]} console:${transcript.ids[i]}`)) n++;
  }
  return n;
}

for (const store of stores) {
  describe.skipIf(store.skip)(`console bot killed at random moments (${store.kind})`, () => {
    const flags = ['--json', '--ids', '--seed', String(SEED)];
    const kills = KILLS[store.kind]!;
    /** The store the kill runs leave, every line answered: the re-delivery test below goes on from it. */
    let afterKills: ReturnType<typeof store.fresh> | null = null;

    it(`GIVEN a ${LINES}-line transcript WHEN the bot is SIGKILLed ${kills} times, each time restarted with the rest THEN every answer and every game equal an uninterrupted run`, async () => {
      const finished = [...transcript.answers.values()].filter((a) => a.events.some((e) => e.type === 'game_over')).length;
      expect(finished).toBeGreaterThanOrEqual(4);

      const crashed = store.fresh();
      const rand = prng(SEED + 1);
      // The kill points, spread over the whole transcript: one in each of `kills` equal stretches of its first
      // answers (at least 100 answers before its end, so the process is still busy when the kill lands), at a
      // random answer in the stretch's first half, then 0, 1 or 2 ms more in turn.
      const stretch = Math.floor((transcript.answers.size - 110) / kills);
      const killAt = Array.from({ length: kills }, (_, i) => 10 + stretch * i + Math.floor(rand() * (stretch / 2)));
      expect(killAt.at(-1)!).toBeLessThan(transcript.answers.size - 100);
      const answered = new Map<string, Answer>();
      let from = 0;
      let killed = 0;
      let runs = 0;
      let appliedUnanswered = 0;
      const printedAfterKill: number[] = [];
      for (;;) {
        const rest = transcript.lines.slice(from);
        const kill = killed < kills ? { after: Math.max(1, killAt[killed]! - answered.size), delayMs: killed % 3 } : null;
        const run = await runBot([...crashed.args, ...flags], crashed.env, rest, kill);
        runs++;
        for (const answer of run.answers) {
          expect(answered.has(answer.id), `${answer.id} answered twice`).toBe(false);
          answered.set(answer.id, answer);
        }
        if (!run.killed) break;
        killed++;
        printedAfterKill.push(run.afterKill);
        const last = run.answers.at(-1);
        if (last) from = transcript.ids.indexOf(last.id) + 1;
        appliedUnanswered += await appliedAhead(crashed.applied, from);
      }
      expect(killed).toBe(kills);
      // The process plays exactly what the Butler in this process played when the transcript was made.
      expect(answered).toEqual(transcript.answers);
      expect(await crashed.read()).toEqual(transcript.final);
      afterKills = crashed;
      console.info(
        `${store.kind}: ${runs} runs, ${killed} kills, ${answered.size} answers, ${finished} games finished; ` +
          `${appliedUnanswered} lines applied by a killed process before their answer was printed, answered after the restart; ` +
          `answers read after each kill signal (already in the pipe): ${printedAfterKill.join(', ')}`,
      );
    }, 300_000); // processes start one after another: on a 2-core machine shared with other work each can take seconds

    it('GIVEN every line answered WHEN the last 20 are sent again THEN nothing changes: the latest applied line of each room and every refusal or status are answered as before, older moves stay quiet', async () => {
      // The store the kill runs left (it equals an uninterrupted run); run alone, this test plays the transcript first.
      let db = afterKills;
      if (!db) {
        db = store.fresh();
        const whole = await runBot([...db.args, ...flags], db.env, transcript.lines, null);
        expect(new Map(whole.answers.map((a) => [a.id, a]))).toEqual(transcript.answers);
      }
      const head = transcript.lines.length;
      const before = await db.read();
      expect(before).toEqual(transcript.final);
      const again = await runBot([...db.args, ...flags], db.env, transcript.lines.slice(head - 20, head), null);

      const latestApplied = new Map<string, string>(); // room → id of its last applied line
      for (let i = 0; i < head; i++) {
        if (transcript.applied.has(transcript.ids[i]!)) latestApplied.set(transcript.rooms[i]!, transcript.ids[i]!);
      }
      const expected = transcript.ids
        .slice(head - 20, head)
        .filter((id, i) => {
          if (!transcript.answers.has(id)) return false;
          return !transcript.applied.has(id) || latestApplied.get(transcript.rooms[head - 20 + i]!) === id;
        })
        .map((id) => transcript.answers.get(id));
      expect(again.answers).toEqual(expected);
      const quietMoves = transcript.ids
        .slice(head - 20, head)
        .filter((id, i) => transcript.applied.has(id) && latestApplied.get(transcript.rooms[head - 20 + i]!) !== id);
      expect(quietMoves.length).toBeGreaterThan(3);
      expect(await db.read()).toEqual(before);
    }, 300_000); // one process start (two when run alone)

    it.skipIf(store.kind !== 'SQLite')('GIVEN a reader that takes nothing for a while WHEN the bot is killed then and restarted from the line after the last answer that reached the pipe THEN no line is applied twice and every room ends as in an uninterrupted run', async () => {
      const crashed = store.fresh();
      const answered = new Map<string, Answer>();
      let from = 0;
      let appliedUnanswered = 0;
      const stalls: number[] = [];
      for (let run = 0; ; run++) {
        // One stall: the kill of a process blocked on a full pipe; a second stall would land in the same window.
        const stall = run < 1 ? { stallMs: 800 } : null;
        const result = await runBot([...crashed.args, ...flags], crashed.env, transcript.lines.slice(from), stall);
        for (const answer of result.answers) {
          expect(answered.has(answer.id), `${answer.id} answered twice`).toBe(false);
          // A move's answer is the one an uninterrupted run prints. (A /status or a refusal sent again after later
          // lines were applied is answered on the state as it is then, which may have moved on.)
          if (transcript.applied.has(answer.id)) expect(answer).toEqual(transcript.answers.get(answer.id));
          answered.set(answer.id, answer);
        }
        if (!result.killed) break;
        stalls.push(result.answers.length);
        const last = result.answers.at(-1);
        if (last) from = transcript.ids.indexOf(last.id) + 1;
        appliedUnanswered += await appliedAhead(crashed.applied, from);
      }
      // The pipe held only part of the transcript: the reader really was slower than the bot.
      expect(stalls).toHaveLength(1);
      expect(stalls[0]!).toBeLessThan(transcript.lines.length);
      expect(await crashed.read()).toEqual(transcript.final);
      console.info(
        `${store.kind} slow reader: answers in the pipe at the kill ${stalls.join(', ')}; ` +
          `${appliedUnanswered} lines applied whose answer was lost, recognised after the restart`,
      );
    }, 300_000);
  });
}

describe('console bot killed while the turn clock plays out deadlines (SQLite)', () => {
  const ROOMS = 200;

  /** A file with ROOMS Craps games whose turn deadline passed a minute ago (made with a clock 11 minutes back). */
  async function overdueGames(file: string): Promise<void> {
    const store = new SqliteSessionStore({ path: file });
    const past = Date.now() - 11 * 60_000;
    const butler = butlerOn(store, seededDiceSource(SEED), () => past);
    // All rooms at once (one group commit per step), each room's three lines in order.
    await Promise.all(
      Array.from({ length: ROOMS }, async (_, r) => {
        const chat = `console:d${r}`;
        await butler.handle(message(chat, 'alice', '/newgame craps'));
        await butler.handle(message(chat, 'bob', '/join'));
        await butler.handle(message(chat, 'alice', '/startgame'));
      }),
    );
    await store.close();
  }

  function overdueLeft(file: string): number {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM sessions WHERE deadline <= ?').get(Date.now()) as { n: number }).n;
    } finally {
      db.close();
    }
  }

  /**
   * Runs the bot (the console on purpose: --console, so that an input with no line ends with 0) with no input lines
   * until no deadline is overdue; with `killMidway`, kills it as soon as its first
   * notice arrives (a turn was played out and committed; the other turns wait for the next ones). Driven by the
   * process's own output: each notice is looked at when it comes, no timer decides anything.
   */
  function runClock(file: string, killMidway: boolean): Promise<{ notices: number; killed: boolean; left: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['bin/butler.js', '--console', '--db', file, '--json', '--seed', String(SEED)], {
        env: { ...process.env, TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let notices = 0;
      let killed = false;
      let ended = false;
      let stderr = '';
      let left = overdueLeft(file);
      // Input stays open (the chat waits for lines) until every overdue turn has been played out.
      const endWhenDone = () => {
        if (ended || killed) return;
        try {
          left = overdueLeft(file);
        } catch {
          return; // the file may be mid-checkpoint; the next notice looks again
        }
        if (left === 0) {
          ended = true;
          child.stdin.end();
        }
      };
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        notices += chunk.split('\n').length - 1;
        if (killMidway && !killed) {
          left = overdueLeft(file);
          killed = child.kill('SIGKILL');
        } else endWhenDone();
      });
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.stdin.on('error', () => {});
      // Nothing overdue at the start: nothing will be printed either.
      if (!killMidway) endWhenDone();
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (signal === 'SIGKILL' && killed) return resolve({ notices, killed: true, left });
        if (code !== 0) return reject(new Error(`butler exited with ${code ?? signal}: ${stderr}`));
        resolve({ notices, killed: false, left });
      });
    });
  }

  function stored(file: string) {
    const db = new Database(file, { readonly: true });
    try {
      return comparable(db.prepare('SELECT key, version, data FROM sessions').all() as never);
    } finally {
      db.close();
    }
  }

  it(`GIVEN ${ROOMS} overdue turns WHEN the bot is killed while playing them out and restarted THEN every turn is played out exactly once, as in an uninterrupted run`, async () => {
    const template = path.join(tmp, 'overdue.sqlite');
    await overdueGames(template);
    const whole = path.join(tmp, 'overdue-whole.sqlite');
    const crashed = path.join(tmp, 'overdue-crashed.sqlite');
    fs.copyFileSync(template, whole);
    fs.copyFileSync(template, crashed);

    // The uninterrupted run, in this process (one spawn less): one tick plays out every overdue turn.
    const store = new SqliteSessionStore({ path: whole });
    const butler = butlerOn(store, seededDiceSource(SEED), Date.now);
    butler.addOutlet('console:', async () => {});
    expect(await butler.tick()).toHaveLength(ROOMS);
    await store.close();
    const first = await runClock(crashed, true);
    expect(first.killed).toBe(true);
    expect(overdueLeft(crashed)).toBeGreaterThan(0); // killed with turns still to play out
    const rest = await runClock(crashed, false);
    expect(rest.killed).toBe(false);
    const after = stored(crashed);
    expect(after).toEqual(stored(whole));
    // Each game moved on by exactly one played-out turn: bob is to move, and alice has one timeout.
    for (const { session } of Object.values(after)) {
      expect((session as { game: { timeouts: Record<string, number> } }).game.timeouts).toEqual({ alice: 1 });
    }
    console.info(
      `turn clock: killed with ${first.left} of ${ROOMS} turns left (${first.notices} notices printed); ` +
        `${rest.notices} played out after the restart`,
    );
  }, 300_000); // two process starts and a store written by 200 games
});
