// Seating and removing computer players in the lobby: admins only, lobby only, within the game's player limit,
// and a game never starts without a person.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function lobby(game: string): Promise<TestChat> {
  chat = await makeChat({ admins: ['alice'] });
  await chat.say('alice', `/newgame ${game}`);
  return chat;
}

describe('/addbot', () => {
  it('GIVEN an open lobby WHEN an admin types /addbot THEN a bot marked 🤖 sits down under a butler’s name', async () => {
    await lobby('dice_poker');
    const said = await chat.say('alice', '/addbot');
    expect(said?.text).toBe('🤖 Дживс садится за стол. Игроков: 2.');
    expect(said?.events).toEqual([{ type: 'joined', player: 'bot:1', bot: true }]);
    expect((await chat.say('bob', '/status'))?.text).toContain('🤖 Дживс');
  });

  it('GIVEN a name WHEN /addbot Робби THEN the bot takes it; the same name again is refused and nothing changes', async () => {
    await lobby('craps');
    expect((await chat.say('alice', '/addbot Робби'))?.text).toContain('🤖 Робби');
    const again = await chat.say('alice', '/addbot робби');
    expect(again?.text).toContain('уже занято');
    expect(again?.reply.private).toBe(true);
    expect((await chat.say('alice', '/status'))?.text.match(/Робби/g)).toHaveLength(1);
  });

  it('GIVEN a 1000 table with six players WHEN one more bot is asked for THEN /addbot is refused with the limit', async () => {
    await lobby('thousand');
    for (let i = 0; i < 5; i++) expect(eventTypes(await chat.say('alice', '/addbot'))).toEqual(['joined']);
    const full = await chat.say('alice', '/addbot');
    expect(full?.text).toBe('Лобби заполнено: не больше 6 игроков.');
    expect(eventTypes(full)).toEqual(['rejected']);
  });

  it('GIVEN a person who is not an admin WHEN /addbot THEN it is refused', async () => {
    await lobby('craps');
    const said = await chat.say('bob', '/addbot');
    expect(said?.text).toContain('только для админов');
  });

  it('GIVEN no lobby or a running game WHEN /addbot THEN it says where bots are seated and nothing changes', async () => {
    chat = await makeChat({ admins: ['alice'] });
    expect((await chat.say('alice', '/addbot'))?.text).toContain('/newgame');
    await chat.say('alice', '/newgame craps');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/startgame');
    const during = await chat.say('alice', '/addbot');
    expect(during?.text).toContain('только в лобби');
    expect(eventTypes(during)).toEqual(['rejected']);
  });

  it('GIVEN a bad name WHEN /addbot <b>x</b> THEN it explains what a name may be', async () => {
    await lobby('craps');
    expect((await chat.say('alice', '/addbot <b>x</b>'))?.text).toContain('до 24 букв');
  });
});

describe('/removebot', () => {
  it('GIVEN two bots WHEN /removebot Бэрримор THEN that one leaves; without a name the last seated one leaves', async () => {
    await lobby('craps');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/addbot Робби');
    expect((await chat.say('alice', '/removebot 🤖 Бэрримор'))?.text).toBe('🤖 Бэрримор встаёт из-за стола. Игроков: 3.');
    expect((await chat.say('alice', '/removebot'))?.events).toEqual([{ type: 'left', player: 'bot:3', bot: true }]);
    const status = (await chat.say('alice', '/status'))?.text;
    expect(status).toContain('Дживс');
    expect(status).not.toContain('Робби');
  });

  it('GIVEN an unknown bot name WHEN /removebot THEN it lists the bots at the table', async () => {
    await lobby('craps');
    await chat.say('alice', '/addbot');
    expect((await chat.say('alice', '/removebot Вася'))?.text).toContain('За столом: Дживс');
    expect((await chat.say('alice', '/removebot alice'))?.text).toContain('Нет бота');
  });

  it('GIVEN no bots WHEN /removebot THEN it says how to seat one', async () => {
    await lobby('craps');
    expect((await chat.say('alice', '/removebot'))?.text).toContain('/addbot');
  });
});

describe('a game needs a person', () => {
  it('GIVEN only bots left in the lobby WHEN /startgame THEN it is refused until a person joins', async () => {
    await lobby('craps');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/leave');
    const refused = await chat.say('alice', '/startgame');
    expect(refused?.text).toContain('хотя бы один человек');
    await chat.say('bob', '/join');
    expect(eventTypes(await chat.say('alice', '/startgame'))).toEqual(['game_started']);
  });

  it('GIVEN a person types as a bot’s id WHEN the message arrives THEN the Butler ignores it', async () => {
    await lobby('craps');
    await chat.say('alice', '/addbot');
    await chat.say('alice', '/startgame');
    expect(await chat.say('bot:1', '/leave')).toBeNull();
  });
});
