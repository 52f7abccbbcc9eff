// /skip: an admin plays out the current turn at once, exactly as a turn timeout would.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/skip', () => {
  it('GIVEN alice to roll in Craps WHEN the admin types /skip THEN her roll is played for her and bob is next', async () => {
    chat = await makeChat({ admins: ['alice'], dice: [2, 3] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    const said = await chat.say('alice', '/skip');
    expect(said?.events[0]).toEqual({ type: 'timeout', player: 'alice', removed: false });
    expect(said?.events[1]).toMatchObject({ type: 'roll', player: 'alice', dice: [2, 3] });
    expect(said?.text).toContain('Ход: bob');
  });

  it('GIVEN no running game WHEN /skip THEN there is nothing to skip, said privately', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('alice', '/skip');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'nothing_to_skip' }]);
    expect(said?.reply.private).toBe(true);
  });
});
