// /status: what is happening at the table now — nothing, a lobby with its players, or a game with whose turn it is.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/status', () => {
  it('GIVEN no game WHEN /status THEN it says there is none and how to open one', async () => {
    chat = await makeChat();
    const said = await chat.say('bob', '/status');
    expect(said?.text).toContain('Сейчас игры нет.');
    expect(said?.text).toContain('/newgame craps');
    expect(said?.events).toEqual([]);
  });

  it('GIVEN a Craps lobby with alice and bob WHEN /status THEN the game, both names and a join button', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    const said = await chat.say('carol', '/status');
    expect(said?.text).toContain('Лобби игры «Крэпс»');
    expect(said?.text).toContain('alice');
    expect(said?.text).toContain('bob');
    expect(said?.reply.buttons?.length).toBeGreaterThan(0);
  });

  it('GIVEN a running game with a bot WHEN /status THEN every player, whose turn it is and the bots’ pace', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('alice', '/addbot');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    const said = await chat.say('bob', '/status');
    expect(said?.text).toContain('🎲 Игра: Крэпс');
    expect(said?.text).toContain('🤖 Дживс');
    expect(said?.text).toContain('👉 Ход: alice');
    expect(said?.text).toContain('ходит сам после короткой паузы');
  });
});
