import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/games/thousand/settings.ts';
import { getThousandPolicy, thousandSettingsHash, whenReady } from '../../../src/strategy/thousand/policy-service.ts';
import { solveSolo } from '../../../src/strategy/thousand/solve.ts';
import { packSolution, unpackSolution } from '../../../src/strategy/thousand/packed-solution.ts';
import { ThousandPolicy } from '../../../src/strategy/thousand/policy.ts';
import { PLAIN } from './solved.ts';

describe('1000 policy service', { timeout: 180_000 }, () => {
  it('GIVEN settings WHEN hashed THEN defaults written out or left out hash the same, and any change of a setting changes the hash', () => {
    expect(thousandSettingsHash({})).toBe(thousandSettingsHash(readSettings({})));
    expect(thousandSettingsHash({ barrel: 'points' })).toBe(thousandSettingsHash({}));
    expect(thousandSettingsHash({ barrel: 'open' })).not.toBe(thousandSettingsHash({}));
  });

  it('GIVEN nothing solved yet WHEN a chat asks THEN it gets null at once, and the worker-built policy arrives with the same numbers as a direct solve', async () => {
    expect(getThousandPolicy(PLAIN)).toBeNull();
    const policy = await whenReady(PLAIN);
    expect(getThousandPolicy(PLAIN)).toBe(policy);
    const direct = new ThousandPolicy(solveSolo(readSettings(PLAIN)));
    expect(policy.fromStart).toBeCloseTo(direct.fromStart, 12);
    const player = { id: 'a', score: 400, opened: true, bolts: 0, falls: 0, marks: 0, barrel: null };
    const turn = { total: 150, diceLeft: 2, rolls: 2, rerollOwed: false };
    expect(policy.choices(player, turn)).toEqual(direct.choices(player, turn));
  });

  it('GIVEN a solution WHEN packed and unpacked THEN the kernels and values survive', () => {
    const solution = solveSolo(readSettings(PLAIN));
    const back = unpackSolution(structuredClone(packSolution(solution)));
    expect(Array.from(back.expected)).toEqual(Array.from(solution.expected));
    expect(Array.from(back.kernels[3].prob)).toEqual(Array.from(solution.kernels[3].prob));
    expect(back.model.index.count).toBe(solution.model.index.count);
  });
});

describe('1000 bot move through the service', { timeout: 180_000 }, () => {
  it('GIVEN the policy for the settings is solved WHEN it is the bot\'s turn THEN it plays the policy; not its turn THEN null', async () => {
    const { thousandPolicyMove } = await import('../../../src/strategy/thousand/bot-move.ts');
    const { game } = await import('../../games/thousand/helpers.ts');
    await whenReady(PLAIN);
    const state = game(['bot', 'ann'], PLAIN);
    expect(thousandPolicyMove(state, 'bot')).toEqual({ type: 'roll', player: 'bot', count: 5 });
    expect(thousandPolicyMove(state, 'ann')).toBeNull();
  });
});
