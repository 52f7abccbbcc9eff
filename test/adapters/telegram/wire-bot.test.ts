// Who may move in a Telegram group, and what always gets an answer: anonymous admins, a linked channel's posts,
// button presses that fail, and moves that waited at Telegram while the Butler was down.
import { describe, expect, it } from 'vitest';
import type { Update } from 'grammy/types';
import type { Butler } from '../../../src/butler.ts';
import { ALLOWED_UPDATES } from '../../../src/adapters/telegram/wire-bot.ts';
import { alice, bob, fakeTelegram, GROUP, nowSeconds, type ApiCall, type FakeTelegram } from './fake-telegram.ts';

const text = (call: ApiCall) => call.payload.text as string;
const GROUP_ANONYMOUS_BOT = { id: 1087968824, is_bot: true, first_name: 'Group', username: 'GroupAnonymousBot' };
const SERVICE_USER = { id: 777000, is_bot: false, first_name: 'Telegram' };

let updateNo = 70_000;
function groupMessage(text: string, fields: object): Update {
  return {
    update_id: updateNo++,
    message: {
      message_id: updateNo,
      date: nowSeconds(),
      chat: { id: GROUP, type: 'supergroup', title: 'Кости' },
      text,
      ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] } : {}),
      ...fields,
    },
  } as unknown as Update;
}
const asGroup = (text: string) =>
  groupMessage(text, { from: GROUP_ANONYMOUS_BOT, sender_chat: { id: GROUP, type: 'supergroup', title: 'Кости' } });

async function crapsStarted(tg: FakeTelegram) {
  await tg.say(alice, '/newgame крэпс');
  await tg.say(bob, '/join');
  await tg.say(alice, '/startgame');
  tg.sent(true);
}
const storedGame = async (tg: FakeTelegram) => (await tg.butler.store.peek(`tg:${GROUP}`))!;

it('GIVEN the bot is wired WHEN it subscribes to updates THEN it asks Telegram for membership changes of the bot itself', () => {
  expect(ALLOWED_UPDATES).toContain('my_chat_member');
});

describe('Telegram: an anonymous admin (writing as the group)', () => {
  it('GIVEN an anonymous admin WHEN /newgame THEN it counts as an admin without asking Telegram', async () => {
    const tg = fakeTelegram({ members: { [GROUP_ANONYMOUS_BOT.id]: 'fail' } });
    await tg.handle(asGroup('/newgame крэпс'));
    expect(text(tg.sent()[0])).toContain('Открыта игра');
    expect(tg.calls.some((c) => c.method === 'getChatMember')).toBe(false);
  });

  it('GIVEN an anonymous admin WHEN /newgame THEN the lobby opens without a seat for them, and the answer says how to join as oneself', async () => {
    const tg = fakeTelegram({ dice: [3, 4, 5, 6] });
    await tg.handle(asGroup('/newgame крэпс'));
    const opened = text(tg.sent(true)[0]);
    expect(opened).toContain('Открыта игра');
    expect(opened).toContain('/join от своего аккаунта');
    expect(opened).not.toContain('Кости в игре');
    const lobby = JSON.parse((await storedGame(tg)).data).lobby;
    expect(lobby.players).toEqual([]);
    // alice joins as herself and plays; nobody who can never move holds a seat
    await tg.say(alice, '/join');
    await tg.say(bob, '/join');
    expect(JSON.parse((await storedGame(tg)).data).lobby.players.map((p: { id: string }) => p.id)).toEqual([String(alice.id), String(bob.id)]);
  });

  it('GIVEN a running game WHEN an anonymous admin rolls THEN a short request to play from their own account, nothing changes', async () => {
    const tg = fakeTelegram({ dice: [3, 4], members: { [alice.id]: 'administrator' } });
    await crapsStarted(tg);
    const before = await storedGame(tg);
    await tg.handle(asGroup('бросаю кости'));
    const [answer, ...more] = tg.sent();
    expect(more).toHaveLength(0);
    expect(text(answer)).toContain('от своего аккаунта');
    expect(answer.payload.reply_parameters).toBeDefined();
    expect(await storedGame(tg)).toEqual(before);
  });

  it('GIVEN an open lobby WHEN an anonymous admin sends /join THEN asked to join from their own account, lobby unchanged', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/newgame крэпс');
    tg.sent(true);
    const before = await storedGame(tg);
    await tg.handle(asGroup('/join'));
    expect(text(tg.sent()[0])).toContain('от своего аккаунта');
    expect(await storedGame(tg)).toEqual(before);
  });

  it('GIVEN an anonymous admin WHEN they chat (no phrase) THEN the Butler stays quiet', async () => {
    const tg = fakeTelegram();
    await tg.handle(asGroup('всем привет'));
    expect(tg.sent()).toHaveLength(0);
  });
});

describe('Telegram: posts of a linked channel and channel posts', () => {
  it('GIVEN a running game WHEN the linked channel post is forwarded automatically with a roll phrase THEN no move and no answer', async () => {
    const tg = fakeTelegram({ dice: [3, 4], members: { [alice.id]: 'administrator' } });
    await crapsStarted(tg);
    const before = await storedGame(tg);
    const channel = { id: -100555, type: 'channel', title: 'Новости' };
    await tg.handle(groupMessage('бросаю кости', { from: SERVICE_USER, sender_chat: channel, is_automatic_forward: true }));
    await tg.handle(groupMessage('бросаю кости', { from: SERVICE_USER }));
    await tg.handle(groupMessage('бросаю кости', { from: { id: 136817688, is_bot: true, first_name: 'Channel' }, sender_chat: channel }));
    expect(tg.sent()).toHaveLength(0);
    expect(await storedGame(tg)).toEqual(before);
  });

  it('GIVEN no game WHEN an automatic forward says «бросаю кости» THEN no free roll', async () => {
    const tg = fakeTelegram({ dice: [3, 4] });
    await tg.handle(groupMessage('бросаю кости', { from: SERVICE_USER, is_automatic_forward: true }));
    expect(tg.sent()).toHaveLength(0);
  });

  it('GIVEN a channel the bot administers WHEN a post arrives there THEN nothing happens', async () => {
    const tg = fakeTelegram({ dice: [3, 4] });
    await tg.handle({
      update_id: updateNo++,
      channel_post: {
        message_id: 1,
        date: nowSeconds(),
        chat: { id: -100555, type: 'channel', title: 'Новости' },
        sender_chat: { id: -100555, type: 'channel', title: 'Новости' },
        text: 'бросаю кости',
      },
    } as unknown as Update);
    expect(tg.sent()).toHaveLength(0);
  });
});

describe('Telegram: every button press is answered', () => {
  it('GIVEN handling fails WHEN a button is pressed THEN the press is still answered (the spinner stops)', async () => {
    const broken = { handle: () => Promise.reject(new Error('store down')), addOutlet: () => undefined } as unknown as Butler;
    const tg = fakeTelegram({ butler: broken });
    await tg.press(bob, 'v1|бросаю кости');
    expect(tg.answers()).toHaveLength(1);
  });
});

describe('Telegram: updates that waited while the Butler was down', () => {
  it('GIVEN a running game WHEN a roll written 11 minutes ago arrives THEN "this came while I was away", nothing changes', async () => {
    const tg = fakeTelegram({ dice: [3, 4], members: { [alice.id]: 'administrator' } });
    await crapsStarted(tg);
    const before = await storedGame(tg);
    await tg.say(alice, 'бросаю кости', { date: nowSeconds() - 11 * 60 });
    const [answer] = tg.sent(true);
    expect(text(answer)).toContain('пока меня не было');
    expect(text(answer)).toContain('больше 10 минут');
    expect(await storedGame(tg)).toEqual(before);
    // The same move typed now is applied.
    await tg.say(alice, 'бросаю кости');
    expect(text(tg.sent()[0])).toContain('⚂3 ⚃4');
  });

  it('GIVEN a running game WHEN a roll written 9 minutes ago arrives THEN it is applied', async () => {
    const tg = fakeTelegram({ dice: [3, 4], members: { [alice.id]: 'administrator' } });
    await crapsStarted(tg);
    await tg.say(alice, 'бросаю кости', { date: nowSeconds() - 9 * 60 });
    expect(text(tg.sent()[0])).toContain('⚂3 ⚃4');
  });

  it('GIVEN no game WHEN a /status written an hour ago arrives THEN it is answered as usual (a command means the same now)', async () => {
    const tg = fakeTelegram();
    await tg.say(bob, '/status', { date: nowSeconds() - 3_600 });
    expect(text(tg.sent()[0])).toMatch(/игры нет/);
  });
});
