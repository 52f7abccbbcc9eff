// /settings: anyone sees the chat's settings; an admin changes one between games. A refused change stores nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function table(): Promise<string> {
  return (await chat.say('bob', '/settings'))?.text ?? '';
}

describe('/settings', () => {
  it('GIVEN a fresh chat WHEN anyone types /settings THEN the table shows each setting, its value and how to change it', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const text = await table();
    expect(text).toContain('⚙️ Настройки этого чата');
    expect(text).toMatch(/ямы\s+вкл/);
    expect(text).toMatch(/таймаут\s+10/);
    expect(text).toMatch(/язык\s+русский/);
    expect(text).toContain('/settings <настройка> <значение>');
  });

  it('GIVEN an admin between games WHEN /settings ямы выкл THEN it is confirmed for the next game and the table shows выкл', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('alice', '/settings ямы выкл');
    expect(said?.text).toBe('✅ ямы: выкл. Действует со следующей игры.');
    expect(said?.events).toEqual([{ type: 'setting_changed', key: 'pits', value: 'off' }]);
    expect(await table()).toMatch(/ямы\s+выкл/);
    expect((await chat.say('bob', '/settings ямы'))?.text).toContain('«ямы» сейчас: выкл. Можно: вкл, выкл.');
  });

  it('GIVEN a player who is not an admin WHEN /settings ямы выкл THEN it is refused and ямы stay on', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('bob', '/settings ямы выкл');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'admin_only' }]);
    expect(said?.reply.private).toBe(true);
    expect(await table()).toMatch(/ямы\s+вкл/);
  });

  it('GIVEN an admin WHEN the key is unknown, the value is wrong or the key is Discord-only THEN each refusal says why and nothing changes', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const before = await table();
    const unknown = await chat.say('alice', '/settings foo 1');
    expect(unknown?.text).toContain('Нет настройки «foo». Есть: очки, стриты');
    expect(unknown?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'unknown_setting' }]);
    const wrong = await chat.say('alice', '/settings ямы может');
    expect(wrong?.text).toContain('нет значения «может». Можно: вкл, выкл.');
    expect(wrong?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'bad_setting_value' }]);
    const discordOnly = await chat.say('alice', '/settings роль x');
    expect(discordOnly?.text).toContain('только на серверах Discord');
    expect(discordOnly?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'server_setting' }]);
    expect(await table()).toBe(before);
  });

  it('GIVEN a running game WHEN an admin changes a setting THEN it is refused until the game ends, and the table is unchanged', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame thousand');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    const said = await chat.say('alice', '/settings ямы выкл');
    expect(said?.text).toContain('только между играми');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'game_running' }]);
    expect(await table()).toMatch(/ямы\s+вкл/);
  });
});
