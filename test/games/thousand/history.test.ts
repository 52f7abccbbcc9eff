import { describe, expect, it } from 'vitest';
import { appendScores, readScoreLog, thousandStateSchema } from '../../../src/games/thousand/index.ts';
import { bank, game, roll } from './helpers.ts';

describe('1000: the score history the race chart is drawn from', () => {
  it('GIVEN a new game WHEN Ann banks 100 and Bob busts THEN each finished turn adds everyone\'s scores', () => {
    const start = game(['ann', 'bob']);
    expect(readScoreLog(start.history)).toEqual([]);
    const banked = bank(roll(start, 'ann', 1, 1, 1, 2, 3).state, 'ann').state;
    expect(readScoreLog(banked.history)).toEqual([{ ann: 100, bob: 0 }]);
    const busted = roll(banked, 'bob', 2, 3, 4, 6, 6).state;
    expect(readScoreLog(busted.history)).toEqual([
      { ann: 100, bob: 0 },
      { ann: 100, bob: 0 },
    ]);
  });

  it('GIVEN a game stored before the history was kept WHEN it is read and played on THEN it starts a history', () => {
    const { history: _none, ...old } = game(['ann', 'bob']);
    const stored = thousandStateSchema.parse(JSON.parse(JSON.stringify(old)));
    expect(stored.history).toBeUndefined();
    const banked = bank(roll(stored, 'ann', 1, 1, 1, 2, 3).state, 'ann').state;
    expect(readScoreLog(banked.history)).toEqual([{ ann: 100, bob: 0 }]);
  });

  it('GIVEN a game WHEN Ann reaches 1000 THEN the winning score is the last entry', () => {
    const near = game({ ann: { score: 950, barrel: null }, bob: {} }, { barrel: 'none' });
    const won = roll(near, 'ann', 1, 1, 1, 2, 3).state;
    expect(won.winners).toEqual(['ann']);
    expect(readScoreLog(won.history).at(-1)).toEqual({ ann: 1050, bob: 0 });
  });

  it('GIVEN player ids with separators in them WHEN the log is written and read back THEN the log reads back exactly', () => {
    const odd = { 'a=b;c,d': 120, 'Їжак 🎲': 0, '%41': 5 };
    expect(readScoreLog(appendScores(appendScores(undefined, odd), { x: 1 }))).toEqual([odd, { x: 1 }]);
  });
});
