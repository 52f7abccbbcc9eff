// Real HTTP on loopback: startTelegram (the same function main.ts calls) long-polls a Telegram Bot API emulator
// (telegram-test-api); several emulated clients with one chat id and different users make a group.
// The emulator lacks getChatMember and setMyCommands: the Butler must keep running without them.
import { freePort } from '../../helpers/free-port.ts';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Transformer } from 'grammy';
import { TelegramServer } from 'telegram-test-api/lib/telegramServer.js';
import type { TelegramClient } from 'telegram-test-api/lib/modules/telegramClient.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../../src/adapters/telegram/start.ts';
import { Butler } from '../../../src/butler.ts';
import { parseEnv } from '../../../src/config.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';

const TOKEN = '424242:EMULATOR-test-token-abcdefghij';
const CHAT = -100777;

/** The emulator answers getUpdates at once, even when empty; pause a little so polling does not spin. */
const calmPolling: Transformer = async (prev, method, payload, signal) => {
  const result = await prev(method, payload, signal);
  if (method === 'getUpdates' && result.ok && Array.isArray(result.result) && result.result.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return result;
};

interface BotMessage {
  text: string;
  chat_id: number | string;
  reply_markup?: { inline_keyboard: { text: string; callback_data: string }[][] };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(dice: number[]) {
  const server = new TelegramServer({ port: await freePort(), host: '127.0.0.1' });
  await server.start();
  cleanups.push(() => server.stop());
  const logLines: string[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const store = new MemorySessionStore();
  const butler = new Butler({ store, dice: scriptedDiceSource(dice), logger });
  const env = parseEnv({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_ROOT: server.config.apiURL,
    BUTLER_OWNER_IDS: '1',
  });
  const stop = await startTelegram({
    butler,
    env,
    logger,
    transformers: [calmPolling],
    // The limits themselves are tested with a fake clock; here they only must not slow the game down.
    // The emulator keeps no photo captions, so the game-over text is read as a plain message here (pictures off).
    wire: { rulesFor: () => [{ limit: 10, windowMs: 100 }], images: undefined },
    polling: { runner: { silent: true, retryInterval: 100 } },
  });
  cleanups.push(stop);

  const client = (userId: number, firstName: string): TelegramClient =>
    server.getClient(TOKEN, { chatId: CHAT, userId, firstName, userName: firstName.toLowerCase(), type: 'supergroup' });
  const alice = client(1, 'Alice');
  const bob = client(2, 'Bob');

  const inbox: BotMessage[] = [];
  /** Waits for the bot's next message in the group (read through the emulator's client API). */
  async function next(match: RegExp, timeoutMs = 5_000): Promise<BotMessage> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = inbox.findIndex((m) => match.test(m.text));
      if (index >= 0) return inbox.splice(0, index + 1)[index];
      if (Date.now() > until) throw new Error(`no bot message like ${match}; got ${JSON.stringify(inbox.map((m) => m.text))}`);
      const response = await fetch(`${server.config.apiURL}/getUpdates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: TOKEN, chatId: CHAT }),
      });
      const body = (await response.json()) as { result: { message: BotMessage }[] };
      inbox.push(...body.result.map((r) => r.message));
      if (body.result.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const say = async (who: TelegramClient, text: string) => {
    if (text.startsWith('/')) await who.sendCommand(who.makeCommand(text));
    else await who.sendMessage(who.makeMessage(text));
  };
  /** A 🎲 thrown by `who`: a message with Telegram's `dice` field and no text, as Telegram sends it. */
  const throwDie = async (who: TelegramClient, value: number) => {
    const { text: _none, ...message } = who.makeMessage('');
    await who.sendMessage({ ...message, dice: { emoji: '🎲', value } } as never);
  };
  return { server, alice, bob, say, next, logLines, butler, throwDie };
}

describe('Telegram over HTTP against a Bot API emulator', () => {
  it('GIVEN long polling against the emulator WHEN a Craps game is played from /newgame THEN the chat sees it through to the winner', async () => {
    const { alice, bob, say, next, logLines } = await setup([4, 4, 3, 3, 2, 3, 3, 3]);

    // bob is no owner and the emulator has no getChatMember: the check fails and the Butler says so, then goes on.
    await say(bob, '/newgame крэпс');
    expect((await next(/права/)).text).toMatch(/Не могу проверить ваши права/);

    // alice is in BUTLER_OWNER_IDS: admin without asking Telegram.
    await say(alice, '/newgame крэпс');
    const lobby = await next(/Открыта игра/);
    expect(lobby.text).toContain('<a href="tg://user?id=1">Alice</a>');
    expect(lobby.reply_markup?.inline_keyboard[0][0].callback_data).toBe('v1|/join');

    await say(bob, '/join@TestNameBot');
    await next(/Bob.*в игре/);
    await say(alice, '/startgame');
    const started = await next(/Начинаем/);
    const roll = started.reply_markup?.inline_keyboard[0][0];
    expect(roll).toMatchObject({ text: '🎲 Бросить', callback_data: 'v3|бросаю кости' });

    // alice rolls with the button, the rest is typed.
    await alice.sendCallback(
      alice.makeCallbackQuery(roll!.callback_data, { message: { message_id: 1, date: Math.floor(Date.now() / 1000) } }),
    );
    expect((await next(/Alice.*⚃4 ⚃4/)).text).toContain('очко <b>8</b>');
    await say(bob, 'бросаю кости');
    await next(/Bob.*⚂3 ⚂3/);
    await say(alice, 'бросаю кости');
    await next(/Alice.*⚁2 ⚂3/);
    await say(bob, 'бросаю кости');
    const end = await next(/Победитель/);
    expect(end.text).toContain('🏆 Победитель: <a href="tg://user?id=2">Bob</a>');
    expect(end.chat_id).toBe(CHAT);

    // Missing methods were logged as warnings, nothing crashed, and the token never reached a log line.
    const logs = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logs.some((l) => l.msg === 'setMyCommands failed')).toBe(true);
    expect(logs.some((l) => l.msg === 'admin check failed')).toBe(true);
    expect(logs.some((l) => l.level >= 50)).toBe(false);
    expect(logLines.join('\n')).not.toContain(TOKEN.split(':')[1]);
  });

  it('GIVEN /settings dice telegram WHEN the players throw their own 🎲 over HTTP THEN the game runs on those values to the winner, and the Butler rolls nothing (issue 44)', async () => {
    // no scripted dice at all: any roll of the Butler's own would say the list ran out
    const { alice, bob, say, next, throwDie } = await setup([]);
    await say(alice, '/settings dice telegram');
    await next(/telegram/i);
    await say(alice, '/newgame крэпс');
    await next(/Открыта игра/);
    await say(bob, '/join');
    await next(/Bob.*в игре/);
    await say(alice, '/startgame');
    await next(/Начинаем/);
    await throwDie(alice, 4);
    await next(/ещё 1 🎲/);
    await throwDie(alice, 4);
    expect((await next(/Alice.*⚃4 ⚃4/)).text).toContain('очко <b>8</b>');
    await throwDie(bob, 3);
    await throwDie(bob, 3);
    await next(/Bob.*⚂3 ⚂3/);
    // a 🎲 from the player not on turn counts for nothing
    await throwDie(bob, 6);
    expect((await next(/не считается/)).text).toContain('Сейчас ходит <a href="tg://user?id=1">Alice</a>');
    await throwDie(alice, 2);
    await throwDie(alice, 3);
    await next(/Alice.*⚁2 ⚂3/);
    await throwDie(bob, 3);
    await throwDie(bob, 3);
    const end = await next(/Победитель/);
    expect(end.text).toContain('🏆 Победитель: <a href="tg://user?id=2">Bob</a>');
  });
});
