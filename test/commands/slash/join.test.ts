// /join: a seat in the open lobby, once per person, within the game's player limit.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/join', () => {
  it('GIVEN an open lobby WHEN bob types /join THEN he is seated and the count is said', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('bob', '/join');
    expect(said?.text).toBe('bob в игре. Игроков: 2.');
    expect(said?.events).toEqual([{ type: 'joined', player: 'bob' }]);
  });

  it('GIVEN bob already seated WHEN he types /join again THEN only he is told so, and nothing changes', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    const again = await chat.say('bob', '/join');
    expect(again?.text).toBe('bob, вы уже в лобби. Ждём /startgame.');
    expect(again?.reply.private).toBe(true);
    expect(eventTypes(again)).toEqual(['rejected']);
  });

  it('GIVEN no lobby WHEN someone types /join THEN it is refused with the way to open one', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('bob', '/join');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'no_lobby' }]);
    expect(said?.text).toContain('/newgame');
  });
});
