// The proof: /status gives the player to move their chance to win within ±0.005 of an independent
// computation — plain brute force over every choice of dice by position and every outcome, judged by the games'
// own rules (hand comparison; the engine writing the last box and totalling the sheets).
import { afterEach, describe, expect, it } from 'vitest';
import { compareHands, handValue } from '../../../src/games/bone-poker/hand-rank.ts';
import { BOXES, dicePokerEngine, totalOf, type DicePokerState } from '../../../src/games/dice-poker/index.ts';
import { writePhrase } from '../../../src/messages/ru/dice-poker.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

/** Every way to reroll `dice` once: for each of the 32 position subsets, the equally likely results. */
function rerolls(dice: number[]): number[][][] {
  const out: number[][][] = [];
  for (let mask = 0; mask < 32; mask++) {
    const idx = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    const finals: number[][] = [];
    for (let o = 0; o < 6 ** idx.length; o++) {
      const d = [...dice];
      let r = o;
      for (const i of idx) {
        d[i] = (r % 6) + 1;
        r = Math.floor(r / 6);
      }
      finals.push(d);
    }
    out.push(finals);
  }
  return out;
}

/** The best average share over the 32 rerolls (mask 0 = standing). */
function best(dice: number[], share: (final: number[]) => number): number {
  return Math.max(...rerolls(dice).map((finals) => finals.reduce((t, f) => t + share(f), 0) / finals.length));
}

const chancesOf = (events: { type: string }[] | undefined) =>
  (events?.find((e) => e.type === 'chances') as { players: Record<string, number> } | undefined)?.players;

describe('/status chances to win', () => {
  it('GIVEN Bone Poker round 2 with one player left to reroll WHEN /status THEN that player’s chance is within 0.005 of brute force, and the line shows both', async () => {
    chat = await makeChat({ admins: ['alice'], dice: [5, 5, 5, 2, 2, 6, 6, 1, 3, 4] });
    await chat.say('alice', '/newgame bone_poker');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    await chat.say('alice', 'бросаю покер');
    await chat.say('bob', 'бросаю покер');
    await chat.say('alice', 'Пас');
    const said = await chat.say('carol', '/status');
    const target = handValue([5, 5, 5, 2, 2]);
    const exact = best([6, 6, 1, 3, 4], (f) => {
      const c = compareHands(handValue(f), target);
      return c > 0 ? 1 : c === 0 ? 0.5 : 0;
    });
    const chances = chancesOf(said?.events)!;
    expect(Math.abs(chances.bob! - exact)).toBeLessThan(0.005);
    expect(said?.text).toMatch(/Шансы: alice \d+ %, bob \d+ %/);
  });

  it('GIVEN a Dice Poker last round with one box left and one roll left WHEN /status THEN the mover’s chance is within 0.005 of brute force through the engine', async () => {
    const boxes = [...BOXES];
    const script: number[] = [];
    // 14 rounds of straight 1-2-3-4-5 for both, then alice's last, bob's first roll and a reroll of three
    for (let i = 0; i < 28; i++) script.push(1, 2, 3, 4, 5);
    script.push(6, 6, 5, 5, 4, 6, 6, 2, 2, 5, 6, 3, 1);
    chat = await makeChat({ admins: ['alice'], dice: script });
    await chat.say('alice', '/newgame dice_poker');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    for (const box of boxes.slice(0, 14)) {
      for (const who of ['alice', 'bob']) {
        await chat.say(who, 'бросаю пять костей');
        await chat.say(who, writePhrase(box));
      }
    }
    const last = boxes[14]!;
    await chat.say('alice', 'бросаю пять костей');
    await chat.say('alice', writePhrase(last));
    await chat.say('bob', 'бросаю пять костей');
    await chat.say('bob', 'Перебрасываю 2, 2 и 5, бросаю три кости');
    const said = await chat.say('carol', '/status');
    const stored = JSON.parse((await chat.store.peek('console:main'))!.data) as { game: { state: DicePokerState } };
    const state = stored.game.state;
    expect(state.turn.rolls).toBe(2);
    const exact = best(state.turn.dice, (dice) => {
      const r = dicePokerEngine.apply({ ...state, turn: { rolls: 3, dice, reroll: null } }, { type: 'score', player: 'bob', box: last }, { roll: () => [] });
      if (!r.ok) throw new Error(r.code);
      const [bob, alice] = [totalOf(r.state, 'bob'), totalOf(r.state, 'alice')];
      return bob > alice ? 1 : bob === alice ? 0.5 : 0;
    });
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(1);
    expect(Math.abs(chancesOf(said?.events)!.bob! - exact)).toBeLessThan(0.005);
    // the sheet's chance bars show the same figures
    expect(said!.reply.image!.spec.chances!.players.bob).toBeCloseTo(chancesOf(said?.events)!.bob!, 4);
  });
});
