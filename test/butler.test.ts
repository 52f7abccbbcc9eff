import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, makeChat, type TestChat } from './helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function crapsFor(players: string[], dice: number[], admins?: string[]) {
  chat = await makeChat({ dice, admins });
  await chat.say(players[0], '/newgame крэпс');
  for (const p of players.slice(1)) await chat.say(p, '/join');
  return chat.say(players[0], '/startgame');
}

describe('free rolls and ordinary chat', () => {
  it('GIVEN no game WHEN someone writes a roll phrase THEN the Butler rolls and shows the sum', async () => {
    chat = await makeChat({ dice: [3, 5] });
    const said = await chat.say('alice', 'Ну что, бросаю кости!');
    expect(said?.text).toContain('3');
    expect(said?.text).toContain('8');
    expect(said?.events).toEqual([{ type: 'roll', player: 'alice', dice: [3, 5] }]);
  });

  it('GIVEN no game WHEN someone writes ordinary chat, broken words or "Пас" THEN the Butler stays quiet', async () => {
    chat = await makeChat({ dice: [1, 1] });
    expect(await chat.say('alice', 'привет всем')).toBeNull();
    expect(await chat.say('alice', 'бро_саю кости')).toBeNull();
    expect(await chat.say('alice', 'Пас')).toBeNull();
    expect(chat.dice.remaining()).toBe(2);
  });

  it('GIVEN no game WHEN a roll asks for a count outside 1..5 THEN an error and no roll', async () => {
    chat = await makeChat({ dice: [1, 1, 1, 1, 1, 1] });
    const said = await chat.say('alice', 'бросаю 6 костей');
    expect(said?.text).toMatch(/от 1 до 5/);
    expect(chat.dice.remaining()).toBe(6);
  });

  it('GIVEN scripted dice used up WHEN someone rolls THEN the Butler says so instead of rolling random ones', async () => {
    chat = await makeChat({ dice: [4] });
    const said = await chat.say('alice', 'бросаю кости');
    expect(said?.text).toMatch(/закончились/);
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'dice_exhausted' }]);
  });
});

describe('lobby and admin commands', () => {
  it('GIVEN an admin opens Craps and bob joins WHEN the game starts THEN alice is told to roll', async () => {
    const started = await crapsFor(['alice', 'bob'], []);
    expect(started?.events).toContainEqual({ type: 'game_started', game: 'craps', players: ['alice', 'bob'], commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(started?.text).toContain('alice');
    expect(started?.text).toContain('бросаю кости');
  });

  it('GIVEN a person who is not an admin WHEN an admin command THEN it is refused and nothing changes', async () => {
    chat = await makeChat({ admins: ['alice'] });
    const said = await chat.say('bob', '/newgame craps');
    expect(said?.events).toEqual([{ type: 'rejected', player: 'bob', code: 'admin_only' }]);
    expect((await chat.say('bob', '/status'))?.text).toMatch(/игры нет/);
  });

  it('GIVEN a game name nobody knows WHEN /newgame THEN the answer lists the games', async () => {
    chat = await makeChat();
    const said = await chat.say('alice', '/newgame шахматы');
    expect(said?.text).toMatch(/крэпс/);
    expect(eventTypes(said)).toEqual(['rejected']);
  });

  it('GIVEN a running game WHEN a second /newgame or a /join THEN both are refused', async () => {
    await crapsFor(['alice', 'bob'], []);
    expect((await chat.say('alice', '/newgame тысяча'))?.events[0]).toMatchObject({ code: 'game_running' });
    expect((await chat.say('carol', '/join'))?.events[0]).toMatchObject({ code: 'game_running' });
  });

  it('GIVEN a lobby with too few players WHEN /startgame THEN it is refused', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    const said = await chat.say('alice', '/startgame');
    expect(said?.events[0]).toMatchObject({ code: 'not_enough_players' });
    expect(said?.text).toMatch(/не меньше 2/);
  });

  it('GIVEN an open lobby WHEN a player leaves and the admin types /endgame THEN the player is out and the lobby is cancelled', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    expect((await chat.say('bob', '/leave'))?.events).toEqual([{ type: 'left', player: 'bob' }]);
    expect((await chat.say('alice', '/endgame'))?.events).toEqual([{ type: 'game_ended', game: 'craps' }]);
    expect((await chat.say('alice', '/status'))?.text).toMatch(/игры нет/);
  });

  it('GIVEN /command@botname WHEN it names this bot THEN it is handled; WHEN another bot THEN ignored', async () => {
    chat = await makeChat();
    const reply = await chat.butler.handle({
      chat: 'console:main',
      user: { id: 'a', name: 'a' },
      text: '/status@otherbot',
      botUsername: 'butler_bot',
      isAdmin: () => true,
    });
    expect(reply).toBeNull();
    const ours = await chat.butler.handle({
      chat: 'console:main',
      user: { id: 'a', name: 'a' },
      text: '/status@Butler_Bot',
      botUsername: 'butler_bot',
      isAdmin: () => true,
    });
    expect(ours).not.toBeNull();
  });

  it('GIVEN the platform cannot be asked about rights WHEN an admin command THEN the Butler says so and grants nothing', async () => {
    chat = await makeChat();
    const reply = await chat.butler.handle({
      chat: 'console:main',
      user: { id: 'a', name: 'a' },
      text: '/newgame craps',
      isAdmin: () => Promise.reject(new Error('network down')),
    });
    expect(reply?.events).toEqual([{ type: 'rejected', player: 'a', code: 'cannot_check_admin' }]);
  });
});

describe('moves inside a game', () => {
  it('GIVEN a running game WHEN someone not in it or out of turn rolls THEN it is refused without rolling', async () => {
    await crapsFor(['alice', 'bob'], [3, 4]);
    expect((await chat.say('carol', 'бросаю кости'))?.events[0]).toMatchObject({ code: 'not_in_game' });
    const outOfTurn = await chat.say('bob', 'бросаю кости');
    expect(outOfTurn?.events[0]).toMatchObject({ code: 'not_your_turn' });
    expect(outOfTurn?.text).toContain('alice');
    expect(chat.dice.remaining()).toBe(2);
  });

  it('GIVEN a running game WHEN the wrong number of dice is rolled THEN it is refused with the phrase to type', async () => {
    await crapsFor(['alice', 'bob'], [3, 4, 5]);
    const said = await chat.say('alice', 'бросаю 3 кости');
    expect(said?.events[0]).toMatchObject({ code: 'wrong_dice_count' });
    expect(said?.text).toContain('бросаю кости');
  });

  it('GIVEN a Craps game WHEN a natural meets a point THEN the natural wins the game', async () => {
    await crapsFor(['alice', 'bob'], [3, 4, 2, 2]);
    await chat.say('alice', 'бросаю кости');
    const last = await chat.say('bob', 'бросаю кости');
    expect(last?.events).toContainEqual(expect.objectContaining({ type: 'game_over', game: 'craps', winners: ['alice'] }));
    expect(last?.text).toContain('/newgame');
    expect((await chat.say('alice', '/status'))?.text).toMatch(/игры нет/);
  });

  it('GIVEN a running game of two WHEN a player leaves THEN the other one wins', async () => {
    await crapsFor(['alice', 'bob'], []);
    const said = await chat.say('bob', '/leave');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'game_over', winners: ['alice'] }));
  });

  it('GIVEN a running game WHEN the admin kicks a player by name THEN that player is out', async () => {
    await crapsFor(['alice', 'bob', 'carol'], []);
    const said = await chat.say('alice', '/kick Carol');
    expect(said?.text).toMatch(/carol/);
    const status = await chat.say('alice', '/status');
    expect(status?.text).not.toContain('• carol');
    expect(status?.text).toContain('• bob');
  });

  it('GIVEN two channels WHEN each plays THEN neither sees the game of the other', async () => {
    await crapsFor(['alice', 'bob'], [6, 6]);
    const other = await chat.say('alice', 'бросаю кости', { room: 'other' });
    expect(other?.events).toEqual([{ type: 'roll', player: 'alice', dice: [6, 6] }]);
  });
});

describe('duplicates, stale buttons and broken stored sessions', () => {
  it('GIVEN an update delivered again WHEN it is the latest THEN it is answered again with its reply and applied once; WHEN older THEN quiet', async () => {
    await crapsFor(['alice', 'bob'], [3, 4, 5, 5]);
    const first = await chat.say('alice', 'бросаю кости', { updateId: 'u1' });
    expect(eventTypes(first)).toContain('roll');
    expect((await chat.say('alice', 'бросаю кости', { updateId: 'u1' }))?.reply).toEqual(first?.reply);
    expect(chat.dice.remaining()).toBe(2);
    await chat.say('bob', 'бросаю кости', { updateId: 'u2' });
    expect(await chat.say('alice', 'бросаю кости', { updateId: 'u1' })).toBeNull();
    expect(chat.dice.remaining()).toBe(0);
  });

  it('GIVEN a button drawn for an old state WHEN pressed THEN a notice and nothing changes', async () => {
    const started = await crapsFor(['alice', 'bob'], [3, 4, 5, 5]);
    const version = started!.reply.version!;
    await chat.say('alice', 'бросаю кости');
    const stale = await chat.say('bob', 'бросаю кости', { buttonVersion: version });
    expect(stale?.text).toMatch(/устарела/);
    expect(stale?.reply.private).toBe(true);
    expect(chat.dice.remaining()).toBe(2);
  });

  it('GIVEN the lobby join button WHEN every player presses it, whatever happened since THEN each joins', async () => {
    chat = await makeChat();
    const opened = await chat.say('alice', '/newgame craps');
    const version = opened!.reply.version!;
    expect(opened?.reply.buttons[0]).toEqual(expect.objectContaining({ text: '/join' })); // (Start and Add a bot beside it, issue 51)
    expect((await chat.say('bob', '/join', { buttonVersion: version }))?.events).toEqual([{ type: 'joined', player: 'bob' }]);
    expect((await chat.say('carol', '/join', { buttonVersion: version }))?.events).toEqual([
      { type: 'joined', player: 'carol' },
    ]);
  });

  it('GIVEN a corrupt stored session WHEN anyone writes THEN that chat only is told; WHEN an admin types /endgame THEN it is cleared', async () => {
    chat = await makeChat({ dice: [1, 2] });
    await chat.store.transact('console:main', () => ({ write: { data: '{"schema":1,"game":{"id":"craps"', deadline: null }, result: null }));
    const broken = await chat.say('alice', '/status');
    expect(broken?.text).toMatch(/повреждена/);
    expect((await chat.say('alice', 'бросаю кости', { room: 'other' }))?.events[0]).toMatchObject({ type: 'roll' });
    expect((await chat.say('alice', '/endgame'))?.text).toMatch(/удалена/);
    expect((await chat.say('alice', '/status'))?.text).toMatch(/игры нет/);
  });

  it('GIVEN a session of an unknown schema version WHEN anyone writes THEN it is reported, not misread', async () => {
    chat = await makeChat();
    await chat.store.transact('console:main', () => ({ write: { data: '{"schema":99}', deadline: null }, result: null }));
    expect((await chat.say('alice', '/status'))?.text).toMatch(/повреждена/);
  });
});

describe('settings', () => {
  it('GIVEN no game WHEN anyone asks /settings THEN they are shown; WHEN an admin changes one THEN it is changed', async () => {
    chat = await makeChat({ admins: ['alice'] });
    expect((await chat.say('bob', '/settings'))?.text).toMatch(/ямы\s+вкл/);
    expect((await chat.say('bob', '/settings pits off'))?.events[0]).toMatchObject({ code: 'admin_only' });
    expect((await chat.say('alice', '/settings ямы выкл'))?.events).toEqual([
      { type: 'setting_changed', key: 'pits', value: 'off' },
    ]);
    expect((await chat.say('alice', '/settings'))?.text).toMatch(/ямы\s+выкл/);
  });

  it('GIVEN an admin changes a setting WHEN confirmed THEN the words are Russian («бочка: открытая», not «barrel = open»)', async () => {
    chat = await makeChat();
    const said = await chat.say('alice', '/settings бочка открытая');
    expect(said?.text).toMatch(/^✅ бочка: открытая\. Действует со следующей игры\.$/);
    expect(said?.text).not.toMatch(/barrel|open/);
  });

  it('GIVEN an admin WHEN they type /settings open 50 60 THEN the value is named as wrong (not the key), with the allowed values', async () => {
    chat = await makeChat();
    const said = await chat.say('alice', '/settings open 50 60');
    expect(said?.text).toMatch(/Для настройки «открытие» нет значения «50 60»\. Можно: 0, 50, 60, 75/);
    expect(eventTypes(said)).toEqual(['rejected']);
  });

  it('GIVEN an unknown setting or value WHEN /settings THEN the allowed keys and values are listed', async () => {
    chat = await makeChat();
    expect((await chat.say('alice', '/settings colour red'))?.text).toMatch(/очки.*бочка/);
    expect((await chat.say('alice', '/settings barrel maybe'))?.text).toMatch(/очки, без, открытая/);
  });

  it('GIVEN a running game WHEN an admin changes a setting THEN it is refused', async () => {
    await crapsFor(['alice', 'bob'], []);
    expect((await chat.say('alice', '/settings pits off'))?.events[0]).toMatchObject({ code: 'game_running' });
  });
});
