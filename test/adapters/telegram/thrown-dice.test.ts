// Players' own 🎲 as the dice of a game (issue 44), over the offline Telegram: updates carrying `dice` fields.
import { describe, expect, it } from 'vitest';
import type { Update } from 'grammy/types';
import { Butler } from '../../../src/butler.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { verifyRecord } from '../../../src/dice/fair/verify-record.ts';
import { alice, bob, carol, fakeTelegram, GROUP, nowSeconds, type ApiCall, type FakeTelegram, type Person } from './fake-telegram.ts';

const text = (call: ApiCall) => call.payload.text as string;

let nextUpdate = 10_000;
let nextMessage = 700;

/** A 🎲 (or another emoji) thrown in the group; `updates` > 1 are handed to grammY in one batch. */
function dieUpdate(
  user: Person,
  value: number,
  options: { emoji?: string; forwarded?: boolean; edited?: boolean; date?: number; extra?: Record<string, unknown> } = {},
): Update {
  const message = {
    message_id: nextMessage++,
    date: options.date ?? nowSeconds(),
    ...options.extra,
    chat: { id: GROUP, type: 'supergroup', title: 'Кости' },
    from: { ...user, is_bot: false },
    dice: { emoji: options.emoji ?? '🎲', value },
    ...(options.forwarded ? { forward_origin: { type: 'user', date: nowSeconds(), sender_user: { ...carol, is_bot: false } } } : {}),
    ...(options.edited ? { edit_date: nowSeconds() } : {}),
  };
  return (options.edited ? { update_id: nextUpdate++, edited_message: message } : { update_id: nextUpdate++, message }) as Update;
}

async function throwDie(tg: FakeTelegram, user: Person, value: number, options: Parameters<typeof dieUpdate>[2] = {}) {
  const update = dieUpdate(user, value, options);
  await tg.handle(update);
  return update;
}

async function gameWithTelegramDice(game: string, store = new MemorySessionStore()) {
  const butler = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger });
  const tg = fakeTelegram({ butler, members: { [alice.id]: 'administrator' } });
  await tg.say(alice, '/settings dice telegram');
  expect(text(tg.sent(true)[0]!)).toContain('telegram');
  await tg.say(alice, `/newgame ${game}`);
  await tg.say(bob, '/join');
  await tg.say(alice, '/startgame');
  expect(text(tg.sent(true).at(-1)!)).toContain('🎲');
  return { tg, store, butler };
}

/** Craps on 🎲 against a computer player, alice's first roll thrown (2 and 2) and the bot's answer asked for. */
async function crapsWithBotOnTelegramDice(tg: FakeTelegram, butler: Butler) {
  await tg.say(alice, '/settings dice telegram');
  await tg.say(alice, '/newgame крэпс');
  await tg.say(alice, '/addbot');
  await tg.say(alice, '/startgame');
  await throwDie(tg, alice, 2);
  await throwDie(tg, alice, 2);
  await butler.settle(`tg:${GROUP}`);
  await tg.settle();
}

describe('Telegram dice: Craps played with the players’ own 🎲', () => {
  it('GIVEN dice telegram WHEN each player throws two 🎲 THEN the game runs on them to a winner, and the record verifies linking every message', async () => {
    const { tg, store } = await gameWithTelegramDice('крэпс');
    await throwDie(tg, alice, 4);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
    await throwDie(tg, alice, 4);
    await throwDie(tg, bob, 3);
    await throwDie(tg, bob, 3);
    await throwDie(tg, alice, 2);
    await throwDie(tg, alice, 3);
    await throwDie(tg, bob, 3);
    await throwDie(tg, bob, 3);
    const last = text(tg.sent().at(-1)!);
    expect(last).toContain('🏆');
    expect(last).toContain('⚂3 ⚂3');
    const [record] = await store.gameRecords!.history(`tg:${GROUP}`, 1);
    const full = await store.gameRecords!.game(record!.id);
    expect(full!.fair!.by).toBe('telegram');
    expect(full!.moves.every((m: { a: unknown; d: number[] }) => Array.isArray((m.a as { tg?: number[] }).tg) && (m.a as { tg: number[] }).tg.length === m.d.length)).toBe(true);
    const verdict = verifyRecord(full!);
    expect(verdict).toMatchObject({ ok: true, telegram: true, moves: 4, rolls: 4, butlerMoves: [] });
    // each die links its own message in the supergroup
    expect((verdict as { messages: string[] }).messages[0]).toMatch(/^https:\/\/t\.me\/c\/1234567890\/\d+$/);
    expect((verdict as { messages: string[] }).messages).toHaveLength(8);
    // a die changed in the record: the game no longer replays as recorded
    const forged = structuredClone(full!);
    forged.moves[3]!.d = [1, 1];
    expect(verifyRecord(forged).ok).toBe(false);
  });

  it('GIVEN a roll phrase first THEN the Butler says how many 🎲 to throw, and the 🎲 make the roll', async () => {
    const { tg } = await gameWithTelegramDice('крэпс');
    await tg.say(alice, 'бросаю кости');
    expect(text(tg.sent(true).at(-1)!)).toMatch(/отправьте 🎲 2 раза/);
    await throwDie(tg, alice, 6);
    await throwDie(tg, alice, 1);
    expect(text(tg.sent(true).at(-1)!)).toContain('⚅6 ⚀1');
  });

  it('GIVEN a game on 🎲 THEN forwarded, edited, other emoji and out-of-turn 🎲 are refused and count for nothing', async () => {
    const { tg } = await gameWithTelegramDice('крэпс');
    await throwDie(tg, alice, 5, { forwarded: true });
    expect(text(tg.sent(true).at(-1)!)).toMatch(/Пересланный 🎲 не считается/);
    await throwDie(tg, alice, 5, { edited: true });
    expect(text(tg.sent(true).at(-1)!)).toMatch(/Изменённый 🎲 не считается/);
    await throwDie(tg, alice, 5, { emoji: '🎯' });
    expect(text(tg.sent(true).at(-1)!)).toMatch(/🎯 — не кость/);
    await throwDie(tg, bob, 5);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/не считается/);
    // none of them counted: alice's two 🎲 are her whole roll
    await throwDie(tg, alice, 1);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
    await throwDie(tg, alice, 1);
    expect(text(tg.sent(true).at(-1)!)).toContain('⚀1 ⚀1');
  });

  it('GIVEN a game on 🎲 THEN a 🎲 marked forwarded only by the older fields, or sent via an inline bot, is refused and counts for nothing', async () => {
    const marks = [
      { forward_date: nowSeconds() - 30 },
      { forward_from: { ...carol, is_bot: false } },
      { forward_from_chat: { id: -100777, type: 'channel', title: 'Кости' } },
      { forward_sender_name: 'Кэрол' },
      { via_bot: { id: 4242, is_bot: true, first_name: 'Dice', username: 'dice_inline_bot' } },
    ];
    for (const extra of marks) {
      // a game each: past a few refusals a minute, a person's refusals are no longer answered
      const { tg } = await gameWithTelegramDice('крэпс');
      await throwDie(tg, alice, 6, { extra });
      expect(text(tg.sent(true).at(-1)!)).toMatch(/Пересланный 🎲 не считается/);
      await throwDie(tg, alice, 1);
      expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
    }
  });

  it('GIVEN a game on 🎲 WHEN a 🎲 thrown longer ago than a typed move may be arrives THEN it is refused as late and counts for nothing', async () => {
    const { tg } = await gameWithTelegramDice('крэпс');
    const old = nowSeconds() - 11 * 60;
    await tg.say(alice, 'бросаю кости', { date: old });
    expect(text(tg.sent(true).at(-1)!)).toMatch(/пока меня не было|while I was away/);
    await throwDie(tg, alice, 6, { date: old });
    expect(text(tg.sent(true).at(-1)!)).toMatch(/Этот 🎲 брошен, пока меня не было/);
    await throwDie(tg, alice, 6, { date: old });
    await throwDie(tg, alice, 2);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
    await throwDie(tg, alice, 3);
    expect(text(tg.sent(true).at(-1)!)).toContain('⚁2 ⚂3');
  });

  it('GIVEN a game WHEN a roll phrase or a command arrives forwarded or via an inline bot THEN it is not the sender’s move: quiet, nothing changes', async () => {
    const { tg } = await gameWithTelegramDice('крэпс');
    for (const extra of [{ forward_origin: { type: 'hidden_user', date: nowSeconds(), sender_user_name: 'Кэрол' } }, { forward_date: nowSeconds() }, { via_bot: { id: 4242, is_bot: true, first_name: 'Dice' } }]) {
      await tg.handle({
        update_id: nextUpdate++,
        message: { message_id: nextMessage++, date: nowSeconds(), chat: { id: GROUP, type: 'supergroup', title: 'Кости' }, from: { ...alice, is_bot: false }, text: 'бросаю кости', ...extra },
      } as Update);
      await tg.handle({
        update_id: nextUpdate++,
        message: { message_id: nextMessage++, date: nowSeconds(), chat: { id: GROUP, type: 'supergroup', title: 'Кости' }, from: { ...alice, is_bot: false }, text: '/endgame', entities: [{ type: 'bot_command', offset: 0, length: 8 }], ...extra },
      } as Update);
    }
    await tg.settle();
    expect(tg.sent(true)).toHaveLength(0);
    await tg.say(alice, 'бросаю кости');
    expect(text(tg.sent(true).at(-1)!)).toMatch(/отправьте 🎲 2 раза/);
  });

  it('GIVEN a flood of refused 🎲 and phrases from a non-player and an off-turn player THEN each gets a few answers, and the legal roll is still answered', async () => {
    const { tg } = await gameWithTelegramDice('крэпс');
    for (let i = 0; i < 20; i++) {
      await throwDie(tg, carol, 5);
      await throwDie(tg, bob, 5);
      await tg.say(carol, 'бросаю кости');
      await tg.say(bob, 'бросаю кости');
    }
    // 80 refused messages: a few answers each (3 a minute at most), not 80
    const answers = tg.sent(true);
    expect(answers.every((call) => /не считается|ходит|не участвуете/.test(text(call)))).toBe(true);
    expect(answers.length).toBeLessThanOrEqual(6);
    await throwDie(tg, alice, 4);
    await throwDie(tg, alice, 3);
    expect(text(tg.sent(true).at(-1)!)).toContain('⚃4 ⚂3');
  });

  it('GIVEN a roll that still owes a die WHEN the Butler restarts THEN the next 🎲 completes it', async () => {
    const { tg, store } = await gameWithTelegramDice('крэпс');
    await throwDie(tg, alice, 6);
    const again = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger });
    const tg2 = fakeTelegram({ butler: again });
    await throwDie(tg2, alice, 5);
    expect(text(tg2.sent().at(-1)!)).toContain('⚅6 ⚄5');
  });

  it('GIVEN two 🎲 arriving in one batch THEN both count, in order', async () => {
    const { tg } = await gameWithTelegramDice('крэпс');
    await Promise.all([tg.bot.handleUpdate(dieUpdate(alice, 2)), tg.bot.handleUpdate(dieUpdate(alice, 4))]);
    await tg.settle();
    expect(text(tg.sent().at(-1)!)).toContain('⚁2 ⚃4');
  });

  it('GIVEN the Butler rolls (default) WHEN the player on turn throws a 🎲 THEN told so; outside a game a 🎲 is quiet', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await throwDie(tg, alice, 3);
    expect(tg.sent()).toHaveLength(0);
    await tg.say(alice, '/newgame крэпс');
    await tg.say(bob, '/join');
    await tg.say(alice, '/startgame');
    tg.sent(true);
    await throwDie(tg, alice, 3);
    expect(text(tg.sent().at(-1)!)).toMatch(/кости бросает Дворецкий/);
  });
});

describe('Telegram dice: Dice Poker played with the players’ own 🎲', () => {
  it('GIVEN dice telegram WHEN players throw 5 🎲, name rerolls in words and throw again THEN the sheet fills from the 🎲', async () => {
    const { tg } = await gameWithTelegramDice('покер');
    for (const v of [6, 6, 6, 2, 3]) await throwDie(tg, alice, v);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/6/);
    // the dice to reroll are named in words; the next two 🎲 are their roll
    await tg.say(alice, 'перебрасываю 2 и 3');
    await throwDie(tg, alice, 6);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
    await throwDie(tg, alice, 6);
    expect(text(tg.sent(true).at(-1)!)).toContain('⚅6 ⚅6');
    await tg.say(alice, 'записываю в шестерки');
    // bob's first roll, asked for in words first: 5 🎲
    await tg.say(bob, 'бросаю кости');
    expect(text(tg.sent(true).at(-1)!)).toMatch(/5 раз/);
  });
});

describe('Telegram dice: the turn clock while dice are owed', () => {
  it('GIVEN a roll owing a die WHEN the turn deadline passes THEN the turn is played out as usual (Butler dice) and the 🎲 thrown before counts for nothing', async () => {
    let now = 1_800_000_000_000;
    const store = new MemorySessionStore();
    const butler = new Butler({ store, dice: scriptedDiceSource([3, 4]), logger: silentLogger, clock: () => now });
    const tg = fakeTelegram({ butler, members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/settings dice telegram');
    await tg.say(alice, '/newgame крэпс');
    await tg.say(bob, '/join');
    await tg.say(alice, '/startgame');
    await throwDie(tg, alice, 6);
    tg.sent(true);
    now += 24 * 60 * 60_000;
    await butler.tick(now);
    await tg.settle();
    expect(text(tg.sent(true).at(-1)!)).toContain('⚂3 ⚃4');
    // now bob is on turn: alice's 🎲 is refused, bob's counts
    await throwDie(tg, alice, 6);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/не считается/);
    await throwDie(tg, bob, 2);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
  });
});

describe('Telegram dice: /forgetme while a roll is owed (issue 49)', () => {
  it('GIVEN alice’s roll owing a die WHEN she sends /forgetme THEN no field of the chat’s stored session holds her id or name, the owed roll included', async () => {
    const { tg, store } = await gameWithTelegramDice('крэпс');
    await throwDie(tg, alice, 4);
    expect(text(tg.sent(true).at(-1)!)).toMatch(/ещё 1 🎲/);
    const stored = () => store.transact(`tg:${GROUP}`, (current) => ({ result: current!.data }));
    expect(await stored()).toContain(`"action":{"type":"roll","player":"${alice.id}"`);
    await tg.say(alice, '/forgetme');
    const session = await stored();
    expect(session).not.toContain(`"${alice.id}"`);
    expect(session).not.toContain(alice.first_name);
    expect((JSON.parse(session) as { game: { thrown: { action: { player: string } } } }).game.thrown.action.player).toMatch(/^forgotten:/);
  });
});

describe('Telegram dice: a whole Dice Poker game on 🎲', () => {
  it('GIVEN dice telegram WHEN both players fill every box from their own 🎲 THEN the game ends and its record verifies', async () => {
    const { tg, store } = await gameWithTelegramDice('покер');
    const boxes = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'pair', 'two pairs', 'three of a kind', 'four of a kind', 'full house', 'small straight', 'large straight', 'poker', 'chance'];
    for (const box of boxes) {
      for (const player of [alice, bob]) {
        for (const v of player === alice ? [1, 2, 3, 4, 5] : [2, 3, 4, 5, 6]) await throwDie(tg, player, v);
        await tg.say(player, `score ${box}`);
      }
    }
    expect(text(tg.sent().at(-1)!)).toContain('🏆');
    const [summary] = await store.gameRecords!.history(`tg:${GROUP}`, 1);
    const record = await store.gameRecords!.game(summary!.id);
    expect(record!.how).toBe('finished');
    expect(record!.winners).toEqual([String(bob.id)]);
    expect(verifyRecord(record!)).toMatchObject({ ok: true, telegram: true, rolls: 30, butlerMoves: [] });
  });
});

describe('Telegram dice: a computer player throws with sendDice', () => {
  it('GIVEN a bot in a game on 🎲 WHEN its roll is due THEN it calls sendDice once per die, plays their values, and the record links its messages', async () => {
    const store = new MemorySessionStore();
    const butler = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger, botDelaySeconds: 0 });
    const botDice = [3, 3, 3, 3];
    let sentDice = 9000;
    const tg = fakeTelegram({
      butler,
      members: { [alice.id]: 'administrator' },
      script: (call) =>
        call.method === 'sendDice'
          ? { ok: true, result: { message_id: ++sentDice, date: nowSeconds(), chat: { id: GROUP, type: 'supergroup' }, dice: { emoji: '🎲', value: botDice.shift()! } } }
          : undefined,
    });
    // alice 2+2 (point 4), bot 3+3 (point 6); alice 1+2, bot 3+3: the bot hits its point and wins
    await crapsWithBotOnTelegramDice(tg, butler);
    expect(tg.calls.filter((c) => c.method === 'sendDice')).toHaveLength(2);
    expect(tg.calls.find((c) => c.method === 'sendDice')!.payload).toMatchObject({ chat_id: GROUP, emoji: '🎲' });
    await throwDie(tg, alice, 1);
    await throwDie(tg, alice, 2);
    await butler.settle(`tg:${GROUP}`);
    await tg.settle();
    expect(tg.calls.filter((c) => c.method === 'sendDice')).toHaveLength(4);
    expect(text(tg.sent().at(-1)!)).toContain('🏆');
    const [summary] = await store.gameRecords!.history(`tg:${GROUP}`, 1);
    const record = await store.gameRecords!.game(summary!.id);
    const botMoves = record!.moves.filter((m) => m.a.player.startsWith('bot:'));
    expect(botMoves.map((m) => (m.a as { tg?: number[] }).tg)).toEqual([[9001, 9002], [9003, 9004]]);
    expect(verifyRecord(record!)).toMatchObject({ ok: true, telegram: true, butlerMoves: [] });
  });

  it('GIVEN a bot’s dice asked for WHEN the process stops before they come back THEN no die is asked again; after the grace the Butler rolls them, and the record says so', async () => {
    const store = new MemorySessionStore();
    let now = 1_800_000_000_000;
    const butler = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger, botDelaySeconds: 0, clock: () => now });
    const tg = fakeTelegram({ butler, members: { [alice.id]: 'administrator' }, script: (call) => (call.method === 'sendDice' ? { ok: false, error_code: 400, description: 'lost' } : undefined) });
    await crapsWithBotOnTelegramDice(tg, butler);
    const asked = tg.calls.filter((c) => c.method === 'sendDice').length;
    expect(asked).toBe(1); // the first failed: the rest are not thrown, none is asked twice
    const restarted = new Butler({ store, dice: scriptedDiceSource([6, 5]), logger: silentLogger, botDelaySeconds: 0, clock: () => now });
    const tg2 = fakeTelegram({ butler: restarted });
    await restarted.tick(now);
    expect(tg2.calls.filter((c) => c.method === 'sendDice')).toHaveLength(0);
    now += 61_000;
    await restarted.tick(now);
    await tg2.settle();
    expect(tg2.calls.filter((c) => c.method === 'sendDice')).toHaveLength(0);
    expect(text(tg2.sent().at(-1)!)).toContain('⚅6 ⚄5');
  });
});
