import { afterEach, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { recordTexts } from '../../src/images/fit-text.ts';
import { renderImage } from '../../src/images/render-image.ts';
import { textFor } from '../../src/messages/index.ts';

let chat: TestChat;
afterEach(() => chat?.close());

async function startGame(game: string, players: string[], dice: number[] = []): Promise<void> {
  chat = await makeChat({ dice, admins: [players[0]!] });
  await chat.say(players[0]!, `/newgame ${game}`);
  for (const p of players.slice(1)) await chat.say(p, '/join');
  await chat.say(players[0]!, '/startgame');
}

describe('pictures with replies', () => {
  it('GIVEN a game every person leaves WHEN the last one goes THEN it still ends with a picture, saying nobody won', async () => {
    await startGame('dice_poker', ['ann']);
    const said = await chat.say('ann', '/leave');
    expect(said!.events.at(-1)).toMatchObject({ type: 'game_over', winners: [] });
    const image = said!.reply.image!;
    expect(image).toMatchObject({ moment: 'over', spec: { kind: 'game_over', card: { winners: [], everyoneLeft: true } } });
    const texts = recordTexts(() => renderImage(image.spec)).texts.map((t) => t.text);
    expect(texts).toContain(textFor('ru').images.imageText.headline.nobody);
  });

  it('GIVEN a Dice Poker game WHEN /status THEN the reply carries the score sheet of the current state', async () => {
    await startGame('dice_poker', ['ann', 'bob'], [5, 5, 5, 2, 3]);
    await chat.say('ann', 'бросаю пять костей');
    const said = await chat.say('bob', '/status');
    expect(said!.reply.image).toMatchObject({ moment: 'status', spec: { kind: 'dice_poker_sheet', names: { ann: 'ann', bob: 'bob' } } });
    const spec = said!.reply.image!.spec;
    expect(spec.kind === 'dice_poker_sheet' && spec.state.turn.dice).toEqual([5, 5, 5, 2, 3]);
    expect(said!.text).toContain('Единицы'); // the text stays complete
  });

  it('GIVEN images off in the chat WHEN /status THEN text only', async () => {
    chat = await makeChat({ admins: ['ann'] });
    expect((await chat.say('ann', '/settings images off'))!.text).toContain('картинки');
    await chat.say('ann', '/newgame dice_poker');
    await chat.say('ann', '/startgame');
    expect((await chat.say('ann', '/status'))!.reply.image).toBeUndefined();
    expect((await chat.say('ann', '/settings картинки вкл'))!.text).toContain('между играми');
  });

  it('GIVEN a Craps game WHEN /status THEN no picture (the text says it all); WHEN it ends THEN the game-over card', async () => {
    await startGame('craps', ['ann', 'bob'], [3, 4, 1, 1]);
    expect((await chat.say('ann', '/status'))!.reply.image).toBeUndefined();
    await chat.say('ann', 'бросаю кости');
    const over = await chat.say('bob', 'бросаю кости');
    expect(over!.events.map((e) => e.type)).toContain('game_over');
    expect(over!.reply.image).toMatchObject({ moment: 'over', spec: { kind: 'game_over', card: { game: 'craps', winners: ['ann'] } } });
  });

  it('GIVEN a 1000 game WHEN /status THEN the race chart', async () => {
    await startGame('thousand', ['ann', 'bob']);
    expect((await chat.say('ann', '/status'))!.reply.image?.spec.kind).toBe('thousand_race');
  });

  it('GIVEN a move with a picture and an update id WHEN the update is delivered again THEN the same text and picture', async () => {
    await startGame('craps', ['ann', 'bob'], [3, 4, 1, 1]);
    await chat.say('ann', 'бросаю кости', { updateId: 'u1' });
    const over = await chat.say('bob', 'бросаю кости', { updateId: 'u2' });
    expect(over!.reply.image).toBeDefined();
    const again = await chat.say('bob', 'бросаю кости', { updateId: 'u2' });
    expect(again!.text).toBe(over!.text);
    expect(again!.reply.image).toEqual(over!.reply.image);
  });
});

describe('pictures when a game ends without a roll', () => {
  it('GIVEN a two-player Craps game WHEN one player leaves THEN the other wins and the game-over card goes with the reply', async () => {
    await startGame('craps', ['ann', 'bob']);
    const left = await chat.say('bob', '/leave');
    expect(left!.events.map((e) => e.type)).toContain('game_over');
    expect(left!.reply.image).toMatchObject({ moment: 'over', spec: { kind: 'game_over', card: { game: 'craps', winners: ['ann'] } } });
  });
});
