// The 1000 review at game over through the whole Butler: each person's stop-or-roll decision is recorded with the
// running game as it is made, and the game-over reply names the costliest ones in expected turns to 1000.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { configureThousandPolicies, peekThousandPolicy, provideThousandPolicy } from '../../src/strategy/thousand/policy-service.ts';
import { BotTable } from '../helpers/bot-table.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { choicesAtHundredWithTwoLeft, PLAIN, policyFor } from '../strategy/thousand/solved.ts';

let chat: TestChat;
let table: BotTable | undefined;
afterEach(async () => {
  await chat?.close();
  await table?.close();
  table = undefined;
});

// Turn 1: ⚀⚀⚀ ⚁ ⚂ = 100 with two dice left; alice rolls them on (⚁ ⚂, nothing) instead of «Хватит».
// Turn 2: five ⚀ = 1000 at once.
const DICE = [1, 1, 1, 2, 3, 2, 3, 1, 1, 1, 1, 1];

async function playGame(beforeTheWin: () => Promise<unknown> = async () => {}): Promise<NonNullable<Awaited<ReturnType<TestChat['say']>>>> {
  chat = await makeChat({ dice: [...DICE] });
  for (const [key, value] of Object.entries(PLAIN)) await chat.say('alice', `/settings ${key} ${value}`);
  await chat.say('alice', '/newgame thousand');
  await chat.say('alice', '/startgame');
  await chat.say('alice', 'бросаю 5 костей');
  await chat.say('alice', 'бросаю 2 кости');
  await beforeTheWin();
  return (await chat.say('alice', 'бросаю 5 костей'))!;
}

describe('1000 review at game over', { timeout: 120_000 }, () => {
  it('GIVEN alice rolled on at 0 + 100 with two dice where «Хватит» was better WHEN alice wins THEN the review names that roll and its cost in turns', async () => {
    const policy = policyFor(PLAIN);
    provideThousandPolicy(PLAIN, policy);
    const over = await playGame();
    const values = choicesAtHundredWithTwoLeft(policy);
    const cost = values.roll - values.bank!;
    expect(cost).toBeGreaterThan(0.5);
    expect(over.text).toContain('Разбор решений «бросать или хватит»');
    expect(over.text).toContain(`alice: дороже всего бросок 2 кости при 0 + 100 очков хода (−${cost.toFixed(1)} `);
    const gameOver = over.events.find((e) => e.type === 'game_over') as Record<string, unknown> | undefined;
    expect(gameOver?.review).toEqual({
      alice: {
        lost: Number(cost.toFixed(2)),
        decisions: 1,
        worst: [{ score: 0, turn_total: 100, dice: 2, chose: 'roll', better: 'bank', cost: Number(cost.toFixed(2)) }],
      },
    });
  });

  it('GIVEN the policy for the settings is not solved at game over WHEN alice wins THEN the game-over reply comes without a review and nothing breaks', async () => {
    configureThousandPolicies({ forget: true });
    const over = await playGame();
    expect(over.events.map((e) => e.type)).toContain('game_over');
    expect(over.text).not.toContain('Разбор решений');
    expect((over.events.find((e) => e.type === 'game_over') as Record<string, unknown>).review).toBeUndefined();
  });

  it('GIVEN solving ahead is on (as main sets it) and nothing solved WHEN alice makes her first decision THEN the policy is solved in a worker meanwhile and the game-over reply has the review', async () => {
    configureThousandPolicies({ forget: true, ahead: true });
    try {
      const over = await playGame(async () => {
        expect(peekThousandPolicy(PLAIN)).toBeNull(); // asked for, not waited on
        // nobody else asks: only the recorded decision can have started the solve
        for (let waited = 0; !peekThousandPolicy(PLAIN) && waited < 60_000; waited += 50) await sleep(50);
      });
      expect(over.text).toContain('Разбор решений «бросать или хватит»');
    } finally {
      configureThousandPolicies({ ahead: false });
    }
  });

  it('GIVEN alice against a computer player, her costly roll on at 0 + 100 WHEN the bot wins with five ⚀ THEN the bot\'s game-over reply carries alice\'s review and no line for the bot', async () => {
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    table = await new BotTable([1, 1, 1, 2, 3, 2, 3, 1, 1, 1, 1, 1]).open();
    for (const [key, value] of Object.entries(PLAIN)) await table.say('alice', `/settings ${key} ${value}`);
    await table.say('alice', '/newgame thousand');
    await table.say('alice', '/addbot');
    await table.say('alice', '/startgame');
    await table.say('alice', 'бросаю 5 костей');
    await table.say('alice', 'бросаю 2 кости');
    const played = await table.letBotsPlay();
    const over = played.find((r) => r.events.some((e) => e.type === 'game_over'))!;
    expect((over.events.find((e) => e.type === 'game_over') as unknown as { winners: string[] }).winners).toEqual(['bot:1']);
    const text = table.texts([over])[0];
    expect(text).toContain('Разбор решений «бросать или хватит»');
    expect(text).toContain('alice: дороже всего бросок 2 кости при 0 + 100 очков хода');
    // (the rating lines under the review name every player, the bot too: they are not the review)
    const reviewText = text.slice(text.indexOf('Разбор решений')).split('📈')[0]!;
    expect(reviewText).not.toContain('Дживс');
    const review = (over.events.find((e) => e.type === 'game_over') as unknown as { review?: Record<string, unknown> }).review;
    expect(Object.keys(review ?? {})).toEqual(['alice']);
  });
});
