// Estimated chances by playouts (issue 29): the game is played on from the position many times through its own
// engine, every player choosing by the optimal policy the Butler has for that game (Dice Poker: the solver's table,
// else the greedy policy; 1000: the solved policy for the game's settings; Bone Poker: the computer player's
// round-2 rule), and each player's share of the wins is counted. A playout that reaches a position with exact
// chances cheap to compute (`exactAt`) adds those figures and stops there: less noise, and the end of the game is
// played for the win exactly as the exact chances assume.
//
// Pure: the same position, policies, count and seed give the same figures (the dice are fast-dice.ts's).
import { engineFor } from '../../games/registry.ts';
import type { GameId, PlayerId } from '../../games/types.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import { botMove, isPolicyPending } from '../bots/index.ts';
import type { BotContext } from '../bots/types.ts';
import type { Action, DiceRoller } from '../../games/types.ts';
import { dicePokerPlayoutPolicy } from './dice-poker-playout.ts';
import type { DicePokerTable } from '../dice-poker/table.ts';
import { thousandBotAction } from '../thousand/bot-action.ts';
import type { ThousandPolicy } from '../thousand/policy.ts';
import { fastDice } from './fast-dice.ts';
import { thousandPlayoutCopy, thousandStepInPlace } from './thousand-step.ts';
import type { Chances } from './types.ts';

export interface PlayoutPolicies {
  dicePokerTable?: DicePokerTable | null;
  /** the solved 1000 policy for the game's settings */
  thousandPolicy?: ThousandPolicy | null;
}

export interface PlayoutOptions {
  playouts: number;
  seed: number;
  /** exact chances where they are cheap (null where they are not): a playout that reaches such a position stops */
  exactAt?: (state: unknown) => Record<PlayerId, number> | null;
}

/** A playout longer than this many moves is stopped and counted as a win shared by everybody (never seen). */
const MAX_MOVES = 20_000;

/** Two standard errors of a share estimated from `playouts` independent playouts, at its widest (a 50 % share). */
export function marginOf(playouts: number): number {
  return 2 * Math.sqrt(0.25 / playouts);
}

/**
 * How a playout moves a game on. The engine's `apply` copies the state and builds a result per move; where a game
 * has a lean step of its own rules (1000: thousand-step.ts) a playout copies the position once and changes its copy.
 * Both go exactly the same way: a refused move is replaced by the engine's automatic move, as before.
 */
interface Stepper {
  /** the playout's starting state (a private copy where `step` changes it in place) */
  copy(start: unknown): unknown;
  /** the state after the move, or null where the rules refuse it */
  step(state: unknown, action: Action, dice: DiceRoller): unknown | null;
}

function stepperFor(game: GameId): Stepper {
  if (game === 'thousand') {
    return {
      copy: (start) => thousandPlayoutCopy(start as ThousandState),
      step: (state, action, dice) => (thousandStepInPlace(state as ThousandState, action, dice) ? state : null),
    };
  }
  const engine = engineFor(game);
  return {
    copy: (start) => start,
    step: (state, action, dice) => {
      const result = engine.apply(state, action, dice);
      return result.ok ? result.state : null;
    },
  };
}

export function playoutChances(game: GameId, start: unknown, policies: PlayoutPolicies, options: PlayoutOptions): Chances | null {
  const engine = engineFor(game);
  if (engine.isOver(start)) return null;
  const players = engine.players(start);
  if (players.length === 0) return null;
  const ctx = botContext(policies);
  const stepper = stepperFor(game);
  const dice = fastDice(options.seed);
  const sums = new Map<PlayerId, number>(players.map((p) => [p, 0]));
  const add = (p: PlayerId, v: number) => sums.set(p, (sums.get(p) ?? 0) + v);
  for (let k = 0; k < options.playouts; k++) {
    let state = stepper.copy(start);
    let moves = 0;
    for (;;) {
      if (engine.isOver(state)) {
        const places = engine.places(state);
        const winners = Object.keys(places).filter((p) => places[p] === 1);
        const split = winners.length ? winners : players;
        for (const p of split) add(p, 1 / split.length);
        break;
      }
      const exact = moves > 0 ? options.exactAt?.(state) : null;
      if (exact) {
        for (const [p, v] of Object.entries(exact)) add(p, v);
        break;
      }
      if (++moves > MAX_MOVES) {
        for (const p of players) add(p, 1 / players.length);
        break;
      }
      const player = engine.expected(state)!.player;
      let action = botMove(game, state, player, ctx);
      if (!action || isPolicyPending(action)) action = engine.autoMove(state);
      const next = stepper.step(state, action!, dice) ?? stepper.step(state, engine.autoMove(state)!, dice);
      if (next === null) throw new Error('playout stuck: the automatic move was refused');
      state = next;
    }
  }
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  const out: Record<PlayerId, number> = {};
  for (const p of players) out[p] = (sums.get(p) ?? 0) / total;
  return { players: out, kind: 'estimate', margin: marginOf(options.playouts) };
}

/** The policies as the bots take them; playing for score (the exact end takes over where it is cheap). */
function botContext(policies: PlayoutPolicies): BotContext {
  const table = policies.dicePokerTable ?? null;
  const thousand = policies.thousandPolicy ?? null;
  return {
    playToWin: false,
    dicePokerPolicy: table ? dicePokerPlayoutPolicy(table) : null,
    thousandPolicy: thousand ? (state, player) => thousandBotAction(thousand, state as ThousandState, player) : null,
  };
}
