// /startgame: the lobby becomes a game when it has enough players, a person among them.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/startgame', () => {
  it('GIVEN a Craps lobby of two WHEN the admin starts THEN the game begins in join order', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    const said = await chat.say('alice', '/startgame');
    expect(said?.text).toContain('🎲 Начинаем «Крэпс»! Порядок ходов: alice, bob.');
    expect(said?.events).toEqual([{ type: 'game_started', game: 'craps', players: ['alice', 'bob'], commitment: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it('GIVEN a lobby of one WHEN the admin starts THEN the minimum is said and the lobby stays open', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('alice', '/startgame');
    expect(said?.text).toBe('Для игры «Крэпс» нужно игроков: не меньше 2, сейчас 1. Позовите друзей: /join.');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'not_enough_players' }]);
    expect((await chat.say('bob', '/join'))?.text).toBe('bob в игре. Игроков: 2.');
  });

  it('GIVEN no lobby WHEN /startgame THEN it is refused', async () => {
    chat = await makeChat({ admins: ['alice'] });
    expect((await chat.say('alice', '/startgame'))?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'no_lobby' }]);
  });
});
