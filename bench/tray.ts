// A tap's cost (issue 51): a dice tray's toggle through the whole path (per-chat queue → store transaction: the tray
// kept in the session, durably → the tray redrawn), measured in the same run and on the same games as the typed move
// it sits beside (a typed reroll), and a tapped Roll (the same move, from the tray). Dice Poker games in many
// channels, round-robin; each turn: a typed first roll, two toggles, a tapped Roll, two toggles, a typed reroll, a
// typed box. `npm run bench -- --store tray`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Butler } from '../src/butler.ts';
import type { Reply } from '../src/core/reply.ts';
import { readTrayCode } from '../src/core/tray.ts';
import type { DiceSource } from '../src/dice/dice-source.ts';
import { silentLogger } from '../src/log.ts';
import { openStore, type OpenStoreOptions } from '../src/storage/open-store.ts';

/** Endless dice that make varied hands (a small LCG): every reroll legal, the games end and start again. */
function benchDice(): DiceSource {
  let x = 12345;
  return { roll: (count) => Array.from({ length: count }, () => (((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6) + 1) };
}

export interface TrayBenchResult {
  store: string;
  channels: number;
  turns: number;
  toggle: { p50: number; p99: number };
  tappedRoll: { p50: number; p99: number };
  typedReroll: { p50: number; p99: number };
}

function stats(samples: number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

export async function trayBench(options: { store: 'memory' | 'sqlite'; channels: number; turns: number }): Promise<TrayBenchResult> {
  const dir = options.store === 'sqlite' ? mkdtempSync(join(tmpdir(), 'butler-tray-')) : null;
  const storeOptions: OpenStoreOptions = dir ? { kind: 'sqlite', path: join(dir, 'tray.sqlite') } : { kind: 'memory' };
  const store = await openStore(storeOptions);
  const butler = new Butler({ store, dice: benchDice(), logger: silentLogger });
  const say = (chat: string, user: string, text: string) => butler.handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true });
  const tap = (chat: string, user: string, code: string) =>
    butler.handle({ chat, user: { id: user, name: user }, text: '[tap]', tap: readTrayCode(code)!, isAdmin: () => true });
  const timed = async <T>(into: number[], work: () => Promise<T>): Promise<T> => {
    const t0 = process.hrtime.bigint();
    const result = await work();
    into.push(Number(process.hrtime.bigint() - t0) / 1e6);
    return result;
  };
  const open = async (chat: string) => {
    await say(chat, 'alice', '/newgame dice_poker');
    await say(chat, 'bob', '/join');
    await say(chat, 'alice', '/startgame');
  };
  const chats = Array.from({ length: options.channels }, (_, c) => `bench-tray:${c}`);
  for (const chat of chats) await open(chat);
  const turn = new Uint8Array(options.channels);
  const toggles: number[] = [];
  const rolls: number[] = [];
  const typed: number[] = [];
  const dieCode = (reply: Reply, die: number) => reply.buttons.filter((b) => b.row === 0)[die]!.tap!;
  const rollCode = (reply: Reply) => reply.buttons.find((b) => b.row === 1)!.tap!;
  for (let t = 0; t < options.turns; t++) {
    const c = t % options.channels;
    const chat = chats[c]!;
    const user = turn[c] === 0 ? 'alice' : 'bob';
    const hand = (await say(chat, user, 'бросаю кости'))!;
    await timed(toggles, () => tap(chat, user, dieCode(hand, 0)));
    await timed(toggles, () => tap(chat, user, dieCode(hand, 1)));
    const second = (await timed(rolls, () => tap(chat, user, rollCode(hand))))!;
    await timed(toggles, () => tap(chat, user, dieCode(second, 2)));
    await timed(toggles, () => tap(chat, user, dieCode(second, 2)));
    const value = /[1-6]/.exec(second.buttons[0]!.label)![0];
    const third = (await timed(typed, () => say(chat, user, `перебрасываю ${value}, бросаю 1 кость`)))!;
    const over = await say(chat, user, third.buttons[0]!.text);
    if (over?.buttons.some((b) => b.text.startsWith('/newgame'))) {
      await open(chat);
      turn[c] = 0;
    } else turn[c] ^= 1;
  }
  await store.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  return { store: options.store, channels: options.channels, turns: options.turns, toggle: stats(toggles), tappedRoll: stats(rolls), typedReroll: stats(typed) };
}

export function printTrayBench(r: TrayBenchResult): void {
  const ms = (s: { p50: number; p99: number }) => `p50 ${s.p50.toFixed(3)} ms, p99 ${s.p99.toFixed(3)} ms`;
  console.log(
    `tray ${r.store.padEnd(6)} ${r.turns} turns / ${r.channels} channels: toggle ${ms(r.toggle)}; tapped Roll ${ms(r.tappedRoll)}; ` +
      `typed reroll ${ms(r.typedReroll)}`,
  );
}
