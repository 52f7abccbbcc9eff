// The cost of the Telegram path, in one run on the same updates: (1) a bare grammY bot that only replies, (2) the
// Butler's Telegram path (grammY + wireBot: sequentialize, admin check, outbox, HTML rendering) with its core, and
// (3) the core alone (Butler.handle with the same texts). The API is a transformer that answers without a network,
// and the outbox's rate limits are off, so what is measured is CPU per update. Printed: µs per update and the
// ratios; "adapter's share" = Telegram path − core alone, which should be no larger than the core's own cost.
//
//   npm run bench -- --store telegram                       # 200 groups, 20,000 roll updates, memory store
//   node --import tsx bench/telegram-path.ts --updates 50000 --store sqlite
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bot, type Transformer } from 'grammy';
import type { Update } from 'grammy/types';
import { wireBot } from '../src/adapters/telegram/wire-bot.ts';
import { Butler } from '../src/butler.ts';
import type { DiceSource } from '../src/dice/dice-source.ts';
import { silentLogger } from '../src/log.ts';
import { botInfo } from '../test/adapters/telegram/fake-telegram.ts';
import { openStore, type OpenStoreOptions } from '../src/storage/open-store.ts';

const TOKEN = '123456:BENCH-token-aaaaaaaaaaaaaaaaaaaa';
const BOT_INFO = botInfo();
const ALICE = { id: 101, is_bot: false as const, first_name: 'Алиса' };
const BOB = { id: 202, is_bot: false as const, first_name: 'Боб' };

// Every roll is 3+3: both players hit their point of 6, draw and replay — the game never ends.
const endlessDice: DiceSource = { roll: (count) => Array.from({ length: count }, () => 3) };

/** Answers every API call at once, as Telegram would, without a network. */
const offlineApi: Transformer = async (_prev, method, payload) => {
  const p = payload as { chat_id?: number; text?: string };
  if (method === 'sendMessage') {
    return {
      ok: true,
      result: { message_id: 1, date: 0, chat: { id: p.chat_id, type: 'supergroup' }, text: p.text },
    } as never;
  }
  if (method === 'getChatMember') return { ok: true, result: { status: 'administrator', user: ALICE } } as never;
  return { ok: true, result: true } as never;
};

let updateId = 1;
const now = () => Math.floor(Date.now() / 1000);
function textUpdate(chatId: number, from: typeof ALICE, text: string): Update {
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: now(),
      chat: { id: chatId, type: 'supergroup', title: 'Кости' },
      from,
      text,
      ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] } : {}),
    },
  } as Update;
}

/** The roll updates of the measured part: alice and bob alternate in every group, group after group. */
function rollUpdates(groups: number, count: number): Update[] {
  return Array.from({ length: count }, (_, i) => {
    const group = -1000 - (i % groups);
    const round = Math.floor(i / groups);
    return textUpdate(group, round % 2 === 0 ? ALICE : BOB, 'бросаю кости');
  });
}

async function openGames(handle: (u: Update) => Promise<unknown>, groups: number) {
  for (let g = 0; g < groups; g++) {
    for (const [from, text] of [
      [ALICE, '/newgame craps'],
      [BOB, '/join'],
      [ALICE, '/startgame'],
    ] as const) {
      await handle(textUpdate(-1000 - g, from, text));
    }
  }
}

/** µs per update for `run` over the updates, one at a time per group and every group in flight. */
async function timeUpdates(updates: Update[], groups: number, run: (u: Update) => Promise<unknown>): Promise<number> {
  const perGroup = Array.from({ length: groups }, (_, g) => updates.filter((_u, i) => i % groups === g));
  const started = process.hrtime.bigint();
  await Promise.all(perGroup.map(async (list) => { for (const u of list) await run(u); }));
  return Number(process.hrtime.bigint() - started) / 1_000 / updates.length;
}

async function withStore<T>(kind: string, work: (options: OpenStoreOptions) => Promise<T>): Promise<T> {
  if (kind !== 'sqlite') return work({ kind: 'memory' });
  const dir = mkdtempSync(join(tmpdir(), 'butler-bench-tg-'));
  try {
    return await work({ kind: 'sqlite', path: join(dir, 'bench.sqlite') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `rounds` rounds of `count` updates through each runner in turn; the best round of each counts. */
export async function telegramPathBench(options: { groups: number; updates: number; store: string; rounds?: number }): Promise<void> {
  const { groups, updates: count, store: kind } = options;
  const rounds = options.rounds ?? 3;

  // (1) bare grammY: the same updates, a handler that only replies.
  const bare = new Bot(TOKEN, { botInfo: BOT_INFO });
  bare.api.config.use(offlineApi);
  bare.on('message:text', (ctx) => ctx.reply('ok'));
  const runBare = (u: Update) => bare.handleUpdate(u);

  await withStore(kind, async (pathStore) =>
    withStore(kind, async (coreStore) => {
      // (2) the Butler's Telegram path; the outbox is drained inside the timing (its sends are part of the cost).
      const store = await openStore(pathStore);
      const butler = new Butler({ store, dice: endlessDice, logger: silentLogger });
      const bot = new Bot(TOKEN, { botInfo: BOT_INFO });
      bot.api.config.use(offlineApi);
      const wiring = wireBot(bot, { butler, logger: silentLogger, ownerIds: [], rulesFor: () => [], globalRules: [] });
      const runPath = (u: Update) => bot.handleUpdate(u);
      await openGames(runPath, groups);

      // (3) the core alone: the same texts straight into Butler.handle.
      const core = await openStore(coreStore);
      const coreButler = new Butler({ store: core, dice: endlessDice, logger: silentLogger });
      const runCore = (u: Update) => {
        const m = u.message!;
        return coreButler.handle({
          chat: `tg:${m.chat.id}`,
          user: { id: String(m.from!.id), name: m.from!.first_name },
          text: m.text!,
          updateId: `tg:${u.update_id}`,
          isAdmin: async () => true,
        });
      };
      await openGames(runCore, groups);

      const best = { bare: Infinity, path: Infinity, core: Infinity };
      // Round 0 warms the JIT up and is not counted; the rounds alternate so that a busy moment hits all three.
      for (let round = 0; round <= rounds; round++) {
        const bareUs = await timeUpdates(rollUpdates(groups, count), groups, runBare);
        const started = process.hrtime.bigint();
        await timeUpdates(rollUpdates(groups, count), groups, runPath);
        await wiring.outbox.drain(60_000);
        const pathUs = Number(process.hrtime.bigint() - started) / 1_000 / count;
        const coreUs = await timeUpdates(rollUpdates(groups, count), groups, runCore);
        if (round === 0) continue;
        best.bare = Math.min(best.bare, bareUs);
        best.path = Math.min(best.path, pathUs);
        best.core = Math.min(best.core, coreUs);
      }
      await store.close();
      await core.close();
      report(kind, groups, count, rounds, best.bare, best.path, best.core);
    }),
  );
}

function report(kind: string, groups: number, count: number, rounds: number, bareUs: number, telegramUs: number, coreUs: number) {
  const adapterUs = telegramUs - coreUs;
  const f = (us: number) => `${us.toFixed(1)} µs`;
  console.log(`\nTelegram path (${kind} store, ${groups} groups, ${count} roll updates, best of ${rounds} rounds, one run):`);
  console.log(`  bare grammY that only replies   ${f(bareUs)} per update`);
  console.log(`  Butler's Telegram path          ${f(telegramUs)} per update  = ${(telegramUs / bareUs).toFixed(1)}× bare grammY`);
  console.log(`  core alone (Butler.handle)      ${f(coreUs)} per update`);
  console.log(
    `  adapter's share (path − core)   ${f(adapterUs)} per update  = ${(adapterUs / coreUs).toFixed(2)}× the core's`,
  );
}
