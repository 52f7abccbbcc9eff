// Every game over has its picture, whoever made the last move: a game that a computer player's move ends carries
// the final picture on that move's message, as a person's last move does.
import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from '../../src/images/render-image.ts';
import type { Reply } from '../../src/core/reply.ts';
import { BotTable } from '../helpers/bot-table.ts';
import { decodePng } from '../images/png.ts';

let table: BotTable;
afterEach(async () => table?.close());

async function seat(game: string, dice: number[]): Promise<BotTable> {
  table = await new BotTable(dice).open();
  await table.say('alice', `/newgame ${game}`);
  await table.say('alice', '/addbot');
  await table.say('alice', '/startgame');
  return table;
}

const overIn = (replies: Reply[]) => replies.find((r) => r.events.some((e) => e.type === 'game_over'));

describe('the picture of a game that a computer player ends', () => {
  it('GIVEN Dice Poker, a person against a bot WHEN the bot writes the last box THEN its message carries the final sheet, drawn', async () => {
    // A fixed, long list of dice (a linear congruential sequence): scripted, and enough for any play.
    const dice: number[] = [];
    for (let x = 11, i = 0; i < 3_000; i++) dice.push(((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6 + 1);
    await seat('dice_poker', dice);
    for (let round = 1; round <= 15; round++) {
      const rolled = await table.say('alice', 'бросаю 5 костей');
      await table.say('alice', rolled!.buttons.find((b) => b.text !== '')!.text); // (the first box beside the dice tray)
      await table.letBotsPlay();
    }
    const last = overIn(table.sent);
    expect(last).toBeDefined();
    expect(last!.events.find((e) => e.type === 'game_over')).toBeDefined();
    expect(last!.image).toMatchObject({ moment: 'over', spec: { kind: 'dice_poker_sheet' } });
    const spec = last!.image!.spec;
    expect(spec.kind === 'dice_poker_sheet' && spec.state.over).toBe(true);
    const png = await decodePng(renderImage(spec));
    expect(png.width).toBe(720);
  });

  it('GIVEN Bone Poker, a person against a bot that rolls last WHEN the bot passes in round 2 THEN its message carries the game-over card', async () => {
    // alice: a pair, then passes; the bot: four of a kind (it keeps it and passes).
    await seat('bone_poker', [1, 1, 2, 3, 5, 6, 6, 6, 6, 2]);
    await table.say('alice', 'бросаю покер');
    await table.letBotsPlay();
    await table.say('alice', 'пас');
    await table.letBotsPlay();
    const last = overIn(table.sent);
    expect(last?.image).toMatchObject({ moment: 'over', spec: { kind: 'game_over', card: { game: 'bone_poker', winners: ['bot:1'] } } });
  });
});
