// "A chat's language decides how the Butler speaks, not what it understands" (issue 17): in the Russian chat, moves
// typed in Ukrainian and English are played like the Russian ones; the replies stay in the chat's language.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, startedChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function start(game: string, players: string[], dice: number[]) {
  chat = await startedChat(game, players, dice);
}

describe('moves in every language in a Russian chat', () => {
  it('GIVEN Dice Poker WHEN alice rolls, rerolls and writes in Ukrainian THEN the turn is played, answered in Russian', async () => {
    await start('dice_poker', ['alice'], [4, 4, 4, 1, 2, 4, 4]);
    expect(eventTypes(await chat.say('alice', "кидаю п'ять кубиків"))).toEqual(['roll']);
    expect(eventTypes(await chat.say('alice', 'перекидаю 1 і 2'))).toEqual(['reroll_named']);
    expect(eventTypes(await chat.say('alice', 'кидаю дві кістки'))).toEqual(['roll']);
    const scored = await chat.say('alice', 'записую в каре');
    expect(scored?.events).toContainEqual(expect.objectContaining({ type: 'scored', player: 'alice', box: 'four_kind' }));
    expect(scored?.text).toMatch(/[а-яё]/i);
  });

  it('GIVEN Dice Poker WHEN alice rolls, keeps and writes in English THEN the turn is played', async () => {
    await start('dice_poker', ['alice'], [6, 6, 6, 1, 2, 3, 3]);
    expect(eventTypes(await chat.say('alice', 'roll 5 dice'))).toEqual(['roll']);
    expect(eventTypes(await chat.say('alice', 'keep 6 6 6, roll two dice'))).toContain('roll');
    const scored = await chat.say('alice', 'score full house');
    expect(scored?.events).toContainEqual(expect.objectContaining({ type: 'scored', player: 'alice', box: 'full_house' }));
  });

  it('GIVEN Dice Poker WHEN a message names two moves in English THEN asked which, nothing changes', async () => {
    await start('dice_poker', ['alice'], [1, 2, 3, 4, 6]);
    const before = chat.dice.remaining();
    const said = await chat.say('alice', 'roll dice, score chance');
    expect(said).not.toBeNull();
    expect(eventTypes(said)).not.toContain('roll');
    expect(chat.dice.remaining()).toBe(before);
  });

  it('GIVEN 1000 with points in the turn WHEN alice says «досить» / «bank» THEN the turn is banked', async () => {
    await start('thousand', ['alice', 'bob'], [1, 1, 1, 2, 3, 1, 1, 1, 2, 3]);
    await chat.say('alice', 'roll 5 dice');
    const banked = await chat.say('alice', 'досить');
    expect(eventTypes(banked)).toContain('banked');
    await chat.say('bob', 'кидаю п’ять кубиків');
    expect(eventTypes(await chat.say('bob', 'bank'))).toContain('banked');
  });

  it('GIVEN 1000 with bob not on turn WHEN bob writes English or Ukrainian chat with move words THEN no answer', async () => {
    await start('thousand', ['alice', 'bob'], []);
    for (const text of ['stop it', 'keep calm', 'годі сперечатися', 'кидаю палити', 'pass the salt']) {
      expect(await chat.say('bob', text)).toBeNull();
    }
  });
});
