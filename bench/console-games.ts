// `npm run bench:console [-- DIR…]` (issue 45): what the console does when many people play — 200 rooms of short
// Craps games back to back (2 to 5 players a game, a new game as soon as one ends), ≈37k roll lines in all — piped
// into `DIR/bin/butler.js --console --json --seed N --db <fresh file>` exactly as a chat's lines arrive, the rooms'
// lines interleaved. Prints roll messages per second (from the first reply to the last) and the console process's
// CPU time per roll.
//
// The transcript is made once, in this process: the same lines played on a Butler in memory with the same seeded
// dice (the dice of a move depend only on the seed, the room and the room's version, so every build rolls the same
// ones) tell where each game ends and whose turn it is. Every build directory given gets the same transcript, and
// the runs go round the directories in turn (ABAB…), so A/B on a shared machine is one command:
//
//   npm run bench:console                                  # this build, twice
//   npm run bench:console -- . /path/to/reference-build     # A B A B; the ratio of this build's rates to the other's
//   npm run bench:console -- --runs 3 --rooms 50 --rolls 10000 . ../ref
//
// A run checks itself: every roll line must be answered by a roll whose dice are the transcript's (a build that rolls
// other dice, or answers a roll with a refusal, fails the run instead of measuring another game).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Butler } from '../src/butler.ts';
import { CHAT_KEY_PREFIX } from '../src/core/chat-key.ts';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { crapsEngine } from '../src/games/craps/engine.ts';
import type { CrapsState } from '../src/games/craps/state.ts';
import { silentLogger } from '../src/log.ts';
import { openStore } from '../src/storage/open-store.ts';
import { projectFile } from '../src/runtime-files.ts';

const NAMES = ['ann', 'bob', 'cid', 'dan', 'eve'];
const ROLL = 'бросаю кости';

export interface ConsoleTranscript {
  lines: string[];
  rolls: number;
  games: number;
  seed: number;
  rooms: number;
  /** each room's dice in order, one digest: what every run must roll */
  dice: string;
}

/** The players of a room's `game`-th game: 2 to 5, varying from room to room and game to game. */
function playersOf(room: number, game: number): string[] {
  return NAMES.slice(0, 2 + ((room * 7 + game * 3) % 4));
}

/**
 * Plays `rooms` rooms in memory with seeded dice until about `rolls` rolls are made (each room stops starting new
 * games past its share) and returns the lines, interleaved across the rooms one line each in turn.
 */
export async function consoleTranscript(rooms: number, rolls: number, seed: number): Promise<ConsoleTranscript> {
  const store = await openStore({ kind: 'memory' });
  const butler = new Butler({ store, dice: seededDiceSource(seed), logger: silentLogger });
  const share = Math.ceil(rolls / rooms);
  const perRoom: string[][] = [];
  const rolled = new Map<string, string[]>();
  let totalRolls = 0;
  let games = 0;
  for (let r = 0; r < rooms; r++) {
    const room = `r${r}`;
    const chat = `${CHAT_KEY_PREFIX.console}${room}`;
    const lines: string[] = [];
    const say = async (user: string, text: string) => {
      lines.push(`#${room} ${user}: ${text}`);
      return butler.handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true });
    };
    let roomRolls = 0;
    for (let g = 0; roomRolls < share; g++) {
      const players = playersOf(r, g);
      await say(players[0]!, '/newgame craps');
      for (const p of players.slice(1)) await say(p, '/join');
      await say(players[0]!, '/startgame');
      // a mirror of the game, fed the dice each reply reports, says whose turn it is and when the game is over
      let state: CrapsState = crapsEngine.setup(players, {});
      while (!crapsEngine.isOver(state)) {
        const player = crapsEngine.expected(state)!.player;
        const reply = await say(player, ROLL);
        const roll = reply?.events[0];
        if (roll?.type !== 'roll') throw new Error(`transcript: room ${room}, a roll answered with ${roll?.type ?? 'nothing'}`);
        const dice = (roll as unknown as { dice: number[] }).dice;
        if (!rolled.has(room)) rolled.set(room, []);
        rolled.get(room)!.push(dice.join(''));
        const moved = crapsEngine.apply(state, { type: 'roll', player, count: 2 }, { roll: () => dice });
        if (!moved.ok) throw new Error(`transcript: room ${room}, the mirror refused a roll`);
        state = moved.state;
        roomRolls++;
      }
      games++;
    }
    totalRolls += roomRolls;
    perRoom.push(lines);
  }
  await store.close();
  const lines: string[] = [];
  for (let i = 0, left = true; left; i++) {
    left = false;
    for (const room of perRoom) {
      if (i < room.length) {
        lines.push(room[i]!);
        left = true;
      }
    }
  }
  return { lines, rolls: totalRolls, games, seed, rooms, dice: digestOf(rolled, rooms) };
}

/** The digest of the dice a run rolled, room by room (the same form as the transcript's). */
function digestOf(dice: Map<string, string[]>, rooms: number): string {
  const hash = createHash('sha256');
  for (let r = 0; r < rooms; r++) for (const d of dice.get(`r${r}`) ?? []) hash.update(`r${r}:${d};`);
  return hash.digest('hex');
}

export interface ConsoleGamesRun {
  build: string;
  rolls: number;
  seconds: number;
  rate: number;
  /** the console process's user + system CPU seconds (all its threads) from its first reply to its last roll */
  cpu: number | null;
}

/** One run of the transcript through `build`'s console on a fresh SQLite file. */
export async function runConsoleGames(build: string, t: ConsoleTranscript): Promise<ConsoleGamesRun> {
  const dir = mkdtempSync(join(tmpdir(), 'butler-console-games-'));
  try {
    const child = spawn(
      process.execPath,
      ['bin/butler.js', '--console', '--json', '--seed', String(t.seed), '--db', join(dir, 'games.sqlite')],
      { cwd: build, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const dice = new Map<string, string[]>();
    let rolls = 0;
    let first = 0n;
    // the console's CPU time (all its threads) over the same window, from /proc (null elsewhere)
    let cpuFirst: number | null = null;
    let cpuLast: number | null = null;
    let last = 0n;
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const now = process.hrtime.bigint();
      if (first === 0n) {
        first = now;
        cpuFirst = cpuTicks(child.pid!);
      }
      last = now;
      const reply = JSON.parse(line) as { chat: string; events?: { type: string; dice?: number[] }[] };
      const event = reply.events?.[0];
      if (event?.type !== 'roll') return;
      if (++rolls === t.rolls) cpuLast = cpuTicks(child.pid!);
      const list = dice.get(reply.chat) ?? [];
      list.push(event.dice!.join(''));
      dice.set(reply.chat, list);
    });
    const closed = new Promise<number>((done) => child.on('close', (code) => done(code ?? -1)));
    child.stdin!.end(`${t.lines.join('\n')}\n`);
    const code = await closed;
    if (code !== 0) throw new Error(`${build}: the console exited with ${code}\n${stderr.slice(-2000)}`);
    if (rolls !== t.rolls || digestOf(dice, t.rooms) !== t.dice) {
      throw new Error(`${build}: ${rolls} rolls answered of ${t.rolls}, or other dice than the transcript's`);
    }
    const seconds = Number(last - first) / 1e9;
    const cpu = cpuFirst !== null && cpuLast !== null ? (cpuLast - cpuFirst) / CLOCK_TICKS : null;
    return { build, rolls, seconds, rate: rolls / seconds, cpu };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Linux's USER_HZ: /proc's CPU times are in these ticks a second. */
const CLOCK_TICKS = 100;

/** A process's user + system CPU time so far, in ticks (/proc/PID/stat, fields 14 and 15); null without /proc. */
function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Runs the transcript through each build in turn, `runs` times round (ABAB…), and prints each run and the ranges. */
export async function consoleGamesBench(builds: string[], options: { rooms: number; rolls: number; seed: number; runs: number }) {
  const t = await consoleTranscript(options.rooms, options.rolls, options.seed);
  console.log(
    `console Craps, many short games (SQLite): ${options.rooms} rooms, ${t.games.toLocaleString('en')} games, ` +
      `${t.rolls.toLocaleString('en')} roll lines of ${t.lines.length.toLocaleString('en')}, seed ${t.seed}`,
  );
  // a first start of each build makes its bundle (or its compile cache) outside the timed runs
  for (const build of builds) await warmStart(build);
  const results = new Map<string, ConsoleGamesRun[]>(builds.map((b) => [b, []]));
  for (let run = 0; run < options.runs; run++) {
    for (const build of builds) {
      const r = await runConsoleGames(build, t);
      results.get(build)!.push(r);
      console.log(
        `  ${labelOf(builds, build)} run ${run + 1}: ${Math.round(r.rate).toLocaleString('en')} roll msgs/s ` +
          `(${r.seconds.toFixed(1)} s)` + (r.cpu !== null ? `, console CPU ${r.cpu.toFixed(1)} s (${((r.cpu / r.rolls) * 1e6).toFixed(0)} µs/roll)` : ''),
      );
    }
  }
  for (const build of builds) {
    const rates = results.get(build)!.map((r) => r.rate);
    console.log(`  ${labelOf(builds, build)} ${build}: ${range(rates)} roll msgs/s`);
  }
  if (builds.length > 1) {
    const mine = results.get(builds[0]!)!;
    for (const other of builds.slice(1)) {
      const theirs = results.get(other)!;
      // each run of A against the B run beside it (same minute of the shared machine)
      const ratios = mine.map((r, i) => r.rate / theirs[i]!.rate);
      console.log(`  A/${labelOf(builds, other)}: ${range(ratios, 2)}× (run by run)`);
    }
  }
  return results;
}

function labelOf(builds: string[], build: string): string {
  return String.fromCharCode(65 + builds.indexOf(build));
}

function range(values: number[], digits = 0): string {
  const fmt = (v: number) => (digits ? v.toFixed(digits) : Math.round(v).toLocaleString('en'));
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? fmt(lo) : `${fmt(lo)}–${fmt(hi)}`;
}

async function warmStart(build: string): Promise<void> {
  if (!existsSync(join(build, 'bin', 'butler.js'))) throw new Error(`${build}: no bin/butler.js`);
  const child = spawn(process.execPath, ['bin/butler.js', '--console', '--memory'], { cwd: build, stdio: ['pipe', 'ignore', 'ignore'] });
  child.stdin!.end();
  await new Promise<void>((done) => child.on('close', () => done()));
}

const invokedAs = process.argv[1] ? resolve(process.argv[1]) : '';
if (invokedAs && invokedAs === resolve(fileURLToPath(projectFile('bench/console-games.ts')))) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rooms: { type: 'string', default: '200' },
      rolls: { type: 'string', default: '37000' },
      seed: { type: 'string', default: '45' },
      runs: { type: 'string', default: '2' },
    },
  });
  const builds = (positionals.length ? positionals : [fileURLToPath(projectFile(''))]).map((d) => resolve(d));
  await consoleGamesBench(builds, {
    rooms: Number(values.rooms),
    rolls: Number(values.rolls),
    seed: Number(values.seed),
    runs: Number(values.runs),
  });
}
