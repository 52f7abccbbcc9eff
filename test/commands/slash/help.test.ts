// /help: one message with how to throw, every command a player can type, and the games on offer.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('/help', () => {
  it('GIVEN any chat WHEN a player types /help THEN one public reply lists the throws, the commands and the games', async () => {
    chat = await makeChat();
    const said = await chat.say('bob', '/help');
    expect(said?.text).toContain('«бросаю кости»');
    for (const command of ['/newgame', '/join', '/startgame', '/status', '/hint', '/rules', '/settings', '/fair', '/seed']) {
      expect(said?.text).toContain(command);
    }
    expect(said?.text).toContain('Крэпс (craps), Костяной покер (bone_poker), Покер у кости (dice_poker), Тысяча (thousand)');
    expect(said?.events).toEqual([]);
    expect(said?.reply.private).toBeFalsy();
  });

  it('GIVEN a lobby WHEN someone asks for /help THEN the lobby is as it was', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    const before = (await chat.say('alice', '/status'))?.text;
    await chat.say('bob', '/help');
    expect((await chat.say('alice', '/status'))?.text).toBe(before);
  });
});
