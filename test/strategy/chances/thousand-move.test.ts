// The computer player in a two-player 1000 plain race plays the exact race's move (the race solved once, here a
// shorter one provided to the service so that no worker runs): a big turn on one die is banked, a small one rolled.
import { afterEach, describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { configureThousandDuels, provideThousandDuel } from '../../../src/strategy/chances/duel-service.ts';
import { PLAIN_RACE, solveThousandDuel, thousandDuelAction } from '../../../src/strategy/chances/thousand-duel.ts';
import { thousandWinningMove } from '../../../src/strategy/chances/thousand-move.ts';

afterEach(() => configureThousandDuels({ forget: true }));

describe('1000 bot in the plain two-player race', () => {
  it('GIVEN the race solved WHEN the bot moves THEN it plays the move that wins most often', () => {
    const duel = solveThousandDuel({}, { goal: 300, hand: 5 });
    provideThousandDuel(PLAIN_RACE, duel);
    const start = thousandEngine.setup(['bot:a', 'b'], { ...PLAIN_RACE }) as ThousandState;
    const big = { ...start, turn: { ...start.turn, rolls: 2, total: 250, diceLeft: 1 } };
    expect(thousandWinningMove(big, 'bot:a')).toEqual({ type: 'bank', player: 'bot:a' });
    const small = { ...start, turn: { ...start.turn, rolls: 1, total: 10, diceLeft: 4 } };
    expect(thousandWinningMove(small, 'bot:a')).toEqual(thousandDuelAction(duel, small, 'bot:a'));
    expect(thousandWinningMove(small, 'b')).toBeNull();
  });
});
