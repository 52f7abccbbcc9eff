// Computer players move on a stored clock, through the same queue, engine and store transaction as people. A game
// with a bot runs from the lobby to game over in every game, with a restart in the middle (a new Butler on the
// same store): the bot neither skips nor doubles a move, and a second instance waking the same chat changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { Reply } from '../../src/core/reply.ts';
import { BOT_DELAY_MS, BotTable } from '../helpers/bot-table.ts';
import type { GameEvent } from '../../src/games/types.ts';

let table: BotTable;
afterEach(async () => table?.close());

async function seat(game: string, dice: number[], settings: string[] = []): Promise<BotTable> {
  table = await new BotTable(dice).open();
  for (const s of settings) await table.say('alice', `/settings ${s}`);
  await table.say('alice', `/newgame ${game}`);
  await table.say('alice', '/addbot');
  await table.say('alice', '/startgame');
  return table;
}

const rollsBy = (player: string, replies: Reply[]): GameEvent[] =>
  replies.flatMap((r) => r.events).filter((e) => e.type === 'roll' && e.player === player);

describe('a bot’s pending move', () => {
  it('GIVEN a bot to move WHEN less than bot_delay has passed THEN nothing happens; at bot_delay it moves once, as one reply', async () => {
    await seat('craps', [2, 2, 3, 3, 1, 2]);
    await table.say('alice', 'бросаю кости');
    table.now += BOT_DELAY_MS - 1;
    expect(await table.butler.tick()).toEqual([]);
    table.now += 1;
    const moves = await table.butler.tick();
    expect(moves).toHaveLength(1);
    const [move] = moves;
    expect(rollsBy('bot:1', moves)).toEqual([{ type: 'roll', player: 'bot:1', dice: [3, 3] }]);
    expect(table.texts([move])[0]).toContain('🤖 Дживс');
    expect(await table.butler.tick()).toEqual([]); // the same due time again: already played
  });

  it('GIVEN a bot first in turn order WHEN the game starts THEN the start says it is thinking and it opens after the delay', async () => {
    table = await new BotTable([5, 6, 2, 2]).open();
    await table.say('alice', '/newgame craps');
    await table.say('alice', '/addbot');
    await table.say('alice', '/leave');
    await table.say('alice', '/join');
    const started = await table.say('alice', '/startgame');
    expect(table.texts([started!])[0]).toContain('Ход: 🤖 Дживс — думает…');
    expect(started?.buttons).toEqual([]);
    const played = await table.letBotsPlay();
    expect(rollsBy('bot:1', played)).toEqual([{ type: 'roll', player: 'bot:1', dice: [5, 6] }]);
    expect(table.texts(played)[0]).toContain('alice');
  });

  it('GIVEN turn timeouts switched off WHEN a person moves THEN the bot still has its clock and moves', async () => {
    await seat('craps', [2, 2, 3, 3], ['turn_timeout off']);
    await table.say('alice', 'бросаю кости');
    expect(rollsBy('bot:1', await table.letBotsPlay())).toHaveLength(1);
  });

  it('GIVEN the setting bot_delay 5 WHEN a person moves THEN the bot waits five seconds, not two', async () => {
    await seat('craps', [2, 2, 3, 3], ['bot_delay 5']);
    await table.say('alice', 'бросаю кости');
    table.now += 4_999;
    expect(await table.butler.tick()).toEqual([]);
    table.now += 1;
    expect(rollsBy('bot:1', await table.butler.tick())).toHaveLength(1);
  });

  it('GIVEN the bot’s move is due WHEN two instances on the same store wake the chat together THEN it is played once', async () => {
    await seat('craps', [2, 2, 3, 3, 1, 2]);
    await table.say('alice', 'бросаю кости');
    const second = await table.secondInstance();
    table.now += BOT_DELAY_MS;
    const [a, b] = await Promise.all([table.butler.tick(), second.butler.tick()]);
    await second.store.close();
    expect(rollsBy('bot:1', [...a, ...b])).toHaveLength(1);
    expect(table.dice.remaining()).toBe(2);
  });

  it('GIVEN the setting bot_delay 0 WHEN a person moves THEN the bot’s move is due at once; settle plays it and the next', async () => {
    await seat('bone_poker', [6, 6, 6, 6, 1, 1, 2, 3, 5, 6, 4, 4, 4, 4, 4], ['bot_delay 0']);
    await table.say('alice', 'бросаю покер');
    const played = await table.butler.settle('console:main');
    expect(rollsBy('bot:1', played)).toHaveLength(1);
    expect(played).toHaveLength(1); // then it is alice's turn again
  });

  it('GIVEN nothing due (a lobby, a person’s turn, a bot not yet due) WHEN the chat is settled THEN nothing is written', async () => {
    await seat('craps', [2, 2, 3, 3]);
    const version = async () => (await table.store.transact('console:main', (r) => ({ result: r?.version })));
    const before = await version();
    expect(await table.butler.settle('console:main')).toEqual([]); // alice's turn
    await table.say('alice', 'бросаю кости');
    const afterMove = await version();
    expect(afterMove).toBe((before ?? 0) + 1);
    expect(await table.butler.settle('console:main')).toEqual([]); // the bot is not due yet
    expect(await version()).toBe(afterMove);
  });

  it('GIVEN a bot to move and the process restarts before it is due WHEN the new process wakes THEN the move is played exactly once', async () => {
    await seat('craps', [2, 2, 3, 3, 1, 2]);
    await table.say('alice', 'бросаю кости');
    await table.restart();
    table.now += 60 * BOT_DELAY_MS; // long overdue after the restart
    const first = await table.butler.tick();
    const again = await table.butler.tick();
    expect(rollsBy('bot:1', [...first, ...again])).toEqual([{ type: 'roll', player: 'bot:1', dice: [3, 3] }]);
  });

  it('GIVEN a bot’s turn WHEN a person types a move THEN it is refused as not their turn and the bot still moves', async () => {
    await seat('craps', [2, 2, 3, 3]);
    await table.say('alice', 'бросаю кости');
    const refused = await table.say('alice', 'бросаю кости');
    expect(refused?.events).toEqual([{ type: 'rejected', player: 'alice', code: 'not_your_turn' }]);
    expect(rollsBy('bot:1', await table.letBotsPlay())).toHaveLength(1);
  });
});

describe('a bot game from lobby to game over, with a restart in the middle', () => {
  it('GIVEN Craps with a bot WHEN the Butler restarts mid-game THEN the bot rolls once per round and the round is judged', async () => {
    // come-out: alice 4 (point), bot 6 (point); point round 1: 3 and 3; round 2: alice hits 4, bot rolls 2.
    await seat('craps', [2, 2, 3, 3, 1, 2, 1, 2, 2, 2, 1, 1]);
    await table.say('alice', 'бросаю кости');
    await table.letBotsPlay();
    await table.say('alice', 'бросаю кости');
    await table.restart();
    await table.letBotsPlay();
    await table.say('alice', 'бросаю кости');
    await table.letBotsPlay();
    expect(rollsBy('bot:1', table.sent).map((e) => e.dice)).toEqual([[3, 3], [1, 2], [1, 1]]);
    const over = table.events('game_over');
    expect(over).toEqual([expect.objectContaining({ winners: ['alice'] })]);
    expect(table.dice.remaining()).toBe(0);
  });

  it('GIVEN Bone Poker with a bot WHEN round 1 is played and the Butler restarts THEN the bot rolls five, plays its round-2 reroll once and the game ends', async () => {
    await seat('bone_poker', [6, 6, 6, 6, 1, 1, 2, 3, 5, 6, 6, 6, 6, 6, 6]);
    await table.say('alice', 'бросаю покер');
    await table.letBotsPlay();
    await table.say('alice', 'Пас');
    await table.restart();
    const played = await table.letBotsPlay();
    expect(played).toHaveLength(1);
    const [reroll] = rollsBy('bot:1', played);
    // Against four 6s, a hand of nothing: the bot keeps its 6 and rerolls four (only poker or four 6s+ can win).
    expect(reroll).toEqual({ type: 'roll', player: 'bot:1', dice: [6, 6, 6, 6], kept: [6] });
    expect(table.events('game_over')).toEqual([expect.objectContaining({ winners: ['bot:1'] })]);
    expect(table.texts(played)[0]).toContain('🤖 Дживс');
  });

  it('GIVEN 1000 with a bot WHEN it banks 100 with two dice left and the Butler restarts THEN its five 5s later reach 1000', async () => {
    const bust = [2, 3, 4, 6, 6];
    await seat('thousand', [...bust, 1, 1, 1, 2, 3, ...bust, 5, 5, 5, 5, 5]);
    await table.say('alice', 'бросаю пять костей');
    const first = await table.letBotsPlay();
    expect(first.map((r) => r.events[0]?.type)).toEqual(['roll', 'banked']);
    await table.restart();
    await table.say('alice', 'бросаю пять костей');
    const second = await table.letBotsPlay();
    expect(second).toHaveLength(1);
    expect(table.events('game_over')).toEqual([expect.objectContaining({ winners: ['bot:1'] })]);
  });

  it('GIVEN Dice Poker solo against a bot WHEN the Butler restarts midway THEN all 15 rounds are played and every box is written once, in turn', async () => {
    // A fixed, long list of dice (a linear congruential sequence): scripted, and enough for any play.
    const dice: number[] = [];
    for (let x = 7, i = 0; i < 3_000; i++) dice.push(((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6 + 1);
    await seat('dice_poker', dice);
    const writers: string[] = [];
    for (let round = 1; round <= 15; round++) {
      const rolled = await table.say('alice', 'бросаю 5 костей');
      const written = await table.say('alice', rolled!.buttons.find((b) => b.text !== '')!.text); // (the first box beside the dice tray)
      writers.push(...(written!.events as GameEvent[]).filter((e) => e.type === 'scored').map((e) => e.player as string));
      if (round === 8) await table.restart();
      const played = await table.letBotsPlay();
      writers.push(...played.flatMap((r): GameEvent[] => r.events).filter((e) => e.type === 'scored').map((e) => e.player as string));
    }
    expect(writers).toEqual(Array.from({ length: 15 }, () => ['alice', 'bot:1']).flat());
    expect(table.events('game_over')).toHaveLength(1);
    expect(await table.say('alice', '/status').then((r) => r && r.events)).toEqual([]);
  });
});
