// /fair: how anyone can check the dice, and — while a game runs on fair dice — that game's published commitment.
import { afterEach, describe, expect, it } from 'vitest';
import { Butler } from '../../../src/butler.ts';
import { cryptoDice } from '../../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';
import { chatClock } from '../../helpers/seed-window-clock.ts';

/** the Butlers' clock: /startgame moves it past the seed window (test/helpers/seed-window-clock.ts) */
const clock = chatClock();

let chat: TestChat | undefined;
afterEach(async () => {
  await chat?.close();
  chat = undefined;
});

describe('/fair', () => {
  it('GIVEN no game WHEN /fair THEN the three steps of the check and how to add a phrase in a lobby', async () => {
    chat = await makeChat();
    const said = await chat.say('bob', '/fair');
    expect(said?.text).toContain('Честные кости');
    expect(said?.text).toContain('SHA-256');
    expect(said?.text).toContain('npx butler verify');
    expect(said?.text).toContain('Сейчас игры нет');
    expect(said?.events).toEqual([]);
  });

  it('GIVEN a game on scripted dice WHEN /fair THEN it says this game cannot be checked', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    expect((await chat.say('bob', '/fair'))?.text).toContain('её проверить нельзя');
  });

  it('GIVEN a game on fair dice WHEN /fair THEN the reply shows the game’s published commitment', async () => {
    const store = new MemorySessionStore();
    const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
    const say = async (user: string, text: string) => {
      const reply = await butler.handle({ chat: 'console:fair', user: { id: user, name: user }, text, isAdmin: () => true });
      clock.typed(text);
      return reply ? toPlain(reply.rich) : '';
    };
    await say('alice', '/newgame bone_poker');
    await say('bob', '/join');
    await say('alice', '/startgame');
    const stored = await store.peek('console:fair');
    const commitment: string = JSON.parse(stored!.data).game.fair.commitment;
    expect(await say('bob', '/fair')).toContain(commitment);
    await store.close();
  });
});
