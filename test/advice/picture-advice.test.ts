// The hint's best move in a /status picture's headline: the same move /hint gives, only with hints on, and nothing
// while the table is still being worked out (the headline then says what can be done).
import { afterEach, describe, expect, it } from 'vitest';
import { BOXES, type DicePokerBox } from '../../src/games/dice-poker/index.ts';
import { writePhrase } from '../../src/messages/ru/dice-poker.ts';
import { dicePokerPictureAdvice } from '../../src/advice/picture-advice.ts';
import { recordTexts } from '../../src/images/fit-text.ts';
import { renderImage } from '../../src/images/render-image.ts';
import { textFor } from '../../src/messages/index.ts';
import { setTableForTests } from '../../src/strategy/dice-poker/table-service.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { allBut, position, tableFrom } from '../strategy/dice-poker/late-table.ts';

let chat: TestChat | undefined;
afterEach(async () => {
  await chat?.close();
  chat = undefined;
});

const HAND = [1, 1, 2, 2, 3];
const FIRST_FOURTEEN = BOXES.filter((b) => b !== 'chance') as DicePokerBox[];
const RU = textFor('ru').images.imageText;

/** A solo game in its last round, 1 1 2 2 3 rolled once, only chance left. */
async function lastRound(settings: string[] = []): Promise<TestChat> {
  chat = await makeChat({ dice: Array.from({ length: 15 }, () => HAND).flat() });
  for (const line of settings) await chat.say('alice', line);
  await chat.say('alice', '/newgame dice_poker');
  await chat.say('alice', '/startgame');
  for (const box of FIRST_FOURTEEN) {
    await chat.say('alice', 'бросаю покер');
    await chat.say('alice', writePhrase(box));
  }
  await chat.say('alice', 'бросаю покер');
  return chat;
}

describe('the hint in a /status picture', () => {
  it('GIVEN the table is ready WHEN the best move is asked for THEN it is the hint’s: reroll all five', () => {
    const state = position(allBut(['chance']), { rolls: 1, dice: HAND });
    setTableForTests(tableFrom(state));
    expect(dicePokerPictureAdvice(state)).toEqual({ move: { kind: 'reroll', keep: [], reroll: [1, 1, 2, 2, 3] } });
    setTableForTests('building');
    expect(dicePokerPictureAdvice(state)).toBeNull();
  });

  it('GIVEN hints on and the table ready WHEN /status THEN the picture’s headline says whose turn and the best move', async () => {
    setTableForTests(tableFrom(position(allBut(['chance']), { rolls: 0, dice: [] })));
    await lastRound();
    const said = await chat!.say('alice', '/status');
    const spec = said!.reply.image!.spec;
    expect(spec.advice).toEqual({ move: { kind: 'reroll', keep: [], reroll: [1, 1, 2, 2, 3] } });
    const texts = recordTexts(() => renderImage(spec)).texts.map((t) => t.text);
    expect(texts).toContain(RU.headline.next('alice'));
    expect(texts).toContain(RU.headline.tip(RU.headline.move({ kind: 'reroll', keep: [], reroll: [1, 1, 2, 2, 3] })));
  });

  it('GIVEN hints off WHEN /status THEN the headline says only whose turn and what can be done', async () => {
    setTableForTests(tableFrom(position(allBut(['chance']), { rolls: 0, dice: [] })));
    await lastRound(['/settings hints off']);
    const spec = (await chat!.say('alice', '/status'))!.reply.image!.spec;
    expect(spec.advice).toBeUndefined();
    const texts = recordTexts(() => renderImage(spec)).texts.map((t) => t.text);
    expect(texts).toContain(RU.headline.next('alice'));
    expect(texts).toContain(RU.sheetNext.reroll(1, 3));
  });
});
