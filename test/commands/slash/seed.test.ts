// /seed <phrase>: a player's own words mixed into the game's dice — taken in the lobby and before the first roll,
// refused (privately, changing nothing) for onlookers, empty phrases, or once the dice have been rolled.
import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function seedsOf(): Promise<number> {
  const stored = await chat.store.peek('console:main');
  const session = stored ? JSON.parse(stored.data) : null;
  return (session?.lobby?.seeds ?? session?.game?.fair?.seeds ?? []).length;
}

describe('/seed', () => {
  it('GIVEN no game WHEN /seed THEN it is refused and points at /newgame', async () => {
    chat = await makeChat();
    const said = await chat.say('alice', '/seed чайник');
    expect(said?.text).toContain('Сейчас игры нет: /newgame');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'seed_nothing_open' }]);
    expect(said?.reply.private).toBe(true);
  });

  it('GIVEN a lobby WHEN a player seeds a phrase THEN everyone sees it announced and the lobby keeps it', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('alice', '/seed чайник на подоконнике');
    expect(said?.text).toBe('🌱 alice добавляет к костям фразу «чайник на подоконнике». Она войдёт в проверку игры.');
    expect(said?.events).toEqual([{ type: 'seed_added', player: 'alice' }]);
    expect(await seedsOf()).toBe(1);
  });

  it('GIVEN a lobby WHEN an onlooker or an empty /seed is sent THEN each is refused and no phrase is kept', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    const onlooker = await chat.say('bob', '/seed привет');
    expect(onlooker?.text).toContain('только участники игры');
    expect(onlooker?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'seed_not_player' }]);
    const empty = await chat.say('alice', '/seed   ');
    expect(empty?.text).toContain('Напишите фразу после команды');
    expect(empty?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'seed_empty' }]);
    expect(await seedsOf()).toBe(0);
  });

  it('GIVEN a game whose first die is rolled WHEN /seed THEN it is refused: the dice can no longer be steered', async () => {
    chat = await makeChat({ dice: [4, 4, 5, 5] });
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    await chat.say('alice', 'бросаю кости');
    const said = await chat.say('bob', '/seed поздно');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'seed_after_roll' }]);
    expect(said?.reply.private).toBe(true);
  });
});

describe('/seed with one very long word (issue 30)', () => {
  it('GIVEN a lobby WHEN /seed is one word of 2,100 letters THEN it is taken (shortened), not answered with «write a phrase»', async () => {
    const chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('alice', `/seed ${'я'.repeat(2_100)}`);
    expect(said?.text).not.toMatch(/Напишите фразу/);
    expect(said?.events).toEqual([{ type: 'seed_added', player: 'alice' }]);
    await chat.close();
  });
});
