// /kick <name>: an admin removes a player — from the lobby, or from the running game as a forfeit.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/kick', () => {
  it('GIVEN bob in the lobby WHEN the admin kicks @bob THEN he is out of the lobby', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    const said = await chat.say('alice', '/kick @bob');
    expect(said?.events).toEqual([{ type: 'left', player: 'bob' }]);
    expect((await chat.say('alice', '/status'))?.text).not.toContain('bob');
  });

  it('GIVEN a running game of three WHEN the admin kicks carol THEN she forfeits and the others play on', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('carol', '/join');
    await chat.say('alice', '/startgame');
    const said = await chat.say('alice', '/kick carol');
    expect(eventTypes(said)).toContain('forfeit');
    expect((await chat.say('carol', 'бросаю кости'))?.text).toContain('выбыли');
  });

  it('GIVEN no name or an unknown one WHEN /kick THEN it asks whom, or says nobody is called so', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    expect((await chat.say('alice', '/kick'))?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'kick_who' }]);
    expect((await chat.say('alice', '/kick zed'))?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'player_not_found' }]);
  });
});
