// /leave: out of the lobby before the start; during a game it is a forfeit (see test/sessions/forfeit-player.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/leave', () => {
  it('GIVEN bob in the lobby WHEN he types /leave THEN he leaves and the count is said', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    const said = await chat.say('bob', '/leave');
    expect(said?.text).toBe('bob выходит из лобби. Игроков: 1.');
    expect(said?.events).toEqual([{ type: 'left', player: 'bob' }]);
  });

  it('GIVEN carol not in the lobby WHEN she types /leave THEN only she is told how to join', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('carol', '/leave');
    expect(said?.text).toBe('carol, вы не в лобби. Присоединиться: /join.');
    expect(said?.reply.private).toBe(true);
    expect(said?.events).toEqual([{ type: 'rejected', player: 'carol', code: 'not_joined' }]);
  });
});
