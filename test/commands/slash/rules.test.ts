// /rules [game]: the named game's rules, else the rules of the game at the table, else the list of games.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/rules', () => {
  it('GIVEN no game open WHEN /rules THEN the list of games, each with its /rules command', async () => {
    chat = await makeChat();
    const said = await chat.say('bob', '/rules');
    expect(said?.text).toContain('Игры Дворецкого');
    for (const id of ['craps', 'bone_poker', 'dice_poker', 'thousand']) expect(said?.text).toContain(`/rules ${id}`);
  });

  it('GIVEN no game open WHEN /rules craps THEN the Craps rules, with the note on computer players', async () => {
    chat = await makeChat();
    const said = await chat.say('bob', '/rules craps');
    expect(said?.text).toContain('🎲 Крэпс — от 2 игроков.');
    expect(said?.text).toContain('7 или 11 — победа');
    expect(said?.text).toContain('/addbot');
    expect(said?.events).toEqual([]);
  });

  it('GIVEN a Thousand lobby WHEN /rules without a name THEN the rules of that game, not the list', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame thousand');
    const said = await chat.say('bob', '/rules');
    expect(said?.text).not.toContain('Игры Дворецкого');
    expect(said?.text).toContain('Тысяча');
  });

  it('GIVEN a lobby WHEN /rules names an unknown game THEN a private refusal lists the games and the lobby is unchanged', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    const before = (await chat.say('alice', '/status'))?.text;
    const said = await chat.say('bob', '/rules шахматы');
    expect(said?.text).toContain('Не знаю игры «шахматы»');
    expect(said?.text).toContain('тысяча (thousand)');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'unknown_game' }]);
    expect(said?.reply.private).toBe(true);
    expect((await chat.say('alice', '/status'))?.text).toBe(before);
  });
});
