// The Telegram adapter end to end without a network: real grammY Bot (updates fed with handleUpdate), real Butler,
// a transformer that records the outgoing API calls and answers them.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Butler } from '../../../src/butler.ts';
import { alice, bob, carol, fakeTelegram, GROUP, TOKEN, type ApiCall } from './fake-telegram.ts';

const text = (call: ApiCall) => call.payload.text as string;
const callbackData = (call: ApiCall) => call.payload.reply_markup?.inline_keyboard?.[0]?.[0]?.callback_data as string;

/** Craps for alice (admin) and bob, started; the dice after these are the game's. */
async function crapsStarted(dice: number[] = []) {
  const tg = fakeTelegram({ dice, members: { [alice.id]: 'administrator' } });
  await tg.say(alice, '/newgame крэпс');
  await tg.say(bob, '/join');
  await tg.say(alice, '/startgame');
  return tg;
}

describe('Telegram: a group chat', () => {
  it('GIVEN an admin (getChatMember: administrator) WHEN /newgame THEN the lobby opens in the group, in HTML, with a join button', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/newgame крэпс');
    const [sent] = tg.sent();
    expect(sent.payload.chat_id).toBe(GROUP);
    expect(sent.payload.parse_mode).toBe('HTML');
    expect(text(sent)).toContain('<b>Крэпс</b>');
    expect(text(sent)).toContain(`<a href="tg://user?id=${alice.id}">Алиса</a>`);
    expect(callbackData(sent)).toBe('v1|/join');
    expect(sent.payload.message_thread_id).toBeUndefined();
    expect(sent.payload.reply_parameters).toBeUndefined();
  });

  it('GIVEN a member (getChatMember: member) WHEN /newgame THEN refused, as a reply to their message, nothing opened', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    const message = await tg.say(bob, '/newgame крэпс');
    const [refusal] = tg.sent(true);
    expect(text(refusal)).toMatch(/только для админов/);
    expect(refusal.payload.reply_parameters).toEqual({ message_id: message.message_id, allow_sending_without_reply: true });
    await tg.say(bob, '/status');
    expect(text(tg.sent()[0])).toMatch(/игры нет/);
  });

  it('GIVEN Telegram cannot tell who is an admin (getChatMember fails) WHEN someone runs /newgame THEN the Butler says it cannot check rights', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'fail' } });
    await tg.say(alice, '/newgame крэпс');
    const [reply] = tg.sent();
    expect(text(reply)).toMatch(/Не могу проверить ваши права/);
    expect(tg.calls.filter((c) => c.method === 'getChatMember')).toHaveLength(1);
  });

  it('GIVEN BUTLER_OWNER_IDS WHEN an owner runs /newgame THEN the game opens without asking Telegram', async () => {
    const tg = fakeTelegram({ members: { [carol.id]: 'fail' }, owners: [String(carol.id)] });
    await tg.say(carol, '/newgame крэпс');
    expect(text(tg.sent()[0])).toContain('Открыта игра');
    expect(tg.calls.some((c) => c.method === 'getChatMember')).toBe(false);
  });

  it('GIVEN an admin checked once WHEN more admin commands follow THEN Telegram is not asked again for a while', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/newgame крэпс');
    await tg.say(alice, '/endgame');
    await tg.say(alice, '/newgame крэпс');
    expect(tg.calls.filter((c) => c.method === 'getChatMember')).toHaveLength(1);
  });

  it('GIVEN a group WHEN a Craps game is played with roll phrases THEN it ends with a winner and players are named by mention links', async () => {
    const tg = await crapsStarted([4, 4, 3, 3, 2, 3, 3, 3]);
    for (const player of [alice, bob, alice, bob]) await tg.say(player, 'бросаю кости');
    const last = text(tg.sent().at(-1)!);
    expect(last).toContain('🏆');
    expect(last).toContain(`<a href="tg://user?id=${bob.id}">Боб</a>`);
    expect(last).toContain('⚂3 ⚂3');
  });

  it('GIVEN a group WHEN /cmd@ThisBot, /cmd@OtherBot or ordinary chat arrives THEN only the first is answered', async () => {
    const tg = fakeTelegram();
    await tg.say(bob, '/status@butler_dice_bot');
    expect(tg.sent(true)).toHaveLength(1);
    await tg.say(bob, '/status@other_bot');
    await tg.say(bob, 'привет всем');
    expect(tg.sent()).toHaveLength(0);
  });

  it('GIVEN an update delivered twice WHEN the second copy arrives THEN it is not applied again', async () => {
    const tg = fakeTelegram({ dice: [1, 2, 3, 4] });
    await tg.say(bob, 'бросаю кости', { updateId: 77 });
    await tg.say(bob, 'бросаю кости', { updateId: 77 });
    expect(tg.sent()).toHaveLength(1);
  });

  it('GIVEN a player named like <b>& WHEN the Butler names them THEN the HTML is escaped', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/newgame крэпс');
    await tg.say({ id: 404, first_name: '<b>&', last_name: '</a>' }, '/join');
    const joined = text(tg.sent().at(-1)!);
    expect(joined).toContain('<a href="tg://user?id=404">&lt;b&gt;&amp; &lt;/a&gt;</a>');
    expect(joined).not.toContain('<b>&');
  });
});

describe('Telegram: a private chat', () => {
  it('GIVEN a private chat WHEN the user types /newgame THEN it works without asking Telegram who is admin', async () => {
    const tg = fakeTelegram();
    await tg.say(bob, '/newgame крэпс', { chat: { id: bob.id, type: 'private' } });
    const [reply] = tg.sent();
    expect(reply.payload.chat_id).toBe(bob.id);
    expect(text(reply)).toContain('Открыта игра');
    expect(tg.calls.some((c) => c.method === 'getChatMember')).toBe(false);
  });
});

describe('Telegram: forum topics', () => {
  it('GIVEN a forum group WHEN a lobby is opened in topic 7 THEN replies go to topic 7 and the main chat is a separate table', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/newgame крэпс', { thread: 7 });
    const [opened] = tg.sent(true);
    expect(opened.payload.message_thread_id).toBe(7);
    expect(text(opened)).toContain('Открыта игра');
    await tg.say(bob, '/status');
    const [main] = tg.sent(true);
    expect(main.payload.message_thread_id).toBeUndefined();
    expect(text(main)).toMatch(/игры нет/);
    await tg.say(bob, '/status', { thread: 7 });
    const [topic] = tg.sent(true);
    expect(topic.payload.message_thread_id).toBe(7);
    expect(text(topic)).toMatch(/Лобби/);
  });

  it('GIVEN a forum topic WHEN the Butler sends a notice of its own THEN it goes to that chat and topic', async () => {
    const tg = fakeTelegram();
    await tg.butler.notify({ chat: `tg:${GROUP}:7`, rich: ['⏰ напоминание'], events: [], buttons: [], version: 3 });
    const [notice] = tg.sent();
    expect(notice.payload).toMatchObject({ chat_id: GROUP, message_thread_id: 7, text: '⏰ напоминание' });
  });
});

describe('Telegram: buttons', () => {
  it('GIVEN the roll button WHEN its player presses it THEN it is handled as the typed phrase and the press is answered', async () => {
    const tg = await crapsStarted([5, 6]);
    const data = callbackData(tg.sent(true).at(-1)!);
    expect(data).toMatch(/^v\d+\|бросаю кости$/);
    await tg.press(alice, data);
    const [roll] = tg.sent();
    expect(text(roll)).toContain('⚄5 ⚅6');
    expect(tg.answers()).toHaveLength(1);
    expect(tg.answers()[0].payload.text).toBeUndefined();
  });

  it('GIVEN a button from an older state WHEN pressed THEN a short notice answers it and nothing changes', async () => {
    const tg = await crapsStarted([5, 6, 1, 1]);
    const data = callbackData(tg.sent(true).at(-1)!);
    await tg.say(alice, 'бросаю кости'); // the game moves on: the button is stale now
    tg.sent(true);
    await tg.press(bob, data);
    expect(tg.sent()).toHaveLength(0);
    const [answer] = tg.answers();
    expect(answer.payload.text).toMatch(/устарела/);
    expect(answer.payload.show_alert).toBe(false);
    await tg.say(bob, 'бросаю кости'); // bob's real roll takes the next dice: the stale press rolled none
    expect(text(tg.sent(true)[0])).toContain('⚀1 ⚀1');
  });

  it('GIVEN a Craps game WHEN a player presses the roll button out of turn THEN the refusal is the callback answer, not a chat message', async () => {
    const tg = await crapsStarted([5, 6]);
    const data = callbackData(tg.sent(true).at(-1)!);
    await tg.press(bob, data);
    expect(tg.sent()).toHaveLength(0);
    expect(tg.answers()[0].payload.text).toMatch(/Сейчас ходит Алиса/);
  });

  it('GIVEN a button it cannot read (made before a restart) WHEN it is pressed THEN the press is answered and the game is untouched', async () => {
    const tg = await crapsStarted([5, 6]);
    tg.sent(true);
    await tg.press(alice, 'v3#abcdefghijklmnop');
    expect(tg.sent()).toHaveLength(0);
    expect(tg.answers()[0].payload.text).toMatch(/устарела/);
  });
});

describe('Telegram: limits and failures', () => {
  it('GIVEN Telegram answers 429 with retry_after WHEN a reply is sent THEN it is sent again after the wait, once, in order', async () => {
    let first = true;
    const tg = fakeTelegram({
      dice: [1, 2, 3, 4],
      script: (call) => {
        if (call.method !== 'sendMessage' || !first) return undefined;
        first = false;
        return {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        };
      },
    });
    const started = Date.now();
    await tg.say(bob, 'бросаю кости');
    await tg.say(alice, 'бросаю кости');
    const sends = tg.sent();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(sends).toHaveLength(3); // the refused attempt, its retry, the next message
    expect(text(sends[0])).toBe(text(sends[1]));
    expect(text(sends[1])).toContain('⚀1 ⚁2');
    expect(text(sends[2])).toContain('⚂3 ⚃4');
  });

  it('GIVEN one group WHEN a burst of 30 rolls arrives THEN the replies are merged into fewer messages, in order, nothing lost', async () => {
    const dice = Array.from({ length: 60 }, (_, i) => (i % 6) + 1);
    const tg = fakeTelegram({ dice });
    const roll = (id: number) => ({
      update_id: id,
      message: {
        message_id: id,
        date: Math.floor(Date.now() / 1000),
        chat: { id: GROUP, type: 'supergroup' as const, title: 'Кости' },
        from: { ...bob, is_bot: false as const },
        text: 'бросаю кости',
      },
    });
    await Promise.all(Array.from({ length: 30 }, (_, i) => tg.bot.handleUpdate(roll(1000 + i))));
    await tg.settle();
    const sends = tg.sent();
    expect(sends.length).toBeLessThan(30);
    const rolls = sends.map(text).join('\n\n').split('\n\n');
    expect(rolls).toHaveLength(30);
    rolls.forEach((line, i) => expect(line).toContain(`= <b>${dice[2 * i] + dice[2 * i + 1]}</b>`));
    expect(sends.length).toBeLessThanOrEqual(3);
  });

  it('GIVEN privacy mode on and the bot not an admin WHEN commands come in the group THEN the first brings a notice, once', async () => {
    const tg = fakeTelegram({ botInfo: { can_read_all_group_messages: false } });
    await tg.say(bob, '/status');
    await tg.say(bob, '/help');
    const notices = tg.sent().filter((c) => text(c).includes('Я не вижу обычные сообщения'));
    expect(notices).toHaveLength(1);
    expect(text(notices[0])).toContain('/setprivacy');
    expect(tg.calls.filter((c) => c.method === 'getChatMember' && c.payload.user_id === 999)).toHaveLength(1);
  });

  it('GIVEN privacy mode on but the bot is an admin WHEN a command comes in the group THEN no notice', async () => {
    const tg = fakeTelegram({ botInfo: { can_read_all_group_messages: false }, members: { 999: 'administrator' } });
    await tg.say(bob, '/status');
    expect(tg.sent().some((c) => text(c).includes('Я не вижу'))).toBe(false);
  });

  it('GIVEN an update that fails WHEN it is handled THEN the log names chat and update id, never the token, and the bot keeps running', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const broken = {
      handle: () => Promise.reject(new Error('boom')),
      addOutlet: () => undefined,
    } as unknown as Butler;
    const tg = fakeTelegram({ butler: broken, logger, members: { [alice.id]: 'fail' } });
    await tg.say(alice, 'бросаю кости', { updateId: 4242 });
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'telegram update failed');
    expect(failure).toMatchObject({ chat: GROUP, update: 4242 });
    expect(failure.err.message).toBe('boom');
    await tg.say(alice, 'ещё сообщение');
    expect(lines.join('\n')).not.toContain(TOKEN.split(':')[1]);
  });
});
