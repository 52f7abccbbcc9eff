// Solved policies shared by the strategy tests: each settings combination is solved once per test file.
import { readSettings } from '../../../src/games/thousand/settings.ts';
import type { GameSettings } from '../../../src/games/types.ts';
import { ThousandPolicy } from '../../../src/strategy/thousand/policy.ts';
import { solveSolo } from '../../../src/strategy/thousand/solve.ts';

const solved = new Map<string, ThousandPolicy>();

export function policyFor(settings: GameSettings = {}): ThousandPolicy {
  const full = readSettings(settings);
  const key = JSON.stringify(full);
  let policy = solved.get(key);
  if (!policy) {
    policy = new ThousandPolicy(solveSolo(full));
    solved.set(key, policy);
  }
  return policy;
}

/** The plainest race: no opening, no pits, no barrel, no bolts, no dump truck, no overtaking. */
export const PLAIN: GameSettings = { open: '0', pits: 'off', barrel: 'none', bolts: 'off', dumptruck: 'off', overtake: 'off' };

/** The values of both choices for a fresh opened player with 100 in the turn and two dice left (0 banked). */
export function choicesAtHundredWithTwoLeft(policy: ThousandPolicy) {
  const position = { id: 'alice', score: 0, opened: true, bolts: 0, falls: 0, marks: 0, barrel: null };
  return policy.choices(position, { total: 100, diceLeft: 2, rolls: 1, rerollOwed: false })!;
}
