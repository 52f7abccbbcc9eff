// The computer player in a two-player 1000 plays the exact duel's move under the game's settings (the duel solved
// once, here a shorter race provided to the service so that no worker runs): a big turn on one die is banked, a small
// one rolled; while the duel is not solved the bot waits for it, never a stand-in move.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { configureThousandDuels, holdThousandDuelForTests, provideThousandDuel } from '../../../src/strategy/chances/duel-service.ts';
import { PLAIN_RACE } from '../../../src/strategy/chances/thousand-duel.ts';
import { smallDuel } from '../thousand/small-duel.ts';
import { thousandWinningMove } from '../../../src/strategy/chances/thousand-move.ts';
import { readSettings } from '../../../src/games/thousand/settings.ts';
import { thousandBotAction } from '../../../src/strategy/thousand/bot-action.ts';
import { ThousandPolicy } from '../../../src/strategy/thousand/policy.ts';
import { configureThousandPolicies, provideThousandPolicy } from '../../../src/strategy/thousand/policy-service.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../../../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../../../src/strategy/thousand/solve.ts';
import { ThousandMultiPolicy } from '../../../src/strategy/thousand/multi-policy.ts';

afterEach(() => configureThousandDuels({ forget: true }));

describe('1000 bot in a two-player game', () => {
  beforeEach(() => configureThousandDuels({ serve: true }));
  afterEach(() => configureThousandDuels({ serve: false }));

  it('GIVEN the plain race solved WHEN the bot moves THEN it plays the move that wins most often', () => {
    const duel = smallDuel({ ...PLAIN_RACE }, 300);
    provideThousandDuel(PLAIN_RACE, duel);
    const start = thousandEngine.setup(['bot:a', 'b'], { ...PLAIN_RACE }) as ThousandState;
    const big = { ...start, turn: { ...start.turn, rolls: 2, total: 250, diceLeft: 1 } };
    expect(thousandWinningMove(big, 'bot:a')).toEqual({ type: 'bank', player: 'bot:a' });
    const small = { ...start, turn: { ...start.turn, rolls: 1, total: 10, diceLeft: 4 } };
    expect(thousandWinningMove(small, 'bot:a')).toEqual({ type: 'roll', player: 'bot:a', count: 4 });
    expect(thousandWinningMove(small, 'b')).toBeNull();
  });

  it('GIVEN the default settings (opening, bolts, overtaking, …) solved, on a race to 60, WHEN the bot moves THEN it plays the duel\'s move', () => {
    const duel = smallDuel({}, 60);
    provideThousandDuel({}, duel);
    const start = thousandEngine.setup(['bot:a', 'b'], {}) as ThousandState;
    const players = start.players.map((p) => ({ ...p, opened: true, score: 10 }));
    // a race to 60: 45 in the turn with one die left; banking puts the bot at 55; rolling wins only with a 1 or a 5
    const big: ThousandState = { ...start, players, turn: { total: 45, diceLeft: 1, rolls: 2, rerollOwed: false } };
    const choice = duel.choice(big)!;
    expect(choice.bank).toBeGreaterThan(choice.roll);
    expect(thousandWinningMove(big, 'bot:a')).toEqual({ type: 'bank', player: 'bot:a' });
    const small: ThousandState = { ...big, turn: { total: 5, diceLeft: 4, rolls: 1, rerollOwed: false } };
    expect(thousandWinningMove(small, 'bot:a')).toEqual({ type: 'roll', player: 'bot:a', count: 4 });
    // not opened yet: 45 may not be banked (opening needs 50), so the only move is the roll
    const closed = { ...big, players: big.players.map((p, i) => (i === 0 ? { ...p, opened: false, score: 0 } : p)) };
    expect(thousandWinningMove(closed, 'bot:a')).toEqual({ type: 'roll', player: 'bot:a', count: 1 });
  });

  it('GIVEN the duel still being solved WHEN the bot moves THEN it waits (pending) and then plays the duel\'s move', async () => {
    holdThousandDuelForTests({});
    const start = thousandEngine.setup(['bot:a', 'b'], {}) as ThousandState;
    const players = start.players.map((p) => ({ ...p, opened: true, score: 10 }));
    const state: ThousandState = { ...start, players, turn: { total: 45, diceLeft: 1, rolls: 2, rerollOwed: false } };
    const move = thousandWinningMove(state, 'bot:a');
    expect(move && 'pending' in move).toBe(true);
    provideThousandDuel({}, smallDuel({}, 60));
    await (move as { pending: Promise<unknown> }).pending;
    expect(thousandWinningMove(state, 'bot:a')).toEqual({ type: 'bank', player: 'bot:a' });
  });
});

describe('1000 bot with three players where the duel is played', () => {
  beforeEach(() => configureThousandDuels({ serve: true }));
  afterEach(() => configureThousandDuels({ serve: false }));

  it('GIVEN the default settings\' duel (here a race to 60) WHEN the bot moves among three THEN it plays the duel-product policy\'s move', () => {
    const duel = smallDuel({}, 60);
    provideThousandDuel({}, duel);
    const start = thousandEngine.setup(['bot:a', 'b', 'c'], {}) as ThousandState;
    const players = start.players.map((p, i) => ({ ...p, opened: true, score: [10, 40, 30][i]! }));
    const policy = new ThousandMultiPolicy(duel);
    for (const [total, diceLeft] of [[45, 1], [5, 4], [20, 2]] as const) {
      const state: ThousandState = { ...start, players, turn: { total, diceLeft, rolls: 1, rerollOwed: false } };
      const expected = policy.action(state, 'bot:a');
      expect(expected).not.toBeNull();
      expect(thousandWinningMove(state, 'bot:a')).toEqual(expected);
    }
  });

  it('GIVEN the duel table still being read WHEN the bot moves among three THEN it waits (pending), never another policy\'s move', () => {
    holdThousandDuelForTests({});
    const start = thousandEngine.setup(['bot:a', 'b', 'c'], {}) as ThousandState;
    const move = thousandWinningMove(start, 'bot:a');
    expect(move && 'pending' in move).toBe(true);
  });
});

describe('1000 bot with more players or other settings: the score-aware layer', () => {
  afterEach(() => configureThousandPolicies({ forget: true }));

  it('GIVEN an opponent about to win WHEN the bot could bank a modest turn THEN it rolls on (the solo policy would bank); its move is the layer\'s', () => {
    const settings = thousandEngine.setup(['x'], {}).settings;
    const solo = new ThousandPolicy(solveSolo(readSettings(settings)));
    provideThousandPolicy(settings, solo);
    const start = thousandEngine.setup(['bot:a', 'b', 'c'], {}) as ThousandState;
    // b sits on the barrel at 980: three turns to throw the last 20
    const players = start.players.map((p, i) => ({ ...p, opened: true, score: [300, 980, 100][i]!, barrel: i === 1 ? 3 : null }));
    const desperate: ThousandState = { ...start, players, turn: { total: 150, diceLeft: 4, rolls: 1, rerollOwed: false } };
    expect(thousandBotAction(solo, desperate, 'bot:a')).toEqual({ type: 'bank', player: 'bot:a' });
    expect(thousandWinningMove(desperate, 'bot:a')).toEqual({ type: 'roll', player: 'bot:a', count: 4 });
    const layer = new ScoreAwarePolicy(solo);
    for (const total of [0, 50, 150, 300]) {
      const s = { ...desperate, turn: { ...desperate.turn, total, rolls: total ? 1 : 0 } };
      expect(thousandWinningMove(s, 'bot:a')).toEqual(scoreAwareBotAction(layer, s, 'bot:a'));
    }
    expect(thousandWinningMove(desperate, 'b')).toBeNull();
  }, 30_000);

  it('GIVEN the solo policy not solved yet WHEN the bot moves THEN it waits for it (pending), never a stand-in move', () => {
    configureThousandPolicies({ worker: false, forget: true });
    const state = thousandEngine.setup(['bot:a', 'b', 'c'], { open: '75' }) as ThousandState;
    const move = thousandWinningMove(state, 'bot:a');
    expect(move && 'pending' in move).toBe(true);
  });
});
