// The 1000 bot: the solved policy when given one, and its plain policy (bank at 300 or with two dice or fewer left,
// when the rules allow banking at all) while that is being solved.
import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { botMove } from '../../../src/strategy/bots/index.ts';
import { plainThousandAction, thousandBot } from '../../../src/strategy/bots/thousand.ts';
import { thousandPolicyMove } from '../../../src/strategy/thousand/bot-move.ts';
import { provideThousandPolicy } from '../../../src/strategy/thousand/policy-service.ts';
import { game } from '../../games/thousand/helpers.ts';
import { PLAIN, policyFor } from '../thousand/solved.ts';

const scripted = (values: number[]) => ({ roll: (n: number) => values.splice(0, n) });

function after(rolls: number[][], settings: Record<string, string> = {}): ThousandState {
  let state = thousandEngine.setup(['bot:1', 'alice'], { ...Object.fromEntries(thousandEngine.settings.map((s) => [s.key, s.default])), ...settings });
  for (const dice of rolls) {
    const result = thousandEngine.apply(state, { type: 'roll', player: 'bot:1', count: dice.length }, scripted([...dice]));
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return state;
}

describe('1000 bot', () => {
  it('GIVEN the turn start WHEN it is the bot’s turn THEN it rolls five', () => {
    expect(thousandBot(after([]), 'bot:1', {})).toEqual({ type: 'roll', player: 'bot:1', count: 5 });
  });

  it('GIVEN 100 in the turn and two dice left WHEN the bot may bank THEN it banks', () => {
    expect(thousandBot(after([[1, 1, 1, 2, 3]]), 'bot:1', {})).toEqual({ type: 'bank', player: 'bot:1' });
  });

  it('GIVEN 10 in the turn and four dice left WHEN not opened yet THEN it rolls on (banking is refused below 50)', () => {
    expect(thousandBot(after([[1, 2, 3, 4, 6]]), 'bot:1', {})).toEqual({ type: 'roll', player: 'bot:1', count: 4 });
  });

  it('GIVEN 15 with three dice left WHEN it could bank THEN it still rolls (below 300, more than two dice)', () => {
    const state = after([[1, 5, 2, 3, 4], [1, 2, 3]]);
    expect(state.turn.total).toBe(25);
    expect(thousandBot(state, 'bot:1', {})).toEqual({ type: 'roll', player: 'bot:1', count: 2 });
  });
});

describe('1000 bot with the solved policy', { timeout: 120_000 }, () => {
  // At 800 with 150 in the turn and three dice left the plain policy rolls on (below 300, more than two dice), but
  // banking now leaves 50 to go — the solved policy banks.
  const position = () => game({ 'bot:1': { score: 800 }, alice: {} }, PLAIN, { total: 150, diceLeft: 3, rolls: 2 });

  it('GIVEN the policy for the settings is solved WHEN the plain policy would roll at 800 + 150 with three dice THEN the bot banks', () => {
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    const state = position();
    expect(plainThousandAction(state, 'bot:1')).toEqual({ type: 'roll', player: 'bot:1', count: 3 });
    expect(botMove('thousand', state, 'bot:1', { thousandPolicy: thousandPolicyMove })).toEqual({ type: 'bank', player: 'bot:1' });
  });

  it('GIVEN the policy is still being solved (the source answers null) WHEN it is the bot\'s turn THEN it plays the plain policy at once', () => {
    const state = position();
    expect(botMove('thousand', state, 'bot:1', { thousandPolicy: () => null })).toEqual(plainThousandAction(state, 'bot:1'));
  });
});
