import { describe, expect, it } from 'vitest';
import type { ThousandPlayer, ThousandTurn } from '../../../src/games/thousand/state.ts';
import { thousandBotAction } from '../../../src/strategy/thousand/bot-action.ts';
import { game } from '../../games/thousand/helpers.ts';
import { PLAIN, policyFor } from './solved.ts';

const player = (patch: Partial<ThousandPlayer>): ThousandPlayer => ({
  id: 'ann',
  score: 0,
  opened: true,
  bolts: 0,
  marks: 0,
  falls: 0,
  barrel: null,
  ...patch,
});
const turn = (total: number, diceLeft: number, rerollOwed = false): ThousandTurn => ({ total, diceLeft, rolls: 1, rerollOwed });

describe('1000 policy: hand-checked positions (default settings)', { timeout: 180_000 }, () => {
  const policy = policyFor({});

  it('GIVEN 250 points in the turn with all five dice scored WHEN a re-roll of five is owed THEN the policy must roll five (no bank), though it banks the same points with dice left', () => {
    const owed = policy.choices(player({ score: 300 }), turn(250, 5, true))!;
    expect(owed.bank).toBeNull();
    expect(owed.best).toBe('roll');
    expect(owed.dice).toBe(5);
    const free = policy.choices(player({ score: 300 }), turn(250, 1))!;
    expect(free.best).toBe('bank');
    const state = game({ ann: { score: 300 } }, {}, { total: 250, diceLeft: 5, rolls: 2, rerollOwed: true });
    expect(thousandBotAction(policy, state, 'ann')).toEqual({ type: 'roll', player: 'ann', count: 5 });
  });

  it('GIVEN 220 (in the 200 pit) WHEN the turn has 50 points THEN banking is not offered; at 80 points (reaching 300) it is', () => {
    expect(policy.choices(player({ score: 220 }), turn(50, 2))!.bank).toBeNull();
    expect(policy.choices(player({ score: 220 }), turn(50, 2))!.best).toBe('roll');
    expect(policy.choices(player({ score: 220 }), turn(80, 1))!.bank).not.toBeNull();
  });

  it('GIVEN a player on the barrel at 900 with 95 in the turn and one die WHEN asked THEN only a win counts: no bank, and rolling costs 4/6 of the next barrel position', () => {
    const sitting = player({ score: 900, barrel: 3 });
    const choice = policy.choices(sitting, turn(95, 1))!;
    expect(choice.bank).toBeNull();
    // A 1 or a 5 reaches 1000 (a win, no turns after this one); anything else burns the turn: two barrel turns left.
    const next = policy.expectedTurns({ ...sitting, barrel: 2 })!;
    expect(choice.roll).toBeCloseTo((4 / 6) * next, 12);
  });

  it('GIVEN 540 and 15 in the turn WHEN the dump truck is on THEN banking (555 → 0) costs a game from zero and the policy rolls', () => {
    const choice = policy.choices(player({ score: 540, bolts: 1 }), turn(15, 3))!;
    const fromZero = policy.expectedTurns(player({ score: 0, bolts: 1 }))!;
    expect(choice.bank).toBeCloseTo(fromZero, 12);
    expect(choice.best).toBe('roll');
    // Only 555 is the truck: five points more, the same bank keeps its score.
    const past = policy.choices(player({ score: 540, bolts: 1 }), turn(20, 3))!;
    expect(past.bank!).toBeLessThan(fromZero - 10);
    // With the truck off (the plainest race, solved once per worker for the other 1000 tests; a solve of the
    // default rules with only the truck off costs as much as the default one) the same bank keeps its score too.
    const plain = policyFor(PLAIN);
    const noTruck = plain.choices(player({ score: 540 }), turn(15, 3))!;
    expect(noTruck.bank!).toBeLessThan(plain.expectedTurns(player({ score: 0 }))! - 10);
  });

  it('GIVEN a player who has not opened WHEN the turn has 45 points THEN banking is refused (50 to open); at 50 it is allowed', () => {
    const closed = player({ opened: false });
    expect(policy.choices(closed, turn(45, 2))!.bank).toBeNull();
    expect(policy.choices(closed, turn(50, 2))!.bank).not.toBeNull();
  });

  it('GIVEN a fresh turn WHEN the bot is asked THEN it rolls five dice; GIVEN 350 with one die left at 100 THEN it banks', () => {
    expect(thousandBotAction(policy, game(['ann', 'bob']), 'ann')).toEqual({ type: 'roll', player: 'ann', count: 5 });
    const rich = game({ ann: { score: 100 }, bob: {} }, {}, { total: 350, diceLeft: 1, rolls: 3 });
    expect(thousandBotAction(policy, rich, 'ann')).toEqual({ type: 'bank', player: 'ann' });
  });
});
