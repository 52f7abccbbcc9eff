// Issue 24: when the words fit several legal moves, the Butler asks which, with one button per move; a tap sends the
// move as typed and makes exactly it, and a tap on a question drawn for an older state is refused as stale.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, startedChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function start(game: string, players: string[], dice: number[], language?: 'ru' | 'uk' | 'en') {
  chat = await startedChat(game, players, dice, language);
}

describe('asking which move, with buttons', () => {
  it('GIVEN Dice Poker after a roll WHEN «в тройки, нет, в четверки» THEN asked with a button per box, and a tap of one writes exactly that box', async () => {
    await start('dice_poker', ['alice'], [3, 3, 4, 4, 6]);
    await chat.say('alice', 'бросаю пять костей');
    const asked = await chat.say('alice', 'в тройки, нет, в четверки');
    expect(eventTypes(asked)).toEqual(['rejected']);
    const buttons = asked!.reply.buttons;
    expect(buttons.map((b) => b.text)).toEqual(['Записываю в тройки', 'Записываю в четвёрки']);
    const tapped = await chat.say('alice', buttons[1].text, { buttonVersion: asked!.reply.version! });
    expect(tapped?.events).toContainEqual(expect.objectContaining({ type: 'scored', player: 'alice', box: 'fours' }));
    // the other button belongs to the state before the move
    const stale = await chat.say('alice', buttons[0].text, { buttonVersion: asked!.reply.version! });
    expect(stale?.events).toEqual([expect.objectContaining({ type: 'rejected', code: 'stale_button' })]);
  });

  it('GIVEN Bone Poker round 2 WHEN the player hesitates between a reroll and a pass THEN asked with both; the reroll button rolls those dice at once', async () => {
    await start('bone_poker', ['alice', 'bob'], [1, 1, 1, 4, 6, 2, 3, 4, 5, 5, 2, 2]);
    await chat.say('alice', 'бросаю покер');
    await chat.say('bob', 'бросаю покер');
    const before = chat.dice.remaining();
    const asked = await chat.say('alice', 'перебрасываю 4 и 6... или всё-таки пас');
    expect(eventTypes(asked)).toEqual(['rejected']);
    expect(chat.dice.remaining()).toBe(before);
    const buttons = asked!.reply.buttons;
    expect(buttons.map((b) => b.text)).toEqual(['Перебрасываю 4, 6, бросаю 2 кости', 'Пас']);
    const tapped = await chat.say('alice', buttons[0].text, { buttonVersion: asked!.reply.version! });
    expect(tapped?.events).toContainEqual(expect.objectContaining({ type: 'roll', player: 'alice', kept: [1, 1, 1], dice: [2, 2] }));
  });

  it('GIVEN an English chat in 1000 WHEN "roll, no wait, stop" THEN asked with a button for rolling and one for stopping, nothing rolled', async () => {
    await start('thousand', ['alice', 'bob'], [1, 1, 1, 2, 3], 'en');
    await chat.say('alice', 'roll five dice');
    const before = chat.dice.remaining();
    const asked = await chat.say('alice', 'roll, no wait, stop');
    expect(eventTypes(asked)).toEqual(['rejected']);
    expect(chat.dice.remaining()).toBe(before);
    expect(asked!.reply.buttons.map((b) => b.text)).toEqual(['Roll 2 dice', 'Stop']);
  });
});
