// /hint and «подскажи» in a real chat: a solo Dice Poker game played to its last round with scripted dice, then
// the hint for the last turn, whose values can be checked by hand.
import { afterEach, describe, expect, it } from 'vitest';
import { BOXES, type DicePokerBox } from '../../../src/games/dice-poker/index.ts';
import { writePhrase } from '../../../src/messages/ru/dice-poker.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { setTableForTests } from '../../../src/strategy/dice-poker/table-service.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';
import { allBut, position, tableFrom } from '../../strategy/dice-poker/late-table.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

const HAND = [1, 1, 2, 2, 3];
// 14 rounds of 1 1 2 2 3 written into every box but chance: ones 2, twos 4, threes 3, pair 9, two pairs 9 = 27
const FIRST_FOURTEEN = BOXES.filter((b) => b !== 'chance') as DicePokerBox[];

async function lastRound(extraDice: number[] = []): Promise<void> {
  chat = await makeChat({ dice: [...Array.from({ length: 15 }, () => HAND).flat(), ...extraDice] });
  await chat.say('alice', '/newgame dice_poker');
  await chat.say('alice', '/startgame');
  for (const box of FIRST_FOURTEEN) {
    await chat.say('alice', 'бросаю покер');
    await chat.say('alice', writePhrase(box));
  }
  await chat.say('alice', 'бросаю покер');
}

describe('/hint in Dice Poker', () => {
  it('GIVEN the last round with only chance left and 1 1 2 2 3 WHEN alice asks «подскажи» THEN reroll all five, 27 + 21.25 expected', async () => {
    setTableForTests(tableFrom(position(allBut(['chance']), { rolls: 0, dice: [] })));
    await lastRound();
    const said = await chat.say('alice', 'Подскажи!');
    expect(said?.text).toContain('перебросьте все пять');
    expect(said?.text).toContain('48.3 к концу игры');
    // keeping the 3 (or a 2) and rerolling four costs 0.8 on average
    expect(said?.text).toContain('оставьте ⚂3, перебросьте 1, 1, 2 и 2 — −0.8');
    expect(said?.reply.private).toBe(true);
    const event = said!.events[0] as { type: string; player: string; options: { move: unknown; expected: number }[] };
    expect(event.type).toBe('hint');
    expect(event.player).toBe('alice');
    expect(event.options[0]!.expected).toBeCloseTo(27 + 21.25, 3);
    expect(event.options.length).toBe(3);
  });

  it('GIVEN the table is still being built WHEN /hint THEN the answer says so and the game goes on', async () => {
    setTableForTests('building');
    await lastRound([4, 4, 4, 4, 4]);
    const said = await chat.say('alice', '/hint');
    expect(said?.text).toMatch(/ещё считает/);
    expect((await chat.say('alice', 'бросаю покер'))?.text).toContain('4');
  });

  it('GIVEN the table is still being built WHEN alice asks «куда лучше записать?» THEN it says so at once and the hint follows by itself once the table is ready, without asking again', async () => {
    setTableForTests('building');
    await lastRound();
    const notices: string[] = [];
    chat.butler.addOutlet('console:', async (reply) => void notices.push(toPlain(reply.rich)));
    const said = await chat.say('alice', 'куда лучше записать?');
    expect(said?.text).toMatch(/подсказка придёт сама/);
    expect(notices).toEqual([]);
    setTableForTests(tableFrom(position(allBut(['chance']), { rolls: 0, dice: [] })));
    await chat.butler.followUpsSent();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('alice, подсказка готова:');
    expect(notices[0]).toContain('перебросьте все пять');
  });

  it('GIVEN hints are off in the channel WHEN «что лучше?» THEN it says they are off', async () => {
    chat = await makeChat({ dice: HAND });
    await chat.say('alice', '/settings hints off');
    await chat.say('alice', '/newgame dice_poker');
    await chat.say('alice', '/startgame');
    expect((await chat.say('alice', 'что лучше?'))?.text).toMatch(/выключены/);
    expect((await chat.say('alice', '/status'))?.text).not.toContain('/hint');
  });

  it('GIVEN a Dice Poker game with hints on WHEN /status THEN it mentions /hint', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame dice_poker');
    await chat.say('alice', '/startgame');
    expect((await chat.say('alice', '/status'))?.text).toContain('/hint');
  });

  it('GIVEN a Craps game WHEN /hint THEN it says hints exist for Dice Poker, Bone Poker and 1000', async () => {
    chat = await makeChat();
    await chat.say('alice', '/newgame крэпс');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    expect((await chat.say('alice', '/hint'))?.text).toMatch(/Покере у кости, в Костяном покере и в 1000/);
  });

  it('GIVEN no game WHEN someone writes «подсказка» THEN the Butler stays quiet, but /hint answers', async () => {
    chat = await makeChat();
    expect(await chat.say('alice', 'подсказка')).toBeNull();
    expect(await chat.say('alice', 'подскажи, где тут кафе')).toBeNull();
    expect((await chat.say('alice', '/hint'))?.text).toMatch(/нет игры/);
  });
});
