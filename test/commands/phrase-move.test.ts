// RULES.md §1 "people's own words" through the whole Butler: each family of phrasing is the move in a real game,
// and every try that cannot be a move gets an answer that says why, with nothing changed and no dice thrown.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, startedChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function start(game: string, players: string[], dice: number[]) {
  chat = await startedChat(game, players, dice);
}

/** The move is refused: one private answer, a `rejected` event, no dice used. */
async function expectRefused(user: string, text: string, pattern: RegExp) {
  const before = chat.dice.remaining();
  const said = await chat.say(user, text);
  expect(said?.text).toMatch(pattern);
  expect(eventTypes(said)).toEqual(['rejected']);
  expect(said?.reply.private).toBe(true);
  expect(chat.dice.remaining()).toBe(before);
  return said;
}

describe('Dice Poker: writing a box in people\'s own words', () => {
  it.each([
    ['пишу в шанс', 'chance'],
    ['Ставлю в шанс', 'chance'],
    ['Записываю: шанс', 'chance'],
    ['запишу «шанс»', 'chance'],
    ['пиши в графу шанс!!!', 'chance'],
    ['ставлю в м. стрит', 'small_straight'],
  ])('GIVEN Dice Poker after the first roll WHEN %j THEN scored into %s', async (text, box) => {
    await start('dice_poker', ['alice'], [1, 2, 3, 4, 6]);
    await chat.say('alice', 'бросаю пять костей');
    const said = await chat.say('alice', text);
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'scored', player: 'alice', box }));
  });

  it('GIVEN Dice Poker after the first roll WHEN «в тройки, нет, в четверки» THEN asked which, nothing written', async () => {
    await start('dice_poker', ['alice'], [3, 3, 4, 4, 4]);
    await chat.say('alice', 'бросаю пять костей');
    const said = await expectRefused('alice', 'в тройки, нет, в четверки', /«Записываю в тройки» или «Записываю в четвёрки»/);
    expect(said?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'ambiguous' }]);
    const status = await chat.say('alice', '/status');
    expect(status?.text).not.toMatch(/Тройки\s+9/);
  });

  it('GIVEN Dice Poker after the first roll WHEN «в стрит» THEN told to say small or large', async () => {
    await start('dice_poker', ['alice'], [1, 2, 3, 4, 6]);
    await chat.say('alice', 'бросаю пять костей');
    await expectRefused('alice', 'в стрит', /малый стрит|большой стрит/);
  });
});

describe('naming dice by word or by what is kept', () => {
  it('GIVEN Dice Poker after the first roll WHEN «перебрасываю единицу и шестёрку, бросаю две кости» THEN those two are rolled again', async () => {
    await start('dice_poker', ['alice'], [1, 3, 3, 5, 6, 2, 4]);
    await chat.say('alice', 'бросаю пять костей');
    const said = await chat.say('alice', 'перебрасываю единицу и шестёрку, бросаю две кости');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'roll', player: 'alice', kept: [3, 3, 5] }));
    expect(chat.dice.remaining()).toBe(0);
  });

  it('GIVEN Dice Poker after the first roll WHEN «оставляю 3, 3 и 5» and then «бросаю пару костей» THEN the other two are rolled', async () => {
    await start('dice_poker', ['alice'], [1, 3, 3, 5, 6, 2, 4]);
    await chat.say('alice', 'бросаю пять костей');
    await chat.say('alice', 'оставляю 3, 3 и 5');
    const said = await chat.say('alice', 'бросаю пару костей');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'roll', player: 'alice', kept: [3, 3, 5] }));
    expect(chat.dice.remaining()).toBe(0);
  });

  it('GIVEN Dice Poker after the first roll WHEN «перебрасываю все, бросаю все кости» THEN all five are rolled again', async () => {
    await start('dice_poker', ['alice'], [1, 3, 3, 5, 6, 2, 2, 2, 2, 2]);
    await chat.say('alice', 'бросаю пять костей');
    const said = await chat.say('alice', 'перебрасываю все, бросаю все кости');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'roll', dice: [2, 2, 2, 2, 2] }));
    expect(chat.dice.remaining()).toBe(0);
  });

  it('GIVEN Bone Poker round 2 WHEN «Пас, оставляю» THEN the hand is kept', async () => {
    await start('bone_poker', ['alice', 'bob'], [1, 1, 2, 3, 4, 6, 6, 5, 5, 2]);
    await chat.say('alice', 'бросаю покер');
    await chat.say('bob', 'бросаю покер');
    const said = await chat.say('alice', 'Пас, оставляю');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'pass', player: 'alice' }));
  });
});

describe('never pass a try in silence', () => {
  it('GIVEN Dice Poker after the first roll WHEN «перебрасываю 7» THEN told the values are 1..6', async () => {
    await start('dice_poker', ['alice'], [1, 3, 3, 5, 6]);
    await chat.say('alice', 'бросаю пять костей');
    await expectRefused('alice', 'перебрасываю 7', /от 1 до 6/);
    await expectRefused('alice', 'перебрасываю 7, бросаю кость', /от 1 до 6/);
    await expectRefused('alice', 'перебрасываю три кости', /Перебрасываю 2 и 5/);
  });

  it('GIVEN a game WHEN «бросаю -1 кость» THEN told the count is 1..5', async () => {
    await start('dice_poker', ['alice'], []);
    const said = await chat.say('alice', 'бросаю -1 кость');
    expect(said?.text).toMatch(/от 1 до 5/);
  });

  it('GIVEN a hand with one 2 WHEN «Перебрасываю 2 и 2» THEN told how many twos are held, with the hand', async () => {
    await start('dice_poker', ['alice'], [2, 3, 3, 5, 6]);
    await chat.say('alice', 'бросаю пять костей');
    await expectRefused('alice', 'Перебрасываю 2 и 2', /1 кость со значением 2, а названо 2\. Ваши кости: ⚁2 ⚂3 ⚂3 ⚄5 ⚅6/);
  });

  it('GIVEN a hand WHEN «оставляю 4» without a 4 THEN refused with the hand', async () => {
    await start('dice_poker', ['alice'], [2, 3, 3, 5, 6]);
    await chat.say('alice', 'бросаю пять костей');
    await expectRefused('alice', 'оставляю 4', /4/);
  });

  it('GIVEN Craps with an eliminated player WHEN they roll THEN told they are out of this game, not to /join', async () => {
    await start('craps', ['alice', 'bob', 'carol'], [3, 4, 1, 1, 2, 2]);
    await chat.say('alice', 'бросаю кости'); // 7: a natural
    await chat.say('bob', 'бросаю кости'); // 2: craps
    await chat.say('carol', 'бросаю кости'); // 4: a point; alice wins
    // a fresh three-player game where bob is out after the first round
    await start('craps', ['alice', 'bob', 'carol'], [2, 2, 1, 1, 3, 3]);
    await chat.say('alice', 'бросаю кости'); // 4: point
    await chat.say('bob', 'бросаю кости'); // 2: out
    await chat.say('carol', 'бросаю кости'); // 6: point
    const said = await expectRefused('bob', 'бросаю кости', /выбыли из этой игры/);
    expect(said?.text).not.toMatch(/join/);
  });
});

describe('ordinary chat stays quiet in a game', () => {
  it.each(['хватит спорить', 'бросаю курить', 'оставляю за собой право', 'пишу в чат'])(
    'GIVEN 1000 with bob not on turn WHEN bob writes %j THEN no answer',
    async (text) => {
      await start('thousand', ['alice', 'bob'], []);
      expect(await chat.say('bob', text)).toBeNull();
    },
  );
});

describe('leaving', () => {
  it('GIVEN Craps where bob is eliminated WHEN /kick bob or bob /leave THEN refused: already out, nothing changes', async () => {
    await start('craps', ['alice', 'bob', 'carol'], [2, 2, 1, 1, 3, 3]);
    await chat.say('alice', 'бросаю кости');
    await chat.say('bob', 'бросаю кости');
    await chat.say('carol', 'бросаю кости');
    const kicked = await chat.say('alice', '/kick bob');
    expect(kicked?.text).toMatch(/уже не в игре/);
    expect(eventTypes(kicked)).toEqual(['rejected']);
    const left = await chat.say('bob', '/leave');
    expect(left?.text).toMatch(/уже не в игре/);
    expect(eventTypes(left)).toEqual(['rejected']);
  });

  it('GIVEN Dice Poker with two players WHEN one leaves THEN the other wins at once', async () => {
    await start('dice_poker', ['alice', 'bob'], []);
    const said = await chat.say('alice', '/leave');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'game_over', winners: ['bob'] }));
    expect((await chat.say('bob', '/status'))?.text).toMatch(/игры нет/);
  });

  it('GIVEN 1000 with two players WHEN one leaves THEN the other wins, told once', async () => {
    await start('thousand', ['alice', 'bob'], []);
    const said = await chat.say('alice', '/leave');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'game_over', winners: ['bob'] }));
    // (the rating lines under the game over name both players: they are not a telling of the leave)
    const sentences = said!.text.split('📈')[0]!.split('\n').filter((l) => /alice/.test(l));
    expect(sentences).toHaveLength(1);
  });
});

describe('a count too large for a number (issue 30)', () => {
  it('GIVEN a game WHEN «бросаю 99999999999999999999 костей» THEN the refusal repeats the number as typed, not a rounded one', async () => {
    await start('craps', ['alice', 'bob'], [1, 2]);
    const said = await chat.say('alice', 'бросаю 99999999999999999999 костей');
    expect(said?.text).toContain('а не 99999999999999999999.');
    expect(said?.text).not.toContain('9007199254740991');
    expect((await chat.say('alice', 'бросаю 007 костей'))?.text).toContain('а не 7.');
  });
});
