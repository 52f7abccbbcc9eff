// What the chances machinery (estimate.ts, playouts.ts, the worker and its service) asks of one game: the generic
// machinery stays game-blind and every game-particular step — which exact solve, how many playouts, which policy
// the playouts need and how it reaches the worker thread — is a field of the game's part (game-parts.ts).
import type { Action, DiceRoller, PlayerId } from '../../games/types.ts';
import type { DicePokerTable } from '../dice-poker/table.ts';
import type { ThousandPolicy } from '../thousand/policy.ts';
import type { ThousandState } from '../../games/thousand/state.ts';

export interface PlayoutPolicies {
  dicePokerTable?: DicePokerTable | null;
  /** the solved 1000 policy for the game's settings */
  thousandPolicy?: ThousandPolicy | null;
}

/** The policies one estimate may use, as the worker (or a tool) holds them. */
/** A solved two-player 1000: both players' chances in a state it knows, else null. */
export interface ExactDuel {
  chances(state: ThousandState): Record<PlayerId, number> | null;
}

export type ChancePolicies = PlayoutPolicies & { thousandDuel?: ExactDuel | null };

/**
 * How a playout moves a game on. The engine's `apply` copies the state and builds a result per move; where a game
 * has a lean step of its own rules (1000: thousand-step.ts) a playout copies the position once and changes its copy.
 * Both go exactly the same way: a refused move is replaced by the engine's automatic move, as before.
 */
export interface Stepper<S = unknown> {
  /** the playout's starting state (a private copy where `step` changes it in place) */
  copy(start: S): S;
  /** the state after the move, or null where the rules refuse it */
  step(state: S, action: Action, dice: DiceRoller): S | null;
}

/** A policy on its way to the worker thread: `key` names it so that it is sent once per worker. */
export interface Shipment {
  key: string;
  payload: unknown;
}

/** The worker thread's side of a game: keeps the policies it was sent (or solves them) and hands them to a job. */
export interface WorkerSide<S = any> {
  receive(payload: unknown): void;
  policies(state: S): ChancePolicies;
  /**
   * The playouts' policies alone, without an exact solve (a chance curve's bounded path, curve.ts computeCurve);
   * absent: `policies`, whose exact solves there are cheap.
   */
  playoutPolicies?(state: S): PlayoutPolicies;
}

// `S` is the game's state: a part is written against its own game's type and stored as ChancePart<any>.
export interface ChancePart<S = any> {
  /** The exact figures the worker computes (its bound of movers, or a solved race); null where that is not enough. */
  exact(state: S, policies: ChancePolicies): Record<PlayerId, number> | null;
  /** Playouts per estimate (docs/chances.md gives the margin each implies); absent: no estimate for this game. */
  playouts?: number;
  /** The policy the playouts need: without it there is no estimate. */
  needs?: keyof PlayoutPolicies;
  /**
   * The exact figures where a playout may stop (a fresh function per estimate: it may remember solves); absent: the
   * chat's exact chances (index.ts).
   */
  exactAt?(): (state: S) => Record<PlayerId, number> | null;
  /** A lean playout step; absent: the engine's `apply`. */
  stepper?: Stepper<S>;
  /** Main thread: the policies this position needs that the worker lacks (`sent` says which it has). */
  shipments?(state: S, sent: (key: string) => boolean): Shipment[];
  /** A null answer is not kept until this shipment has been sent (the worker may have had no policy yet). */
  retryUntil?: string;
  /** The worker thread's side (made once per worker). */
  workerSide?(): WorkerSide<S>;
  /** A tool off any chat's path (`npx butler chances`): the policies, read or solved now. */
  standalonePolicies?(settings: Record<string, string>): Promise<PlayoutPolicies>;
}
