// Play by taps (issue 51) over real HTTP: startTelegram long-polls a Telegram Bot API emulator (telegram-test-api),
// and whole games are played with callback queries only — the lobby's buttons, the first roll's button, the dice
// tray's toggles, Roll and the boxes / Pass beside it. Taps from players not on turn are refused, the Butler restarts
// in the middle of a half-set tray, a stale tray is pressed, and the game's record equals the one the same scripted
// dice give when the game is typed.
import { freePort } from '../../helpers/free-port.ts';
import type { Transformer } from 'grammy';
import { TelegramServer } from 'telegram-test-api/lib/telegramServer.js';
import type { TelegramClient } from 'telegram-test-api/lib/modules/telegramClient.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../../src/adapters/telegram/start.ts';
import { Butler } from '../../../src/butler.ts';
import { parseEnv } from '../../../src/config.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

const TOKEN = '424243:EMULATOR-tray-token-abcdefghij';
const CHAT = -100778;

/** The emulator answers getUpdates at once, even when empty; pause a little so polling does not spin. */
const calmPolling: Transformer = async (prev, method, payload, signal) => {
  const result = await prev(method, payload, signal);
  if (method === 'getUpdates' && result.ok && Array.isArray(result.result) && result.result.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return result;
};

interface Key {
  text: string;
  callback_data: string;
}
interface Stored {
  messageId: number;
  message: { text: string; reply_markup?: { inline_keyboard: Key[][] }; reply_parameters?: unknown };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function table(dice: number[], people: [number, string][]) {
  const server = new TelegramServer({ port: await freePort(), host: '127.0.0.1' });
  await server.start();
  cleanups.push(() => server.stop());
  const store: SessionStore = new MemorySessionStore();
  // one dice source for every process: a restart goes on with the dice where they were
  const source = scriptedDiceSource(dice);
  /** callback answers as the bot sent them (the emulator keeps none) */
  const answers: string[] = [];
  const watchAnswers: Transformer = async (prev, method, payload, signal) => {
    if (method === 'answerCallbackQuery') answers.push(String((payload as { text?: string }).text ?? ''));
    return prev(method, payload, signal);
  };
  let stop: (() => Promise<void>) | null = null;
  const start = async () => {
    const butler = new Butler({ store, dice: source, logger: silentLogger });
    stop = await startTelegram({
      butler,
      env: parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: server.config.apiURL, BUTLER_OWNER_IDS: '1' }),
      logger: silentLogger,
      transformers: [calmPolling, watchAnswers],
      wire: { rulesFor: () => [{ limit: 50, windowMs: 100 }], images: undefined },
      polling: { runner: { silent: true, retryInterval: 50 } },
    });
  };
  await start();
  cleanups.push(async () => stop?.());
  /** The Butler process stops and a new one starts on the same store: nothing kept in memory. */
  const restart = async () => {
    await stop!();
    stop = null;
    await start();
  };

  const clients = new Map(
    people.map(([id, name]) => [name, server.getClient(TOKEN, { chatId: CHAT, userId: id, firstName: name, userName: name.toLowerCase(), type: 'supergroup' })]),
  );
  const who = (name: string): TelegramClient => clients.get(name)!;
  const bot = () => server.storage.botMessages as unknown as Stored[];
  let seen = 0;

  /** The bot's next new message (waits for it). */
  async function nextMessage(match?: RegExp): Promise<Stored> {
    const until = Date.now() + 5_000;
    for (;;) {
      const all = bot();
      while (seen < all.length) {
        const message = all[seen++]!;
        if (!match || match.test(message.message.text)) return message;
      }
      if (Date.now() > until) throw new Error(`no bot message${match ? ` like ${match}` : ''}; last: ${all.at(-1)?.message.text}`);
      await sleep(3);
    }
  }
  const keys = (message: Stored): Key[] => current(message).message.reply_markup?.inline_keyboard.flat() ?? [];
  const current = (message: Stored): Stored => bot().find((m) => m.messageId === message.messageId)!;
  const markup = (message: Stored) => JSON.stringify(current(message).message.reply_markup);

  /** `name` presses the button labelled `label` (a RegExp: the first that matches) under `message`. */
  async function press(name: string, message: Stored, label: string | RegExp): Promise<void> {
    const key = keys(message).find((k) => (typeof label === 'string' ? k.text === label : label.test(k.text)));
    if (!key) throw new Error(`no button ${label} under "${message.message.text}": ${keys(message).map((k) => k.text).join(' | ')}`);
    const client = who(name);
    const answered = answers.length;
    await client.sendCallback(
      client.makeCallbackQuery(key.callback_data, { message: { message_id: message.messageId, date: Math.floor(Date.now() / 1000) } }),
    );
    // every press is answered (the spinner stops): wait for it
    const until = Date.now() + 5_000;
    while (answers.length === answered) {
      if (Date.now() > until) throw new Error(`the press of ${label} was not answered`);
      await sleep(2);
    }
  }
  /** A toggle: the tray's keyboard is redrawn in place and no message is added. */
  async function toggle(name: string, message: Stored, label: string | RegExp): Promise<void> {
    const before = markup(message);
    const count = bot().length;
    await press(name, message, label);
    const until = Date.now() + 5_000;
    while (markup(message) === before) {
      if (Date.now() > until) throw new Error(`the tray was not redrawn after ${label}`);
      await sleep(2);
    }
    expect(bot().length).toBe(count);
  }
  const say = (name: string, text: string) => who(name).sendCommand(who(name).makeCommand(text));
  return { store, answers, restart, press, toggle, nextMessage, keys, markup, say, current };
}

/** The game's record without what differs between two runs (ids, times). */
async function record(store: SessionStore, chat: string) {
  const [latest] = await store.gameRecords!.history(chat, 1);
  const { id: _id, startedAt: _s, endedAt: _e, chat: _c, players, ...rest } = (await store.gameRecords!.game(latest!.id))!;
  return { ...rest, players: players.map((p) => p.name) };
}

/** Deterministic dice (a small LCG): enough for a whole game. */
function someDice(count: number, seed: number): number[] {
  const out: number[] = [];
  for (let x = seed, i = 0; i < count; i++) out.push((((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6) + 1);
  return out;
}

/** The face digit on a die's tray button ("⚃4 держу" → 4). */
const faceOf = (label: string) => Number(/[1-6]/.exec(label)![0]);

/** The same game typed in the core's console chat (same dice): what each tap stood for, as a player types it. */
async function typedDicePoker(dice: number[], rounds: number): Promise<TestChat> {
  const chat = await makeChat({ dice, admins: ['Alice'] });
  await chat.say('Alice', '/newgame покер', { id: '1' });
  await chat.say('Bob', '/join', { id: '2' });
  await chat.say('Alice', '/startgame', { id: '1' });
  for (let turn = 0; turn < rounds * 2; turn++) {
    const [name, id] = turn % 2 === 0 ? ['Alice', '1'] : ['Bob', '2'];
    const hand = (await chat.say(name, 'бросаю кости', { id }))!.reply;
    const first = faceOf(hand.buttons[0]!.label);
    const rolled = (await chat.say(name, `перебрасываю ${first}, бросаю 1 кость`, { id }))!.reply;
    await chat.say(name, rolled.buttons.find((b) => b.row === 2)!.text, { id });
  }
  return chat;
}

describe('play by taps over the Telegram Bot API emulator (issue 51)', () => {
  it('GIVEN two players WHEN a whole Dice Poker game is played with callback queries only THEN refusals, a restart and a stale tray change nothing, and the record equals the typed game', async () => {
    const dice = someDice(200, 11);
    const t = await table(dice, [
      [1, 'Alice'],
      [2, 'Bob'],
    ]);
    await t.say('Alice', '/newgame покер');
    const lobby = await t.nextMessage(/Открыта игра/);
    await t.press('Bob', lobby, '✋ Играю');
    const joined = await t.nextMessage(/Bob.*в игре/);
    await t.press('Alice', joined, '▶️ Начать');
    let turnMessage = await t.nextMessage(/Начинаем/);

    for (let turn = 0; turn < 30; turn++) {
      const name = turn % 2 === 0 ? 'Alice' : 'Bob';
      const other = turn % 2 === 0 ? 'Bob' : 'Alice';
      await t.press(name, turnMessage, '🎲 Бросить');
      const hand = await t.nextMessage(/🎲/);
      const dieKeys = t.keys(hand).slice(0, 5);
      expect(dieKeys.every((k) => /держу$/.test(k.text))).toBe(true);
      expect(t.keys(hand)[5]!.text).toBe('🎲 Отметьте кости');

      if (turn === 0) {
        // a player not on turn taps: a short private answer, the tray stays as it was
        const before = t.markup(hand);
        const count = (await t.store.peek(`tg:${CHAT}`))!.version;
        await t.press(other, hand, dieKeys[0]!.text);
        expect(t.answers.at(-1)).toBe('Сейчас ходит Alice: кости выбирает только тот, чей ход.');
        expect(t.markup(hand)).toBe(before);
        expect((await t.store.peek(`tg:${CHAT}`))!.version).toBe(count);
      }
      await t.toggle(name, hand, dieKeys[0]!.text);
      expect(t.keys(hand)[0]!.text).toMatch(/ кидаю$/);
      expect(t.keys(hand)[5]!.text).toBe('🎲 Бросить 1');
      // a toggle adds nothing to the chat and says nothing to the presser
      expect(t.answers.at(-1)).toBe('');

      if (turn === 5) {
        // the Butler restarts with the tray half set: the toggle is kept, Roll rolls that die
        await t.restart();
      }
      await t.press(name, hand, '🎲 Бросить 1');
      const rolled = await t.nextMessage(/🎲/);
      expect(rolled.message.text).toContain(`[${dieKeys.slice(1).map((k) => k.text.replace(/ держу$/, '')).join(' ')}] +`);

      if (turn === 7) {
        // the first hand's tray is stale now: said so, and the current tray comes to the presser
        await t.press(name, hand, '🎲 Бросить 1');
        expect(t.answers.at(-1)).toMatch(/^Этот лоток — из прошлого хода: игра ушла дальше\. Сейчас на столе: /);
        const offered = await t.nextMessage(/Этот лоток/);
        expect(t.keys(offered).map((k) => k.text)).toEqual(t.keys(rolled).map((k) => k.text));
      }
      // the best box beside the tray (the first move after Roll and Best keep)
      const box = t.keys(rolled)[7]!;
      expect(box.callback_data).toMatch(/^t[0-9a-z]+\.\d+:m0$/);
      await t.press(name, rolled, box.text);
      turnMessage = await t.nextMessage(turn === 29 ? /Победител|Ничья/ : /✍️/);
    }

    const typed = await typedDicePoker(dice, 15);
    expect(await record(t.store, `tg:${CHAT}`)).toEqual(await record(typed.store, 'console:main'));
  }, 60_000);

  it('GIVEN three players WHEN a whole Bone Poker game is played with callback queries only THEN every round-2 turn rerolls chosen dice from the tray and the record equals the typed game', async () => {
    const dice = [1, 1, 2, 3, 5, 6, 6, 6, 2, 4, 3, 3, 4, 4, 1, 6, 2, 5, 3, 1, 4];
    const t = await table(dice, [
      [1, 'Alice'],
      [2, 'Bob'],
      [3, 'Carol'],
    ]);
    await t.say('Alice', '/newgame костяной покер');
    const lobby = await t.nextMessage(/Открыта игра/);
    await t.press('Bob', lobby, '✋ Играю');
    await t.nextMessage(/Bob.*в игре/);
    await t.press('Carol', lobby, '✋ Играю');
    const joined = await t.nextMessage(/Carol.*в игре/);
    // Carol is no admin (and the emulator cannot say otherwise): the start button is refused to her alone; Alice starts
    await t.press('Carol', joined, '▶️ Начать');
    expect(t.answers.at(-1)).toMatch(/Не могу проверить ваши права|только для админов/);
    await t.press('Alice', joined, '▶️ Начать');
    let message = await t.nextMessage(/Начинаем/);
    for (const name of ['Alice', 'Bob', 'Carol']) {
      await t.press(name, message, '🎲 Бросить покер');
      message = await t.nextMessage(/🎲/);
    }
    // round 2: Alice's tray (hand 1 1 2 3 5)
    expect(message.message.text).toContain('Второй круг');
    expect(t.keys(message).map((k) => k.text)).toEqual([
      '⚀1 держу', '⚀1 держу', '⚁2 держу', '⚂3 держу', '⚄5 держу', '🎲 Отметьте кости', '💡 Лучший выбор', 'Пас',
    ]);
    // Bob and Carol may not touch it
    await t.press('Bob', message, '⚁2 держу');
    expect(t.answers.at(-1)).toBe('Сейчас ходит Alice: кости выбирает только тот, чей ход.');
    await t.press('Carol', message, 'Пас');
    expect(t.answers.at(-1)).toBe('Сейчас ходит Alice: кости выбирает только тот, чей ход.');
    // Alice: reroll 2, 3 and 5 (keeps the pair of ones); a restart in between
    await t.toggle('Alice', message, '⚁2 держу');
    await t.toggle('Alice', message, '⚂3 держу');
    await t.restart();
    await t.toggle('Alice', message, '⚄5 держу');
    await t.press('Alice', message, '🎲 Бросить 3');
    const aliceRolled = await t.nextMessage(/Alice/);
    expect(aliceRolled.message.text).toContain('⚀1 ⚀1');
    // Bob: "Best keep" sets the toggles (his three sixes kept), he presses Roll
    await t.toggle('Bob', aliceRolled, '💡 Лучший выбор');
    expect(t.answers.at(-1)).toMatch(/^Лучше всего оставить ⚅6 ⚅6 ⚅6/);
    const bobKeys = t.keys(aliceRolled).map((k) => k.text);
    expect(bobKeys.slice(0, 5)).toEqual(['⚅6 держу', '⚅6 держу', '⚅6 держу', '⚁2 кидаю', '⚃4 кидаю']);
    // Alice's old tray is stale now
    await t.press('Alice', message, '🎲 Бросить 3');
    expect(t.answers.at(-1)).toBe('Этот лоток — из прошлого хода: игра ушла дальше.');
    await t.press('Bob', aliceRolled, '🎲 Бросить 2');
    const bobRolled = await t.nextMessage(/Bob/);
    // Carol rerolls her one from her tray (Pass beside it) and makes a full house
    expect(t.keys(bobRolled).map((k) => k.text).at(-1)).toBe('Пас');
    await t.toggle('Carol', bobRolled, '⚀1 держу');
    await t.press('Carol', bobRolled, '🎲 Бросить 1');
    const end = await t.nextMessage(/Победител|Ничья/);
    expect(end.message.text).toContain('🏆 Победитель: <a href="tg://user?id=3">Carol</a>');

    const typed = await makeChat({ dice, admins: ['Alice'] });
    const lines: [string, string, string][] = [
      ['Alice', '1', '/newgame костяной покер'],
      ['Bob', '2', '/join'],
      ['Carol', '3', '/join'],
      ['Alice', '1', '/startgame'],
      ['Alice', '1', 'бросаю покер'],
      ['Bob', '2', 'бросаю покер'],
      ['Carol', '3', 'бросаю покер'],
      ['Alice', '1', 'перебрасываю 2, 3 и 5, бросаю 3 кости'],
      ['Bob', '2', 'перебрасываю 2 и 4, бросаю 2 кости'],
      ['Carol', '3', 'перебрасываю 1, бросаю 1 кость'],
    ];
    for (const [name, id, text] of lines) await typed.say(name, text, { id });
    expect(await record(t.store, `tg:${CHAT}`)).toEqual(await record(typed.store, 'console:main'));
  }, 30_000);
});
