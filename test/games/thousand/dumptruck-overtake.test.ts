import { describe, expect, it } from 'vitest';
import { bank, game, ofType, score } from './helpers.ts';

const turnOf = (total: number) => ({ total, diceLeft: 2, rolls: 1 });

describe('1000: the dump truck (555 → 0)', () => {
  it('GIVEN a turn WHEN a bank makes exactly 555 THEN the banker drops to 0', () => {
    const state = game({ ann: { score: 505 }, bob: {} }, {}, turnOf(50));
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([
      { type: 'banked', player: 'ann', points: 50, total: 555, opened: false },
      { type: 'penalty', player: 'ann', kind: 'dumptruck', points: -555, total: 0 },
    ]);
    expect(score(after, 'ann')).toBe(0);
  });

  it('GIVEN others between the old score and 555 WHEN the banker is dumped THEN nobody is overtaken', () => {
    const state = game({ ann: { score: 505 }, bob: { score: 520 } }, {}, turnOf(50));
    const { state: after, events } = bank(state, 'ann');
    expect(ofType(events, 'penalty').map((e) => e.kind)).toEqual(['dumptruck']);
    expect(score(after, 'bob')).toBe(520);
  });

  it('GIVEN a player at 605 WHEN overtaken, so the −50 lands on 555 THEN they are dumped too', () => {
    const state = game({ ann: { score: 590 }, bob: { score: 605 } }, {}, turnOf(20));
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([
      { type: 'banked', player: 'ann', points: 20, total: 610, opened: false },
      { type: 'penalty', player: 'bob', kind: 'overtaken', points: -50, total: 555, by: 'ann' },
      { type: 'penalty', player: 'bob', kind: 'dumptruck', points: -555, total: 0 },
    ]);
    expect(score(after, 'bob')).toBe(0);
  });

  it('GIVEN dumptruck: off WHEN a bank makes 555 THEN 555 stays', () => {
    const state = game({ ann: { score: 505 }, bob: {} }, { dumptruck: 'off' }, turnOf(50));
    expect(score(bank(state, 'ann').state, 'ann')).toBe(555);
  });
});

describe('1000: overtaking', () => {
  it('GIVEN another player ahead WHEN a bank lifts from below to above them THEN they lose 50', () => {
    const state = game({ ann: { score: 300 }, bob: { score: 350 } }, {}, turnOf(100));
    const { state: after, events } = bank(state, 'ann');
    expect(ofType(events, 'penalty')).toEqual([
      { type: 'penalty', player: 'bob', kind: 'overtaken', points: -50, total: 300, by: 'ann' },
    ]);
    expect(score(after, 'bob')).toBe(300);
  });

  it('GIVEN several players ahead WHEN a bank passes some of them THEN each overtaken loses 50 and the others keep their score', () => {
    const state = game({ ann: { score: 300 }, bob: { score: 320 }, cid: { score: 380 }, dan: { score: 500 } }, {}, turnOf(100));
    const { state: after } = bank(state, 'ann');
    expect([score(after, 'bob'), score(after, 'cid'), score(after, 'dan')]).toEqual([270, 330, 500]);
  });

  it('GIVEN equal scores WHEN a bank reaches an equal score or starts from one THEN nobody loses anything', () => {
    const equalAfter = game({ ann: { score: 300 }, bob: { score: 400 } }, {}, turnOf(100));
    expect(score(bank(equalAfter, 'ann').state, 'bob')).toBe(400);
    const equalBefore = game({ ann: { score: 300 }, bob: { score: 300 } }, {}, turnOf(50));
    expect(score(bank(equalBefore, 'ann').state, 'bob')).toBe(300);
  });

  it('GIVEN a player at 40 WHEN overtaken THEN they lose 40: no score goes below 0', () => {
    const state = game({ ann: {}, bob: { score: 40 } }, {}, turnOf(50));
    const { state: after, events } = bank(state, 'ann');
    expect(ofType(events, 'penalty')).toEqual([
      { type: 'penalty', player: 'bob', kind: 'overtaken', points: -40, total: 0, by: 'ann' },
    ]);
    expect(score(after, 'bob')).toBe(0);
  });

  it('GIVEN overtake: off WHEN a bank passes another player THEN nobody loses anything', () => {
    const state = game({ ann: { score: 300 }, bob: { score: 350 } }, { overtake: 'off' }, turnOf(100));
    expect(score(bank(state, 'ann').state, 'bob')).toBe(350);
  });
});
