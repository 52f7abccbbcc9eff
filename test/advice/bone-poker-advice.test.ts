// Issue 43: Bone Poker's round 2 advice — «подскажи» gives the reroll with the best chance to win, a question about
// one choice gives that choice's exact chance against the best one; nothing in the game changes. The chances are
// checked against a brute force of the whole round: me first, then bob answering each hand I end on with his best.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { handlePhrase } from '../../src/commands/phrase-move.ts';
import { renderContextFor } from '../../src/commands/render-context.ts';
import { compareHands, handValue } from '../../src/games/bone-poker/hand-rank.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { ME, momentSession, type Moment } from '../reading/corpus-moment.ts';

function ask(text: string, at: Moment, language: string) {
  const session = momentSession(at, language);
  const before = JSON.stringify(session.game?.state);
  const ctx = { session, user: ME, options: {}, isAdmin: false, now: 0, dice: { roll: () => { throw new Error('no dice for advice'); } }, render: renderContextFor(session, [ME]) };
  const intent = readMessage(text);
  const out = intent === null || intent.kind === 'command' ? null : handlePhrase(intent, ctx);
  expect(JSON.stringify(session.game?.state)).toBe(before);
  return out;
}

/** Every way to roll `k` dice, equally likely. */
function outcomes(k: number): number[][] {
  let all: number[][] = [[]];
  for (let i = 0; i < k; i++) all = all.flatMap((o) => [1, 2, 3, 4, 5, 6].map((d) => [...o, d]));
  return all;
}

/** bob's best chance (a tie shared) with `hand`, rerolling any subset, against my final `mine`. */
function bobBest(hand: readonly number[], mine: readonly number[]): number {
  const target = handValue(mine);
  let best = 0;
  for (let mask = 0; mask < 32; mask++) {
    const kept = hand.filter((_, i) => !(mask & (1 << i)));
    let sum = 0;
    const all = outcomes(5 - kept.length);
    for (const o of all) {
      const cmp = compareHands(handValue([...kept, ...o]), target);
      sum += cmp > 0 ? 1 : cmp === 0 ? 0.5 : 0;
    }
    best = Math.max(best, sum / all.length);
  }
  return best;
}

/** My chance to win when I reroll `reroll` from `hand` and bob (holding 2 2 3 3 6) answers as well as he can. */
function myChance(hand: readonly number[], reroll: readonly number[]): number {
  const kept = [...hand];
  for (const v of reroll) kept.splice(kept.indexOf(v), 1);
  const all = outcomes(reroll.length);
  let sum = 0;
  for (const o of all) sum += 1 - bobBest([2, 2, 3, 3, 6], [...kept, ...o]);
  return sum / all.length;
}

const FOUR_SIXES: Moment = { game: 'bone_poker', phase: 'round2', hand: [6, 6, 6, 6, 1] };

describe('Bone Poker round 2 advice', () => {
  it.each([
    ['ru', 'есть смысл перекидывать единицу?'],
    ['uk', 'чи варто перекидати одиницю?'],
    ['en', 'should I reroll the 1?'],
  ])('GIVEN four sixes and a one WHEN the player asks (%s) whether to reroll the one THEN the exact chance to win with it, nothing changes', (language, text) => {
    const out = ask(text, FOUR_SIXES, language);
    const want = myChance([6, 6, 6, 6, 1], [1]);
    expect(out?.events).toMatchObject([{ type: 'answer', reroll: [1] }]);
    expect((out!.events[0] as unknown as { chance: number }).chance).toBeCloseTo(want, 4);
    expect(toPlain(out!.rich)).toContain(`${Math.round(want * 100)} %`);
  });

  it('GIVEN a pass asked about WHEN the best choice is another THEN the answer names the better choice with its chance', () => {
    const hand = [5, 5, 2, 2, 1];
    const out = ask('should I pass?', { game: 'bone_poker', phase: 'round2', hand }, 'en');
    const pass = myChance(hand, []);
    const ones = myChance(hand, [1]);
    expect((out!.events[0] as unknown as { chance: number }).chance).toBeCloseTo(pass, 4);
    expect(ones).toBeGreaterThan(pass);
    expect(toPlain(out!.rich)).toMatch(/Best: reroll/);
  });

  it('GIVEN round 2 on my turn WHEN «подскажи» THEN the best reroll and its chance, the same as the brute force finds', () => {
    const hand = [6, 6, 6, 6, 1];
    const out = ask('подскажи', { game: 'bone_poker', phase: 'round2', hand }, 'ru');
    const best = (out!.events[0] as { options: Array<{ move: { reroll: number[] }; chance: number }> }).options[0]!;
    const brute = Math.max(myChance(hand, []), myChance(hand, [1]), myChance(hand, [6]));
    expect(best.chance).toBeCloseTo(brute, 4);
    expect(toPlain(out!.rich)).toContain('💡');
  });

  it('GIVEN round 1 WHEN «подскажи» THEN the Butler says round-2 hints are for the player on turn, nothing changes', () => {
    const out = ask('подскажи', { game: 'bone_poker', phase: 'round1' }, 'ru');
    expect(out?.events).toEqual([]);
    expect(toPlain(out!.rich)).toMatch(/втором круге/);
  });
});
