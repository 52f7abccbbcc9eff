// RULES.md §6: a game needs at least one person. When the last person leaves, is kicked or is removed after three
// silent turns, the game ends at once without a winner, even though bots could play on.
import { afterEach, describe, expect, it } from 'vitest';
import { BotTable, CHAT } from '../helpers/bot-table.ts';
import { replayGame } from '../../src/dice/fair/replay-game.ts';

let table: BotTable;
afterEach(async () => table?.close());

async function seat(game: string, people: string[], bots: number, dice: number[] = []): Promise<BotTable> {
  table = await new BotTable(dice).open();
  await table.say('alice', `/newgame ${game}`);
  for (const p of people.slice(1)) await table.say(p, '/join');
  for (let i = 0; i < bots; i++) await table.say('alice', '/addbot');
  await table.say('alice', '/startgame');
  return table;
}

describe('the last person leaves', () => {
  it('GIVEN a solo Dice Poker game against a bot WHEN the person leaves THEN the game ends without a winner', async () => {
    await seat('dice_poker', ['alice'], 1);
    const left = await table.say('alice', '/leave');
    expect(left?.events).toEqual([
      { type: 'forfeit', player: 'alice' },
      { type: 'game_over', game: 'dice_poker', winners: [], reason: 'no_people' },
    ]);
    expect(table.texts([left!])[0]).toContain('игра окончена без победителя');
    expect(table.texts([(await table.say('alice', '/status'))!])[0]).toContain('Сейчас игры нет');
    expect(await table.letBotsPlay()).toEqual([]); // no bot move is left pending
  });

  it('GIVEN a person and a bot in Dice Poker WHEN the person leaves after a roll THEN the game goes on record ending with that forfeit, without a winner, and replays so', async () => {
    await seat('dice_poker', ['alice'], 1, [1, 2, 3, 4, 5]);
    table.now += 10_000; // past the seed window
    await table.say('alice', 'бросаю 5 костей');
    await table.say('alice', '/leave');
    const [latest] = await table.store.gameRecords!.history(CHAT, 1);
    const record = (await table.store.gameRecords!.game(latest!.id))!;
    expect(record.moves.map((m) => m.a.type)).toEqual(['roll', 'forfeit']);
    expect(record).toMatchObject({ how: 'finished', winners: [], scores: null });
    // the engine alone would name the bot, the one left; the replay follows RULES §6 as the game did
    expect(replayGame(record, () => null)).toBeNull();
    expect(replayGame({ ...record, winners: ['bot:1'] }, () => null)).toMatchObject({ problem: 'outcome', field: 'winners' });
  });

  it('GIVEN two bots and one person in Craps WHEN an admin kicks the person THEN the game ends without a winner', async () => {
    await seat('craps', ['alice', 'bob'], 2);
    await table.say('alice', '/kick alice');
    const kicked = await table.say('alice', '/kick bob');
    expect(kicked?.events.at(-1)).toEqual({ type: 'game_over', game: 'craps', winners: [], reason: 'no_people' });
  });

  it('GIVEN a running game with two bots WHEN an admin types /kick Дживс THEN that bot is out and the game goes on', async () => {
    await seat('craps', ['alice'], 2);
    const kicked = await table.say('alice', '/kick Дживс');
    expect(kicked?.events).toEqual([{ type: 'forfeit', player: 'bot:1' }]);
    expect(table.texts([kicked!])[0]).toContain('🤖 Дживс');
  });

  it('GIVEN two people and a bot WHEN one person leaves THEN the game goes on with the other person and the bot', async () => {
    await seat('bone_poker', ['alice', 'bob'], 1);
    const left = await table.say('alice', '/leave');
    expect(left?.events).toEqual([{ type: 'forfeit', player: 'alice' }]);
    expect(table.texts([(await table.say('bob', '/status'))!])[0]).toContain('bob');
  });

  it('GIVEN a solo game with a bot WHEN the person misses three turns THEN the removal ends the game without a winner', async () => {
    const dice: number[] = [];
    for (let x = 11, i = 0; i < 500; i++) dice.push(((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6 + 1);
    await seat('dice_poker', ['alice'], 1, dice);
    for (let turn = 0; turn < 3 && table.events('game_over').length === 0; turn++) {
      table.now += 10 * 60_000;
      await table.butler.tick();
      await table.letBotsPlay();
    }
    const over = table.events('game_over');
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ winners: [], reason: 'no_people' });
    expect(table.events('timeout').map((e) => e.player)).toEqual(['alice', 'alice', 'alice']);
    expect(table.texts().join('\n')).toContain('игра окончена без победителя');
  });
});
