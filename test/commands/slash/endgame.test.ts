// /endgame: an admin ends the running game without a winner, or cancels the open lobby.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/endgame', () => {
  it('GIVEN an open lobby WHEN the admin types /endgame THEN the lobby is closed and the chat is free', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('alice', '/endgame');
    expect(said?.text).toBe('Лобби игры «Крэпс» закрыто. Новая игра: /newgame craps · bone_poker · dice_poker · thousand.');
    expect(said?.events).toEqual([{ type: 'game_ended', game: 'craps' }]);
    expect((await chat.say('bob', '/status'))?.text).toContain('Сейчас игры нет.');
  });

  it('GIVEN a running game WHEN the admin types /endgame THEN it ends at once and the chat is free', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    const said = await chat.say('alice', '/endgame');
    expect(said?.events).toEqual([{ type: 'game_ended', game: 'craps' }]);
    expect((await chat.say('bob', '/status'))?.text).toContain('Сейчас игры нет.');
  });

  it('GIVEN nothing open WHEN /endgame THEN it is refused privately', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('alice', '/endgame');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'nothing_to_end' }]);
    expect(said?.reply.private).toBe(true);
  });
});
