// /newgame <game>: an admin opens a lobby and sits down in it; one table per chat.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/newgame', () => {
  it('GIVEN no table WHEN an admin types /newgame крэпс THEN a Craps lobby opens with the admin in it', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('alice', '/newgame крэпс');
    expect(said?.text).toBe('🎲 Открыта игра Крэпс. alice в игре. Присоединяйтесь: /join. Начать: /startgame (админ).');
    expect(said?.events).toEqual([{ type: 'lobby_opened', game: 'craps', player: 'alice' }]);
  });

  it('GIVEN an open lobby WHEN /newgame again THEN it is refused privately and the lobby stays', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    const again = await chat.say('alice', '/newgame thousand');
    expect(again?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'lobby_open' }]);
    expect(again?.reply.private).toBe(true);
    expect((await chat.say('alice', '/status'))?.text).toContain('Лобби игры «Крэпс»');
  });

  it('GIVEN a game name nobody knows WHEN /newgame шашки THEN it is refused with the names to type', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('alice', '/newgame шашки');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'unknown_game' }]);
    expect(said?.text).toContain('craps');
  });

  it('GIVEN a person who is not an admin WHEN /newgame THEN only admins may', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('bob', '/newgame craps');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'admin_only' }]);
  });
});
