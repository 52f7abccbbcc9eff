// RULES.md §1 "an attempt is never met with silence", "a move after a question" and "what the words mean", through
// the whole Butler: each attempt that cannot be applied is answered privately with why, nothing changes and no dice
// are drawn; one that can is played.
import { afterEach, describe, expect, it } from 'vitest';
import { eventTypes, startedChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

async function start(game: string, players: string[], dice: number[], language?: 'ru' | 'uk' | 'en') {
  chat = await startedChat(game, players, dice, language);
}

/** The attempt is answered: one private reply with a `rejected` event of `code`, no dice used, the state kept. */
async function expectAnswered(user: string, text: string, pattern: RegExp, code?: string) {
  const before = chat.dice.remaining();
  const status = await chat.say(user, '/status');
  const said = await chat.say(user, text);
  expect(said?.text).toMatch(pattern);
  expect(eventTypes(said)).toEqual(['rejected']);
  if (code) expect(said?.events[0]).toMatchObject({ code });
  expect(said?.reply.private).toBe(true);
  expect(chat.dice.remaining()).toBe(before);
  expect((await chat.say(user, '/status'))?.text).toBe(status?.text);
  return said;
}

describe('a move asked of the Butler for another player', () => {
  it.each([
    ['ru', 'Дворецкий, брось за Борю, он вышел', 'bob', /За другого игрока ходить нельзя.*\/skip/],
    ['uk', 'Дворецький, кинь за Борю, він вийшов', 'alice', /За іншого гравця ходити не можна.*\/skip/],
    ['en', 'butler roll for bob hes afk', 'alice', /Nobody can move for another player.*\/skip/],
  ] as const)('GIVEN Craps WHEN (%s) %j by %s THEN answered that each moves for themselves, nothing changes', async (language, text, writer, said) => {
    await start('craps', ['alice', 'bob'], [3, 4], language);
    await expectAnswered(writer, text, said, 'for_other');
  });
});

describe('a question about the turn, then a move', () => {
  it('GIVEN Craps with alice on turn WHEN bob writes «чей ход, мой? бросаю кости» THEN told alice is on turn; WHEN alice writes it THEN she rolls', async () => {
    await start('craps', ['alice', 'bob'], [3, 4]);
    await expectAnswered('bob', 'чей ход, мой? бросаю кости', /Сейчас ходит alice/, 'not_your_turn');
    const said = await chat.say('alice', 'чей ход, мой? бросаю кости');
    expect(said?.events).toContainEqual(expect.objectContaining({ type: 'roll', player: 'alice', dice: [3, 4] }));
  });

  it('GIVEN Craps in English WHEN bob writes "whose go, mine? ok roll" THEN told whose turn it is', async () => {
    await start('craps', ['alice', 'bob'], [3, 4], 'en');
    await expectAnswered('bob', 'whose go, mine? ok roll', /It's alice's turn/, 'not_your_turn');
  });
});
