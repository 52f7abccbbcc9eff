// The life of a group around the games, through the offline harness: added (greeting + setup check), promoted and
// demoted, removed (the game ends, nothing more is sent), and a group that becomes a supergroup (everything moves).
import { describe, expect, it } from 'vitest';
import type { Update } from 'grammy/types';
import { alice, bob, BOT_ID, fakeTelegram, GROUP, nowSeconds, type ApiCall, type FakeTelegram } from './fake-telegram.ts';

const text = (call: ApiCall) => call.payload.text as string;
const OLD_GROUP = -4242;

let updateNo = 90_000;
/** The bot's own membership in `chat` changes from `before` to `after` (set by alice). */
function membership(before: string, after: string, chat = { id: GROUP, type: 'supergroup', title: 'Кости' }): Update {
  const member = (status: string) => ({ status, user: { id: BOT_ID, is_bot: true, first_name: 'Дворецкий' } });
  return {
    update_id: updateNo++,
    my_chat_member: {
      chat,
      from: { ...alice, is_bot: false },
      date: nowSeconds(),
      old_chat_member: member(before),
      new_chat_member: member(after),
    },
  } as unknown as Update;
}

/** A service message in `chatId` (migrate_to_chat_id / migrate_from_chat_id). */
function service(chatId: number, fields: object): Update {
  return {
    update_id: updateNo++,
    message: {
      message_id: updateNo,
      date: nowSeconds(),
      chat: { id: chatId, type: chatId === OLD_GROUP ? 'group' : 'supergroup', title: 'Кости' },
      from: { ...alice, is_bot: false },
      ...fields,
    },
  } as unknown as Update;
}

async function crapsStarted(tg: FakeTelegram, chat?: { id: number; type: 'group' | 'supergroup' }) {
  await tg.say(alice, '/newgame крэпс', { chat });
  await tg.say(bob, '/join', { chat });
  await tg.say(alice, '/startgame', { chat });
  tg.sent(true);
}

describe('Telegram: the Butler arrives in a group', () => {
  it('GIVEN privacy mode off WHEN the bot is added THEN it greets once: what it does, how to start, setup in order', async () => {
    const tg = fakeTelegram();
    await tg.handle(membership('left', 'member'));
    const [greeting, ...more] = tg.sent();
    expect(more).toHaveLength(0);
    expect(greeting.payload.chat_id).toBe(GROUP);
    expect(text(greeting)).toContain('/newgame');
    expect(text(greeting)).toContain('бросаю кости');
    expect(text(greeting)).toContain('Настройка в порядке');
  });

  it('GIVEN privacy mode on WHEN the bot is added as a member THEN the greeting says exactly how to fix it, and the first command does not say it again', async () => {
    const tg = fakeTelegram({ botInfo: { can_read_all_group_messages: false } });
    await tg.handle(membership('left', 'member'));
    const greeting = text(tg.sent(true)[0]);
    expect(greeting).toContain('Я не вижу обычные сообщения');
    expect(greeting).toContain('сделайте меня администратором');
    expect(greeting).toContain('/setprivacy → @butler_dice_bot → Disable');
    await tg.say(bob, '/status');
    expect(tg.sent().some((c) => text(c).includes('Я не вижу'))).toBe(false);
  });

  it('GIVEN privacy mode on WHEN the bot is added straight as an admin THEN the greeting says the setup is in order', async () => {
    const tg = fakeTelegram({ botInfo: { can_read_all_group_messages: false } });
    await tg.handle(membership('left', 'administrator'));
    expect(text(tg.sent()[0])).toContain('Настройка в порядке');
  });

  it('GIVEN privacy mode on WHEN the bot is promoted THEN it confirms it hears the chat; WHEN demoted THEN it warns with the fix', async () => {
    const tg = fakeTelegram({ botInfo: { can_read_all_group_messages: false } });
    await tg.handle(membership('member', 'administrator'));
    expect(text(tg.sent(true)[0])).toContain('теперь я вижу все сообщения');
    await tg.handle(membership('administrator', 'member'));
    expect(text(tg.sent(true)[0])).toContain('/setprivacy');
  });

  it('GIVEN privacy mode off WHEN the bot is promoted or demoted THEN the chat stays quiet', async () => {
    const tg = fakeTelegram();
    await tg.handle(membership('member', 'administrator'));
    await tg.handle(membership('administrator', 'member'));
    expect(tg.sent()).toHaveLength(0);
  });

  it('GIVEN the bot added to a group WHEN the same membership update is delivered twice THEN one greeting', async () => {
    const tg = fakeTelegram();
    const update = membership('left', 'member');
    await tg.handle(update);
    await tg.handle(update);
    expect(tg.sent()).toHaveLength(1);
  });

  it('GIVEN a private chat or a channel WHEN the bot joins THEN no greeting (a person starts with /start)', async () => {
    const tg = fakeTelegram();
    await tg.handle(membership('kicked', 'member', { id: alice.id, type: 'private', first_name: 'Алиса' } as never));
    await tg.handle(membership('left', 'administrator', { id: -100777, type: 'channel', title: 'Новости' }));
    expect(tg.sent()).toHaveLength(0);
  });
});

describe('Telegram: the Butler is removed from a group', () => {
  it('GIVEN a running game WHEN the bot is kicked THEN the game ends, its deadline stops, and nothing more is sent there', async () => {
    const tg = fakeTelegram({ dice: [3, 4], members: { [alice.id]: 'administrator' } });
    await crapsStarted(tg);
    expect((await tg.butler.store.peek(`tg:${GROUP}`))!.deadline).not.toBeNull();
    await tg.handle(membership('member', 'kicked'));
    const stored = await tg.butler.store.peek(`tg:${GROUP}`);
    expect(JSON.parse(stored!.data).game).toBeNull();
    expect(stored!.deadline).toBeNull();
    expect(await tg.butler.store.due(Date.now() + 86_400_000)).toEqual([]);
    // A notice for the chat (a turn clock of another process, say) is not sent.
    await tg.wiring.notify({ chat: `tg:${GROUP}`, rich: ['…'], events: [], buttons: [], version: null });
    expect(tg.sent()).toHaveLength(0);
  });

  it('GIVEN the bot was removed WHEN it is added back THEN it greets and plays again, settings kept', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/settings timeout 5');
    await tg.handle(membership('member', 'left'));
    await tg.handle(membership('left', 'member'));
    tg.sent(true);
    await tg.say(alice, '/settings');
    expect(text(tg.sent()[0])).toMatch(/5/);
  });

  it('GIVEN a running game WHEN a send fails with 403 (kicked while the update was lost) THEN the game ends and later notices are not attempted', async () => {
    let kicked = false;
    const tg = fakeTelegram({
      dice: [3, 4, 2, 2],
      members: { [alice.id]: 'administrator' },
      script: (call) =>
        kicked && call.method === 'sendMessage'
          ? { ok: false, error_code: 403, description: 'Forbidden: bot was kicked from the supergroup chat' }
          : undefined,
    });
    await crapsStarted(tg);
    kicked = true;
    await tg.say(alice, 'бросаю кости');
    expect(JSON.parse((await tg.butler.store.peek(`tg:${GROUP}`))!.data).game).toBeNull();
    const attempts = tg.sent().length;
    await tg.wiring.notify({ chat: `tg:${GROUP}`, rich: ['…'], events: [], buttons: [], version: null }).catch(() => {});
    expect(tg.sent()).toHaveLength(attempts);
  });
});

describe('Telegram: a group becomes a supergroup', () => {
  const oldChat = { id: OLD_GROUP, type: 'group' as const };

  it('GIVEN a running game in a group WHEN it migrates THEN the game, its deadline and settings carry on under the new id', async () => {
    const tg = fakeTelegram({ dice: [3, 4], members: { [alice.id]: 'administrator' } });
    await tg.say(alice, '/settings timeout 5', { chat: oldChat });
    await crapsStarted(tg, oldChat);
    const before = await tg.butler.store.peek(`tg:${OLD_GROUP}`);
    await tg.handle(service(OLD_GROUP, { migrate_to_chat_id: GROUP }));
    await tg.handle(service(GROUP, { migrate_from_chat_id: OLD_GROUP }));
    expect(await tg.butler.store.peek(`tg:${OLD_GROUP}`)).toBeNull();
    const after = await tg.butler.store.peek(`tg:${GROUP}`);
    expect(after!.deadline).toBe(before!.deadline);
    expect(JSON.parse(after!.data).settings).toEqual(JSON.parse(before!.data).settings);
    await tg.say(alice, 'бросаю кости');
    const [roll] = tg.sent();
    expect(roll.payload.chat_id).toBe(GROUP);
    expect(text(roll)).toContain('⚂3 ⚃4');
  });

  it('GIVEN the migration update was missed WHEN a send fails with "group chat was upgraded" THEN the reply goes to the new id and the game follows', async () => {
    let migrated = false;
    const tg = fakeTelegram({
      dice: [3, 4],
      members: { [alice.id]: 'administrator' },
      script: (call) =>
        migrated && call.method === 'sendMessage' && call.payload.chat_id === OLD_GROUP
          ? {
              ok: false,
              error_code: 400,
              description: 'Bad Request: group chat was upgraded to a supergroup chat',
              parameters: { migrate_to_chat_id: GROUP },
            }
          : undefined,
    });
    await crapsStarted(tg, oldChat);
    migrated = true;
    await tg.say(alice, '/status', { chat: oldChat });
    const sends = tg.sent();
    expect(sends.map((c) => c.payload.chat_id)).toEqual([OLD_GROUP, GROUP]);
    expect(text(sends[1])).toContain('Крэпс');
    expect(JSON.parse((await tg.butler.store.peek(`tg:${GROUP}`))!.data).game.id).toBe('craps');
    expect(await tg.butler.store.peek(`tg:${OLD_GROUP}`)).toBeNull();
  });
});
