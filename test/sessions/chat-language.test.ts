// A chat's language: chosen by an admin with /settings in any language's words, else suggested by the platform
// (Telegram: the first admin's app language, kept; Discord and the console: the place's, followed), else Russian.
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/games/types.ts';
import { textFor } from '../../src/messages/index.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';

const CYRILLIC = /[\u0400-\u04FF]/;
let chat: TestChat;
afterEach(async () => chat?.close());

describe('the language of a chat', () => {
  it('GIVEN no platform word and no setting WHEN the admin types /settings THEN the Butler answers in Russian', async () => {
    chat = await makeChat({ admins: ['alice'] });
    expect((await chat.say('alice', '/settings'))!.text).toContain('Настройки этого чата');
  });

  it('GIVEN a Russian chat WHEN the admin types «/settings мова українська» THEN it is confirmed in Ukrainian and the table speaks Ukrainian', async () => {
    chat = await makeChat({ admins: ['alice'] });
    expect((await chat.say('alice', '/settings мова українська'))!.text).toBe('✅ мова: українська. Діє з наступної гри.');
    const table = (await chat.say('bob', '/settings'))!.text;
    expect(table).toContain('Налаштування цього чату');
    expect(table).toMatch(/мова\s+українська/);
  });

  it.each([
    ['/settings language english', 'en'],
    ['/settings язык английский', 'en'],
    ['/settings lang uk', 'uk'],
    ['/settings мова російська', 'ru'],
  ])('GIVEN a chat in another language WHEN the admin types «%s» THEN the chat speaks %s', async (typed, language) => {
    chat = await makeChat({ admins: ['alice'], language: language === 'ru' ? 'en' : 'ru' });
    const said = await chat.say('alice', typed);
    expect(said!.events).toEqual([{ type: 'setting_changed', key: 'language', value: language }]);
  });

  it('GIVEN a game is running WHEN the admin changes the language THEN it is refused until the game ends, like any setting', async () => {
    chat = await makeChat({ admins: ['alice'], dice: [] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    expect((await chat.say('alice', '/settings language english'))!.events).toEqual([
      { type: 'rejected', player: 'alice', code: 'game_running' },
    ]);
  });

  it('GIVEN an English console room (--lang en) WHEN a player types /settings or a Russian move THEN the table is English and the move still rolls', async () => {
    chat = await makeChat({ admins: ['alice'], language: 'en', dice: [3, 4] });
    const table = (await chat.say('alice', '/settings'))!.text;
    expect(table).toContain('Settings for this chat');
    expect(table).toMatch(/language\s+english/);
    // the game titles come from the games' renderers (messages/<language>/games.ts), not from the settings module
    const titles = new Set(GAME_IDS.map((id) => textFor('en').games.gameTitle(id)));
    expect(table.split('\n').filter((line) => CYRILLIC.test(line) && !titles.has(line))).toEqual([]);
    const rolled = await chat.say('alice', 'бросаю кости');
    expect(rolled!.events).toEqual([{ type: 'roll', player: 'alice', dice: [3, 4] }]);
  });

  it('GIVEN the admin chose Russian in an English place WHEN anyone types /settings THEN the answer is Russian: the place’s suggestion no longer changes it', async () => {
    chat = await makeChat({ admins: ['alice'], language: 'en' });
    await chat.say('alice', '/settings язык русский');
    expect((await chat.say('bob', '/settings'))!.text).toContain('Настройки этого чата');
  });

  it('GIVEN no language chosen by an admin WHEN the server’s locale changes THEN the chat follows it', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const place = (language: 'ru' | 'uk' | 'en') => ({ platformLanguage: { language, from: 'place' as const } });
    expect((await chat.say('bob', '/settings', place('en')))!.text).toContain('Settings for this chat');
    expect((await chat.say('bob', '/settings', place('uk')))!.text).toContain('Налаштування цього чату');
  });

  it('GIVEN people with different Telegram app languages WHEN they speak in turn THEN only the first admin’s is kept: a player’s before it counts for nothing', async () => {
    chat = await makeChat({ admins: ['alice', 'carol'] });
    const speaker = (language: 'ru' | 'uk' | 'en') => ({ platformLanguage: { language, from: 'speaker' as const } });
    // bob is no admin: his English app does not make the chat English
    expect((await chat.say('bob', '/settings', speaker('en')))!.text).toContain('Настройки этого чата');
    // alice is the first admin to speak: her Ukrainian is the chat's from now on, already in this reply
    expect((await chat.say('alice', '/settings', speaker('uk')))!.text).toContain('Налаштування цього чату');
    expect((await chat.say('bob', '/settings', speaker('en')))!.text).toContain('Налаштування цього чату');
    // a second admin with another app language changes nothing
    expect((await chat.say('carol', '/settings', speaker('en')))!.text).toContain('Налаштування цього чату');
  });
});
