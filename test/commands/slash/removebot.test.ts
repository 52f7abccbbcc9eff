// /removebot [name]: an admin takes a computer player out of the lobby — the one named, else the last seated.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function lobbyWithBots(...names: string[]): Promise<void> {
  chat = await makeChat({ admins: ['alice'] });
  await chat.say('alice', '/newgame dice_poker');
  for (const name of names) await chat.say('alice', `/addbot ${name}`);
}

describe('/removebot', () => {
  it('GIVEN two bots WHEN the admin types /removebot THEN the last seated stands up and the count drops', async () => {
    await lobbyWithBots('Робби', 'Вилли');
    const said = await chat.say('alice', '/removebot');
    expect(said?.text).toBe('🤖 Вилли встаёт из-за стола. Игроков: 2.');
    expect(said?.events).toEqual([{ type: 'left', player: 'bot:2', bot: true }]);
    const status = (await chat.say('alice', '/status'))?.text;
    expect(status).toContain('Робби');
    expect(status).not.toContain('Вилли');
  });

  it('GIVEN two bots WHEN /removebot names the first THEN that one leaves, whatever the letter case', async () => {
    await lobbyWithBots('Робби', 'Вилли');
    const said = await chat.say('alice', '/removebot робби');
    expect(said?.text).toContain('Робби встаёт из-за стола');
    expect((await chat.say('alice', '/status'))?.text).toContain('Вилли');
  });

  it('GIVEN a bot WHEN a non-admin or an unknown name asks THEN it is refused and the bot stays', async () => {
    await lobbyWithBots('Робби');
    const stranger = await chat.say('bob', '/removebot');
    expect(stranger?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'admin_only' }]);
    const unknown = await chat.say('alice', '/removebot zed');
    expect(unknown?.text).toContain('Нет бота «zed». За столом: Робби.');
    expect(unknown?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'bot_not_found' }]);
    expect((await chat.say('alice', '/status'))?.text).toContain('Робби');
  });

  it('GIVEN no lobby, a lobby without bots, or a running game WHEN /removebot THEN each says why not', async () => {
    chat = await makeChat({ admins: ['alice'] });
    expect((await chat.say('alice', '/removebot'))?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'no_lobby' }]);
    await chat.say('alice', '/newgame craps');
    const none = await chat.say('alice', '/removebot');
    expect(none?.text).toContain('нет компьютерных игроков');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/startgame');
    const running = await chat.say('alice', '/removebot');
    expect(running?.text).toContain('только в лобби, до /startgame');
    expect((await chat.say('alice', '/status'))?.text).toContain('🤖 Дживс');
  });
});
