// Properties of every game engine (src/games/registry.ts), over random games:
// - a refused move never changes anything: the state deep-equals what it was, and not one die is drawn;
// - no move mutates the state it is given (engines are pure);
// - every state survives a JSON round trip and the engine's stateSchema.parse, at every step;
// - a game of random legal moves (chosen from expected() hints), with random illegal ones mixed in, always ends —
//   with a winner or a shared win (a draw) — within a bound on its moves (reroll declarations aside: a player may
//   name other dice as often as they like before rolling; the turn clock is what stops that in a chat). Craps and 1000 can last arbitrarily long on random
//   dice, so after CAP[game] applied moves their dice turn decisive: Craps gives the first player in play a winning
//   roll and everyone else a losing one (one winner within two rounds); 1000 rolls one 5 and nothing else that
//   scores, so the turn total climbs by 5 per roll and reaches 1000 exactly (also under `barrel: open`) within 200
//   rolls. Craps' cap is low so that many of its games do go through the decisive dice.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOXES } from '../../src/games/dice-poker/boxes.ts';
import { ENGINES } from '../../src/games/registry.ts';
import type { Action, DiceRoller, GameEngine, GameEvent, GameId } from '../../src/games/types.ts';
import { handOf, pick, prng, someOf } from './support.ts';

/** Applied moves of random dice before the dice turn decisive (Craps and 1000). */
const CAP: Record<GameId, number> = { craps: 8, bone_poker: Infinity, dice_poker: Infinity, thousand: 300 };
const STRANGER = 'mallory';

/** Dice for the sum `point` (4..10) in Craps. */
const POINT_DICE: Record<number, [number, number]> = { 4: [1, 3], 5: [2, 3], 6: [3, 3], 8: [4, 4], 9: [4, 5], 10: [4, 6] };

/** Decisive dice for the player about to roll, once a game has run past CAP (see the header). */
function decisiveDice(id: GameId, state: unknown, player: string, count: number): number[] | null {
  if (id === 'craps') {
    const s = state as { inPlay: string[]; phase: 'come_out' | 'point'; points: Record<string, number> };
    const wins = s.inPlay[0] === player;
    if (s.phase === 'come_out') return wins ? [3, 4] : [1, 1];
    return wins ? POINT_DICE[s.points[player]!]! : [3, 4];
  }
  if (id === 'thousand') return [5, 2, 2, 3, 3].slice(0, count);
  return null;
}

/** A random action that may well be illegal: any type, any player (or a stranger), any count, values and box. */
function wildAction(rand: () => number, players: string[]): Action {
  const player = rand() < 0.2 ? STRANGER : pick(rand, players);
  const values = Array.from({ length: Math.floor(rand() * 7) }, () => Math.floor(rand() * 8));
  switch (Math.floor(rand() * 7)) {
    case 0:
      return { type: 'roll', player, count: Math.floor(rand() * 8) - 1 };
    case 1:
      return { type: 'roll', player, count: Math.floor(rand() * 6), reroll: values };
    case 2:
      return { type: 'reroll', player, values };
    case 3:
      return { type: 'pass', player };
    case 4:
      return { type: 'bank', player };
    case 5:
      return { type: 'score', player, box: rand() < 0.8 ? pick(rand, BOXES) : 'nonsense' };
    default:
      return { type: 'end_turn', player };
  }
}

/** A move the player to move might make, picked among the engine's hints. */
function legalAction(engine: GameEngine<unknown>, state: unknown, rand: () => number, decisive: boolean): Action | null {
  const expected = engine.expected(state);
  if (!expected) return null;
  const player = expected.player;
  if (decisive && engine.id === 'thousand') return { type: 'roll', player, count: (state as { turn: { diceLeft: number } }).turn.diceLeft };
  const hint = pick(rand, expected.moves);
  const hand = handOf({ id: engine.id, state }, player);
  switch (hint.type) {
    case 'roll':
      return { type: 'roll', player, count: hint.count };
    case 'reroll': {
      if (hand.length === 0) return { type: 'pass', player };
      const values = someOf(hand, hint.maxCount, rand);
      return rand() < 0.5 ? { type: 'reroll', player, values } : { type: 'roll', player, count: values.length, reroll: values };
    }
    case 'pass':
      return { type: 'pass', player };
    case 'bank':
      return { type: 'bank', player };
    case 'score':
      return rand() < 0.5 ? engine.autoMove(state) : { type: 'score', player, box: pick(rand, BOXES) };
  }
}

interface Played {
  over: boolean;
  /** applied moves other than reroll declarations */
  applied: number;
  /** "Перебрасываю …" without a roll: a player may name other dice as often as they like, so these are not bounded */
  declarations: number;
  refused: number;
  gameOver: GameEvent | undefined;
  forfeits: number;
}

/**
 * `expect(actual).toEqual(expected)`, asked only when a plain deep comparison finds a difference: the two are
 * compared after every move of thousands of games, and toEqual's own walk was most of this file's time.
 */
function sameAs(actual: unknown, expected: unknown, message: () => string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message()).toEqual(expected);
}

/** Plays one random game, checking the per-move properties at every step. */
function playRandomGame(engine: GameEngine<unknown>, players: string[], settings: Record<string, string>, seed: number, bound: number): Played {
  const rand = prng(seed);
  const diceRand = prng(seed ^ 0x5bd1e995);
  let state = engine.setup(players, settings);
  expect(engine.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  let applied = 0;
  let declarations = 0;
  let refused = 0;
  let forfeits = 0;
  let gameOver: GameEvent | undefined;
  for (let attempt = 0; attempt < bound * 20 && !engine.isOver(state); attempt++) {
    const decisive = applied >= CAP[engine.id];
    let action: Action | null;
    if (!decisive && rand() < 0.002 * players.length) {
      action = { type: 'forfeit', player: pick(rand, players) };
    } else {
      action = rand() < 0.25 && !decisive ? wildAction(rand, players) : legalAction(engine, state, rand, decisive);
    }
    if (!action) break;
    const roller = action.player;
    let drawn = 0;
    const dice: DiceRoller = {
      roll(count) {
        drawn += count;
        const fixed = decisive ? decisiveDice(engine.id, state, roller, count) : null;
        return fixed ?? Array.from({ length: count }, () => 1 + Math.floor(diceRand() * 6));
      },
    };
    const before = structuredClone(state);
    const result = engine.apply(state, action, dice);
    sameAs(state, before, () => `${engine.id}: ${JSON.stringify(action)} mutated its input`);
    if (!result.ok) {
      refused++;
      expect(typeof result.code).toBe('string');
      expect(drawn, `${engine.id}: refused ${JSON.stringify(action)} (${result.code}) drew dice`).toBe(0);
      continue;
    }
    if (action.type === 'reroll') declarations++;
    else applied++;
    if (action.type === 'forfeit') forfeits++;
    const roundTrip = engine.stateSchema.parse(JSON.parse(JSON.stringify(result.state)));
    sameAs(roundTrip, result.state, () => `${engine.id}: state after ${JSON.stringify(action)} does not survive JSON + stateSchema`);
    expect(engine.expected(result.state) === null).toBe(engine.isOver(result.state));
    gameOver = result.events.find((e) => e.type === 'game_over') ?? gameOver;
    state = result.state;
    if (applied > bound) break;
  }
  const over = engine.isOver(state);
  if (over) {
    // After the end every move is refused, and draws no dice.
    for (let i = 0; i < 5; i++) {
      const action = wildAction(rand, players);
      const result = engine.apply(state, action, { roll: () => expect.unreachable('a move after the game over rolled dice') });
      expect(result.ok).toBe(false);
    }
  }
  return { over, applied, declarations, refused, gameOver, forfeits };
}

const BOUNDS: Record<GameId, (players: number) => number> = {
  craps: (n) => CAP.craps + 10 * n, // decisive dice end it within two rounds
  bone_poker: (n) => 3 * n, // a roll each, then a roll or a pass each (and a forfeit each at most)
  dice_poker: (n) => 15 * 4 * n + n, // 15 rounds of at most 3 rolls and a score (and a forfeit each at most)
  thousand: (n) => CAP.thousand + 210 * n, // decisive dice: +5 per roll
};

for (const [id, engine] of Object.entries(ENGINES) as Array<[GameId, GameEngine<unknown>]>) {
  describe(`engine properties: ${id}`, () => {
    const maxPlayers = Math.min(engine.maxPlayers ?? 6, 6);
    const game = fc.record({
      players: fc.integer({ min: engine.minPlayers, max: maxPlayers }),
      settings: fc.record(Object.fromEntries(engine.settings.map((spec) => [spec.key, fc.constantFrom(...spec.values)]))),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    });

    it('GIVEN random games and moves WHEN played THEN refused moves change nothing and draw no dice; no move mutates its input; every state survives JSON + stateSchema; every game ends with a winner or a shared win within the bound', () => {
      let totals = { games: 0, applied: 0, refused: 0, decided: 0 };
      fc.assert(
        fc.property(game, ({ players: n, settings, seed }) => {
          const players = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].slice(0, n);
          const played = playRandomGame(engine, players, settings as Record<string, string>, seed, BOUNDS[id](n));
          expect(played.over, `${id} with ${n} players still running after ${played.applied} moves (and ${played.declarations} reroll declarations)`).toBe(true);
          const winners = (played.gameOver as { winners?: string[] } | undefined)?.winners;
          expect(played.gameOver?.type).toBe('game_over');
          if (played.forfeits < n) expect(winners!.length).toBeGreaterThan(0);
          totals = {
            games: totals.games + 1,
            applied: totals.applied + played.applied,
            refused: totals.refused + played.refused,
            decided: totals.decided + (played.applied > CAP[id] ? 1 : 0),
          };
        }),
        { numRuns: id === 'thousand' || id === 'dice_poker' ? 100 : 300 },
      );
      console.info(
        `${id}: ${totals.games} games, ${totals.applied} moves applied, ${totals.refused} refused` +
          (Number.isFinite(CAP[id]) ? `, ${totals.decided} ended by decisive dice after ${CAP[id]} moves` : ''),
      );
    }, 300_000); // CPU-bound: on a 2-core machine shared with other work it may take minutes
  });
}
