// `npm run bench`: in-game roll messages through the whole path — parse → per-chat queue → store transaction
// (load, engine, durable commit) → render — spread over many channels with Craps games running.
// Prints messages per second, p50/p99 latency per message and peak RSS, for SQLite and (when reachable) PostgreSQL,
// then the memory of many games held at once.
//
// Two modes per store: "1 in flight" sends the next message when the previous reply is back (round-robin over the
// channels), which measures the latency of one message; "N in flight" gives every channel its own sender, so all
// channels have a message in flight at once, as in a busy deployment — the throughput a store sustains when it is
// not waiting for the client. PostgreSQL pays one network round trip per message when this process wrote the chat
// last (two otherwise), so its one-in-flight figure is bounded by latency, not by the server.
// Each line also gives the process's CPU time per message (all its threads, the garbage collector's too): on a shared
// machine wall-clock rates swing with the other load, CPU time much less, so compare builds by it there.
//
//   npm run bench                       # defaults: 1,000 channels, 40,000 messages, SQLite + PostgreSQL + memory
//   npm run bench -- --store sqlite --channels 1000 --messages 100000
//   npm run bench -- --store postgres --mode concurrent --pool 20
//   npm run bench -- --store churn --rounds 10 --chats-per-round 5000   # store size under a churn of new chats
//   npm run bench -- --store long      # a move late in a long game against an early one (SQLite, PostgreSQL, console)
//   npm run bench -- --store console   # only the console's 3,000-move Craps game
//   npm run bench -- --store console-games --ref ../turn-3   # many short games through the console (bench:console),
//                                      # beside another build in the same run (A B A B)
//   npm run bench -- --store telegram  # the Telegram path against bare grammY and the core alone
//   npm run bench -- --store memory --mode serial --clock   # with the turn alarm running, as deployed
//   npm run bench -- --store sqlite --update-ids   # every message with a platform update id, as deployed
//   npm run bench -- --store tray      # a dice tray's toggle (p99) beside the typed move, same run (issue 51)
//   npm run bench -- --store live-pages  # 500 running games' pages open on one process (bench/live-pages.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Butler } from '../src/butler.ts';
import type { DiceSource } from '../src/dice/dice-source.ts';
import { silentLogger } from '../src/log.ts';
import { churn, printChurn } from './churn.ts';
import { openStore, type OpenStoreOptions } from '../src/storage/open-store.ts';
import { PostgresSessionStore, withDefaultPgUser } from '../src/storage/postgres-store.ts';
import { telegramPathBench } from './telegram-path.ts';
import { longGame, printLongGame } from './long-game.ts';
import { consoleLongGame, printConsoleLong } from './console-long.ts';
import { consoleGamesBench } from './console-games.ts';
import { projectFile } from '../src/runtime-files.ts';
import { fileURLToPath } from 'node:url';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'all' },
    channels: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '40000' },
    games: { type: 'string', default: '10000' },
    /** churn: rounds of new chats that never come back, swept after each round (store size must stay flat) */
    rounds: { type: 'string', default: '10' },
    'chats-per-round': { type: 'string', default: '5000' },
    pg: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test' },
    /** serial (1 in flight), concurrent (every channel in flight) or both */
    mode: { type: 'string', default: 'both' },
    /** PostgreSQL connections in the pool */
    pool: { type: 'string', default: '10' },
    /**
     * runs the turn alarm (tick every 5 s) during the throughput runs, as a deployment does: whatever the alarm's
     * path costs every message (issue 26: a promise hook once an AsyncLocalStorage has run) shows in the figures
     */
    clock: { type: 'boolean', default: false },
    /**
     * every message carries a platform update id, as Telegram's and Discord's do: the store also checks and records
     * the id, and the session keeps the reply to give a re-delivery — what a deployment pays per message
     */
    'update-ids': { type: 'boolean', default: false },
    /** long games (issue 26): channels each playing one long game, round-robin */
    'long-channels': { type: 'string', default: '20' },
    /** console-games: another build's directory, run beside this one (A B A B) */
    ref: { type: 'string' },
    /** tray: Dice Poker turns played with taps (each: four toggles, a tapped Roll, a typed reroll) */
    'tray-turns': { type: 'string', default: '4000' },
  },
});

// Every roll is 3+3: a point of 6 on the come-out, a hit in the point round, so both players hit, draw and replay
// from a new come-out — the game never ends and every other message completes a round (the verdict is rendered).
// (filled, not Array.from with a function: the benchmark measures the Butler, not its scripted dice)
const endlessDice: DiceSource = { roll: (count) => new Array<number>(count).fill(3) };

let peakRss = 0;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const rssTimer = setInterval(sampleRss, 50);

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

let updateIds = 0;
async function say(butler: Butler, chat: string, user: string, text: string) {
  const updateId = args['update-ids'] ? { updateId: String(++updateIds) } : {};
  return butler.handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true, ...updateId });
}

async function openGames(butler: Butler, channels: number) {
  for (let c = 0; c < channels; c++) {
    const chat = `bench:${c}`;
    await say(butler, chat, 'alice', '/newgame craps');
    await say(butler, chat, 'bob', '/join');
    await say(butler, chat, 'alice', '/startgame');
  }
}

async function throughput(
  label: string,
  storeOptions: OpenStoreOptions,
  channels: number,
  messages: number,
  concurrent: boolean,
) {
  const store = await openStore(storeOptions);
  const butler = new Butler({ store, dice: endlessDice, logger: silentLogger });
  await openGames(butler, channels);
  const stopClock = args.clock ? butler.startClock() : null;
  const turn = new Uint8Array(channels); // 0 = alice, 1 = bob: turns alternate in this endless game
  const inFlight = (concurrent ? `${channels} in flight` : '1 in flight') + (args.clock ? ', clock' : '') + (args['update-ids'] ? ', ids' : '');
  // Two windows of the same run: the first `messages` after the games open (what this line always measured: the
  // JIT warming up, the setup's garbage collected, included) and the `messages` after those (warm: what a Butler
  // that has been serving for a while does). The first is the figure to compare with earlier releases.
  let failures = 0;
  let next = 0;
  for (const warm of [false, true]) {
    const latencies = new Float64Array(messages);
    let sent = 0;
    const from = next;
    /** Sends message number i (to channel i % channels) and records its latency. */
    const send = async (i: number) => {
      const c = i % channels;
      const t0 = process.hrtime.bigint();
      const reply = await say(butler, `bench:${c}`, turn[c] === 0 ? 'alice' : 'bob', 'бросаю кости');
      latencies[sent++] = Number(process.hrtime.bigint() - t0) / 1e6;
      if (!reply || reply.events[0]?.type !== 'roll') failures++;
      turn[c] ^= 1;
      if ((i & 1023) === 0) sampleRss();
    };
    const calls0 = store instanceof PostgresSessionStore ? { ...store.writeCalls } : null;
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    if (concurrent) {
      // One sender per channel, all at once; each channel's messages stay in order (as a chat delivers them).
      await Promise.all(
        Array.from({ length: channels }, async (_, c) => {
          for (let i = from + c; i < from + messages; i += channels) await send(i);
        }),
      );
    } else {
      for (let i = from; i < from + messages; i++) await send(i);
    }
    next = from + messages;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort();
    // PostgreSQL: how many moves each write call carried (the writes of many chats at once go in one write_many)
    const calls = store instanceof PostgresSessionStore ? store.writeCalls : null;
    const perCall = calls && calls0 && calls.calls > calls0.calls ? (calls.writes - calls0.writes) / (calls.calls - calls0.calls) : null;
    sampleRss();
    console.log(
      `${label.padEnd(10)} ${(inFlight + (warm ? ', warm' : '')).padEnd(20)} ${messages} msgs / ${channels} channels: ${Math.round(messages / seconds).toLocaleString('en')} msg/s, ` +
        `p50 ${percentile(latencies, 0.5).toFixed(3)} ms, p99 ${percentile(latencies, 0.99).toFixed(3)} ms, ` +
        `CPU ${((cpu.user + cpu.system) / messages).toFixed(1)} µs/msg, ` +
        `peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB` +
        (perCall !== null ? `, ${perCall.toFixed(1)} writes per call` : '') +
        (failures ? `, ${failures} FAILED` : ''),
    );
  }
  await stopClock?.();
  await store.close();
  if (failures) process.exitCode = 1;
}

async function pgReachable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDefaultPgUser(url), connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${url}: ${(error as Error).message}`);
    return false;
  }
}

async function manyGames(games: number) {
  const dir = mkdtempSync(join(tmpdir(), 'butler-bench-'));
  const store = await openStore({ kind: 'sqlite', path: join(dir, 'games.sqlite') });
  // A cache smaller than the number of games: idle sessions are evicted and reloaded from the store.
  const butler = new Butler({ store, dice: endlessDice, logger: silentLogger, cacheSize: 2_000 });
  await openGames(butler, games);
  for (let c = 0; c < games; c++) await say(butler, `bench:${c}`, 'alice', 'бросаю кости');
  sampleRss();
  // RSS after the earlier runs says little about these games (the heap they left may or may not have been
  // collected by now), so the JS heap in use is printed next to it.
  const { rss, heapUsed } = process.memoryUsage();
  console.log(
    `${games.toLocaleString('en')} games running at once (SQLite, 2,000 cached): RSS ${(rss / 2 ** 20).toFixed(0)} MiB, ` +
      `heap in use ${(heapUsed / 2 ** 20).toFixed(0)} MiB, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`,
  );
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

const channels = Number(args.channels);
const messages = Number(args.messages);
const which = args.store;
const modes = args.mode === 'both' ? [false, true] : [args.mode === 'concurrent'];
console.log(`Butler benchmark — node ${process.version}, ${new Date().toISOString()}`);
if (which === 'all' || which === 'sqlite') {
  for (const concurrent of modes) {
    const dir = mkdtempSync(join(tmpdir(), 'butler-bench-'));
    await throughput('SQLite', { kind: 'sqlite', path: join(dir, 'bench.sqlite') }, channels, messages, concurrent);
    rmSync(dir, { recursive: true, force: true });
  }
}
if (which === 'all' || which === 'postgres') {
  if (await pgReachable(args.pg!)) {
    const { default: pg } = await import('pg');
    const poolSize = Number(args.pool);
    for (const concurrent of modes) {
      const schema = `bench_${process.pid}_${concurrent ? 'c' : 's'}`;
      const options: OpenStoreOptions = { kind: 'postgres', url: args.pg!, schema, poolSize };
      try {
        await throughput(`PostgreSQL`, options, channels, Math.min(messages, 20_000), concurrent);
      } finally {
        const client = new pg.Client({ connectionString: withDefaultPgUser(args.pg!) });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    }
    console.log(`(PostgreSQL: ${poolSize} connections in the pool)`);
  } else {
    console.log(`PostgreSQL skipped: nothing answers at ${args.pg}`);
  }
}
if (which === 'all' || which === 'memory') {
  for (const concurrent of modes) await throughput('memory', { kind: 'memory' }, channels, messages, concurrent);
}
// Long games: the last moves of a 1000 game of 800 moves and of a whole six-player Dice Poker game against the first.
if (which === 'all' || which === 'long') {
  const longChannels = Number(args['long-channels']);
  const stores: OpenStoreOptions[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'butler-bench-'));
  stores.push({ kind: 'sqlite', path: join(dir, 'long.sqlite') });
  const schema = `bench_${process.pid}_long`;
  if (await pgReachable(args.pg!)) stores.push({ kind: 'postgres', url: args.pg!, schema });
  try {
    for (const options of stores) {
      printLongGame(await longGame(options, 'thousand', longChannels, 800, 100));
      printLongGame(await longGame(options, 'dice_poker', longChannels, 180, 60));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (stores.length > 1) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: withDefaultPgUser(args.pg!) });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}
// The same through the console, as a user runs it: 3,000 moves of one never-ending Craps game (bench/console-long.ts).
if (which === 'all' || which === 'long' || which === 'console') printConsoleLong(await consoleLongGame());
if (which === 'all' || which === 'console-games') {
  const builds = [fileURLToPath(projectFile('')), ...(args.ref ? [args.ref] : [])];
  await consoleGamesBench(builds, { rooms: 200, rolls: 37_000, seed: 45, runs: 2 });
}
if (which === 'all' || which === 'games') await manyGames(Number(args.games));
if (which === 'all' || which === 'churn') printChurn(await churn(Number(args.rounds), Number(args['chats-per-round'])));
// The Telegram adapter's own cost: bare grammY vs the Butler's Telegram path vs the core (bench/telegram-path.ts).
if (which === 'all' || which === 'telegram') {
  for (const store of ['memory', 'sqlite']) await telegramPathBench({ groups: 200, updates: 10_000, store });
}
if (which === 'all' || which === 'images') (await import('./images.ts')).benchImages();
// A tap's cost (issue 51): a dice tray's toggle beside the typed move, same run, same games (bench/tray.ts).
if (which === 'all' || which === 'tray') {
  const { trayBench, printTrayBench } = await import('./tray.ts');
  for (const store of ['memory', 'sqlite'] as const) printTrayBench(await trayBench({ store, channels: 100, turns: Number(args['tray-turns']) }));
}
// 500 running games' pages open on one process, each move sent to its watchers (bench/live-pages.ts)
if (which === 'all' || which === 'live-pages') {
  const { livePagesBench, printLivePages } = await import('./live-pages.ts');
  printLivePages(await livePagesBench(500, 10, 40));
}
clearInterval(rssTimer);
