// The three-or-more-player policy as the Butler plays it (strategy/thousand/multi-policy.ts): its chance of a bank
// is the product of the exact duel chances against every opponent where the engine's bank leaves them (overtaken
// players lose 50), and its move is the better of rolling and banking by those chances.
import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { ThousandMultiPolicy } from '../../../src/strategy/thousand/multi-policy.ts';
import { positionOfPlayer } from '../../../src/strategy/thousand/position.ts';
import { scriptedDice } from '../../helpers/dice.ts';
import { smallDuel } from './small-duel.ts';

// opening 50, bolts and overtaking on a race to 100 (pits, the barrel and the dump truck lie above it)
const SETTINGS = { pits: 'off', barrel: 'none', dumptruck: 'off' } as const;

function trio(scores: number[], total: number, diceLeft: number): ThousandState {
  const start = thousandEngine.setup(['bot:a', 'b', 'c'], { ...SETTINGS }) as ThousandState;
  const players = start.players.map((p, i) => ({ ...p, opened: true, score: scores[i]! }));
  return { ...start, players, turn: { total, diceLeft, rolls: 1, rerollOwed: false } };
}

describe('1000 with three players: the duel-product policy', () => {
  const duel = smallDuel({ ...SETTINGS }, 100);
  const policy = new ThousandMultiPolicy(duel);
  const index = duel.model.solo.index;
  const id = (p: ThousandState['players'][number]) => index.idOf(positionOfPlayer(p));

  it('values a bank by the exact duels against each opponent where the engine\'s bank leaves them (both overtaken)', () => {
    const state = trio([10, 20, 35], 30, 2);
    const banked = thousandEngine.apply(state, { type: 'bank', player: 'bot:a' }, scriptedDice());
    if (!banked.ok) throw new Error('bank refused');
    const [me, b, c] = (banked.state as ThousandState).players;
    expect([me!.score, b!.score, c!.score]).toEqual([40, 0, 0]);
    const expected = (1 - duel.at(id(b!), id(me!))) * (1 - duel.at(id(c!), id(me!)));
    const choice = policy.choice(state)!;
    expect(choice.bank).toBeCloseTo(expected, 12);
    expect(choice.dice).toBe(2);
  });

  it('plays the better choice: banks 85 of a race to 100 on one die, rolls a small turn on four', () => {
    const big = trio([10, 60, 60], 85, 1);
    const choice = policy.choice(big)!;
    expect(choice.best).toBe(choice.bank! > choice.roll ? 'bank' : 'roll');
    expect(policy.action(big, 'bot:a')).toEqual({ type: 'bank', player: 'bot:a' });
    expect(policy.action(trio([10, 60, 60], 10, 4), 'bot:a')).toEqual({ type: 'roll', player: 'bot:a', count: 4 });
    expect(policy.action(big, 'b')).toBeNull();
  });

  it('knows nothing of a two-player game or positions beyond its table', () => {
    const two = thousandEngine.setup(['bot:a', 'b'], { ...SETTINGS }) as ThousandState;
    expect(policy.choice(two)).toBeNull();
    expect(policy.choice(trio([400, 0, 0], 10, 4))).toBeNull();
  });
});
