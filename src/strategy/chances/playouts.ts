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
import { botMove, isPolicyPending } from '../bots/index.ts';
import type { BotContext } from '../bots/types.ts';
import { dicePokerPlayoutPolicy } from './dice-poker-playout.ts';
import { thousandBotAction } from '../thousand/bot-action.ts';
import { fastDice } from './fast-dice.ts';
import { chancePartOf } from './game-parts.ts';
import type { PlayoutPolicies, Stepper } from './part.ts';
import type { Chances } from './types.ts';
import { putEntry } from '../../games/with-entry.ts';

export type { PlayoutPolicies } from './part.ts';

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

/** The game's own lean step (its chances part), else the engine's `apply`. */
function stepperFor(game: GameId): Stepper {
  const own = chancePartOf(game)?.stepper;
  if (own) return own;
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
  for (const p of players) putEntry(out, p, (sums.get(p) ?? 0) / total);
  return { players: out, kind: 'estimate', margin: marginOf(options.playouts) };
}

/** The policies as the bots take them; playing for score (the exact end takes over where it is cheap). */
function botContext(policies: PlayoutPolicies): BotContext {
  const table = policies.dicePokerTable ?? null;
  const thousand = policies.thousandPolicy ?? null;
  return {
    playToWin: false,
    dicePokerPolicy: table ? dicePokerPlayoutPolicy(table) : null,
    thousandPolicy: thousand ? (state, player) => thousandBotAction(thousand, state, player) : null,
  };
}
