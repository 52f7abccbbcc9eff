// Issue 43: a question about the odds of a Craps roll is answered with the exact odds of the roll to come; nothing
// changes (the harness draws no dice for it). The figures are counted here from the 36 rolls of two dice, not taken
// from the code under test.
import { describe, expect, it } from 'vitest';
import { toPlain } from '../../src/messages/rich.ts';
import { textFor } from '../../src/messages/index.ts';
import { doesAt, replyAt } from '../helpers/does-at.ts';

/** The share of the 36 rolls of two dice whose sum is in `sums`, as the replies round it. */
function percentOf(sums: readonly number[]): string {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (sums.includes(a + b)) n++;
  return `${Math.round((n / 36) * 100)} %`;
}

describe('Craps odds asked', () => {
  it.each([
    ['ru', 'какие у меня шансы выкинуть семёрку?'],
    ['uk', 'які шанси викинути сімку?'],
    ['en', 'what are my odds this roll?'],
  ] as const)('GIVEN a come-out roll owed (%s) WHEN %j THEN the odds of a win, a loss and a point, nothing rolled', (language, text) => {
    expect(doesAt(text, { game: 'craps', phase: 'turn' }, language)).toEqual({ do: 'answer' });
    const reply = replyAt(text, { game: 'craps', phase: 'turn' }, language)!;
    expect(reply).toContain(percentOf([7, 11]));
    expect(reply).toContain(percentOf([2, 3, 12]));
  });

  it('GIVEN a point of 8 WHEN the odds are given THEN the point this roll is 5 in 36 and before a seven 5 in 11', () => {
    const rich = textFor('en').crapsAdvice.crapsAdvice.crapsPointOdds(8);
    expect(toPlain(rich)).toContain(`${percentOf([8])} (5 in 36)`);
    expect(toPlain(rich)).toContain(`${Math.round((5 / 11) * 100)} %`);
  });

  it('GIVEN another player on turn WHEN the odds are asked THEN quiet', () => {
    expect(doesAt('what are my odds this roll?', { game: 'craps', phase: 'other' }, 'en')).toEqual({ do: 'quiet' });
  });
});
