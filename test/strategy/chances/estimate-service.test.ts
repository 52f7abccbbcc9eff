// The chances worker as a chat meets it, without timing: /status never waits (the first ask for a position shows
// no figure and hands it to the worker); once the worker has answered that very position (awaited here, not
// slept for) /status shows its figures; a move makes a new position, which starts again with none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BonePokerState } from '../../../src/games/bone-poker/index.ts';
import { bonePokerChances } from '../../../src/strategy/chances/bone-poker.ts';
import { configureChanceEstimates, lastChances, whenChances } from '../../../src/strategy/chances/estimate-service.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
beforeEach(() => configureChanceEstimates({ enabled: true, forget: true }));
afterEach(async () => {
  await chat?.close();
  configureChanceEstimates({ enabled: false, forget: true });
});

const chancesOf = (events: { type: string }[] | undefined) =>
  (events?.find((e) => e.type === 'chances') as { players: Record<string, number> } | undefined)?.players;

async function game() {
  const stored = JSON.parse((await chat.store.peek('console:main'))!.data) as { game: { id: 'bone_poker'; settings: Record<string, string>; state: BonePokerState } };
  return stored.game;
}

describe('chances worker', () => {
  it('GIVEN Bone Poker round 2 with both players still to reroll WHEN /status, the worker answers, /status again THEN none first, the exact figures second', async () => {
    chat = await makeChat({ admins: ['alice'], dice: [5, 5, 5, 2, 2, 6, 6, 1, 3, 4, 1, 2] });
    await chat.say('alice', '/newgame bone_poker');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    await chat.say('alice', 'бросаю покер');
    const rolled = await chat.say('bob', 'бросаю покер');
    // two movers: no exact figure on the move's reply either
    expect(chancesOf(rolled?.events)).toBeUndefined();
    const first = await chat.say('carol', '/status');
    expect(chancesOf(first?.events)).toBeUndefined();
    expect(first?.text).not.toMatch(/Шансы/);

    const position = await game();
    const answer = await whenChances(position);
    expect(answer).toEqual({ players: bonePokerChances(position.state), kind: 'exact' });
    const second = await chat.say('carol', '/status');
    const shown = chancesOf(second?.events)!;
    expect(shown.alice).toBeCloseTo(answer!.players.alice!, 4);
    expect(second?.text).toMatch(/Шансы: alice \d+ %, bob \d+ %/);

    // alice stands: one mover left, exact on the spot again, and the worker's old figures are not this position's
    await chat.say('alice', 'Пас');
    expect(lastChances(await game())).toBeNull();
  }, 60_000);

  it('GIVEN Bone Poker round 1 WHEN the worker has estimated it THEN /status shows an estimate with its margin', async () => {
    chat = await makeChat({ admins: ['alice'], dice: [6, 6, 6, 6, 2] });
    await chat.say('alice', '/newgame bone_poker');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    await chat.say('alice', 'бросаю покер');
    const position = await game();
    const answer = (await whenChances(position))!;
    expect(answer.kind).toBe('estimate');
    // the same position again: the same figures (seeded by the position), from the cache
    expect(await whenChances(position)).toBe(answer);
    const said = await chat.say('carol', '/status');
    expect(said?.text).toMatch(/Шансы \(оценка, ±7 %\): alice \d+ %, bob \d+ %/);
  }, 60_000);
});
