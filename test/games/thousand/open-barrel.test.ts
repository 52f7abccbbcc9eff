import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/index.ts';
import { bank, game, ofType, player, roll, score, types } from './helpers.ts';

const OPEN = { barrel: 'open' } as const;

describe('1000: the open barrel (barrel: open) — exactly 1000', () => {
  it('GIVEN 950 WHEN the player banks THEN it is allowed: nobody sits on a barrel', () => {
    const state = game({ ann: { score: 900 }, bob: {} }, OPEN, { total: 50, diceLeft: 2, rolls: 1 });
    expect(player(state, 'ann').barrel).toBeNull();
    expect(thousandEngine.expected(state)?.moves).toContainEqual({ type: 'bank' });
    const { state: after, events } = bank(state, 'ann');
    expect(score(after, 'ann')).toBe(950);
    expect(ofType(events, 'barrel')).toEqual([]);
  });

  it('GIVEN a turn that makes exactly 1000 WHEN it is banked THEN the player wins', () => {
    const state = game({ ann: { score: 990 }, bob: {} }, OPEN);
    const { state: after, events } = roll(state, 'ann', 1, 2, 3, 4, 6);
    expect(after.winners).toEqual(['ann']);
    expect(events.at(-1)).toMatchObject({ type: 'game_over', scores: { ann: 1000, bob: 0 } });
  });

  it('GIVEN a turn that passes 1000 WHEN it is played THEN the turn burns and the player gets a mark, not a bolt', () => {
    const state = game({ ann: { score: 990 }, bob: {} }, OPEN);
    const { state: after, events } = roll(state, 'ann', 1, 1, 2, 3, 4); // +20 → 1010
    expect(types(events)).toEqual(['roll', 'turn_score', 'bust', 'mark']);
    expect(ofType(events, 'bust')[0]).toEqual({ type: 'bust', player: 'ann', reason: 'overshoot', lost: 20 });
    expect(player(after, 'ann')).toMatchObject({ score: 990, marks: 1, bolts: 0 });
    expect(after.current).toBe(1);
    expect(after.winners).toBeNull();
  });

  it('GIVEN five marks WHEN the sixth comes THEN it costs 100 and the count starts again', () => {
    const state = game({ ann: { score: 990, marks: 5 }, bob: {} }, OPEN);
    const { state: after, events } = roll(state, 'ann', 5, 5, 5, 2, 3);
    expect(events.slice(3)).toEqual([
      { type: 'mark', player: 'ann', marks: 6 },
      { type: 'penalty', player: 'ann', kind: 'marks', points: -100, total: 890 },
    ]);
    expect(player(after, 'ann')).toMatchObject({ score: 890, marks: 0 });
  });

  it('GIVEN 655 and five marks WHEN the sixth mark\'s penalty lands on 555 THEN the dump truck drops it to 0', () => {
    const state = game({ ann: { score: 655, marks: 5 }, bob: {} }, OPEN, { total: 340, diceLeft: 1, rolls: 4 });
    const { state: after, events } = roll(state, 'ann', 1); // 350 → 1005
    expect(ofType(events, 'penalty').map((e) => [e.kind, e.total])).toEqual([
      ['marks', 555],
      ['dumptruck', 0],
    ]);
    expect(score(after, 'ann')).toBe(0);
  });

  it('GIVEN a score near 1000 WHEN the player busts THEN a bolt follows as usual (there is no barrel to sit on)', () => {
    const state = game({ ann: { score: 950 }, bob: {} }, OPEN);
    const { events } = roll(state, 'ann', 2, 3, 4, 6, 6);
    expect(ofType(events, 'bolt')).toEqual([{ type: 'bolt', player: 'ann', bolts: 1 }]);
  });
});
