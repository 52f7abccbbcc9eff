import { afterEach, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { chatClock } from '../helpers/seed-window-clock.ts';

/** the Butlers' clock: /startgame moves it past the seed window (test/helpers/seed-window-clock.ts) */
const clock = chatClock();

let chat: TestChat | undefined;
afterEach(async () => chat?.close());

function fairButler(store: SessionStore) {
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
  return async (user: string, text: string, updateId?: string) => {
    const reply = await butler.handle({ chat: 'console:t', user: { id: user, name: user }, text, updateId, isAdmin: () => true });
    clock.typed(text);
    return reply && { text: toPlain(reply.rich), events: reply.events };
  };
}

async function lobbyStarted(store: SessionStore) {
  const say = fairButler(store);
  await say('alice', '/newgame craps');
  await say('bob', '/join');
  await say('alice', '/startgame');
  return say;
}

const rolled = (said: { events: { type: string; dice?: unknown }[] } | null) => said?.events.find((e) => e.type === 'roll')?.dice;

describe('fair dice in a running game', () => {
  it('GIVEN one stored fair game WHEN two instances apply the same first roll THEN both roll the same dice', async () => {
    const first = new MemorySessionStore();
    await lobbyStarted(first);
    const copy = new MemorySessionStore();
    const stored = (await first.peek('console:t'))!;
    await copy.transact('console:t', () => ({ write: { data: stored.data, deadline: stored.deadline }, result: null }));
    const a = await fairButler(first)('alice', 'бросаю кости');
    const b = await fairButler(copy)('alice', 'бросаю кости');
    expect(rolled(a)).toHaveLength(2);
    expect(rolled(b)).toEqual(rolled(a));
  });

  it('GIVEN a fair game WHEN a roll is delivered twice THEN it is applied once and answered with the same dice', async () => {
    const store = new MemorySessionStore();
    const say = await lobbyStarted(store);
    const once = await say('alice', 'бросаю кости', 'u1');
    const again = await say('alice', 'бросаю кости', 'u1');
    expect(rolled(again)).toEqual(rolled(once));
    const game = JSON.parse((await store.peek('console:t'))!.data).game as { moves: number; logKey: string };
    expect(game.moves).toBe(1);
    expect(store.loggedMoves('console:t', game.logKey)).toHaveLength(1);
  });

  it('GIVEN a started game WHEN /fair is asked THEN it explains the scheme and shows the whole commitment', async () => {
    const store = new MemorySessionStore();
    const say = await lobbyStarted(store);
    const commitment = JSON.parse((await store.peek('console:t'))!.data).game.fair.commitment as string;
    const said = await say('bob', '/fair');
    expect(said?.text).toContain(commitment);
    expect(said?.text).toMatch(/HMAC-SHA256/);
  });

  it('GIVEN the first die is rolled WHEN a player adds a /seed THEN it is refused and nothing changes', async () => {
    const store = new MemorySessionStore();
    const say = await lobbyStarted(store);
    await say('alice', 'бросаю кости');
    const before = await store.peek('console:t');
    const said = await say('bob', '/seed поздно');
    expect(said?.text).toMatch(/до первого броска/);
    expect(await store.peek('console:t')).toEqual(before);
  });

  it('GIVEN a lobby WHEN someone outside it adds a /seed, or an empty one THEN they are told what to do', async () => {
    const say = fairButler(new MemorySessionStore());
    await say('alice', '/newgame craps');
    expect((await say('carol', '/seed привет'))?.text).toMatch(/\/join/);
    expect((await say('alice', '/seed'))?.text).toMatch(/\/seed чайник/);
  });

  it('GIVEN no game WHEN someone rolls freely THEN the reply says the dice come from the system generator', async () => {
    const said = await fairButler(new MemorySessionStore())('alice', 'бросаю кости');
    expect(said?.text).toMatch(/системного генератора/);
  });

  it('GIVEN scripted dice (--dice) WHEN a game starts THEN it warns that the game is not checkable and uses the script', async () => {
    chat = await makeChat({ dice: [3, 4] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    expect((await chat.say('alice', '/startgame'))?.text).toMatch(/не проверяемая/);
    expect(rolled(await chat.say('alice', 'бросаю кости'))).toEqual([3, 4]);
  });
});
