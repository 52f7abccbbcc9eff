// The contract between the pure game engines and the rest of the Butler.
// Everything here is plain data: engines are pure functions over JSON-serialisable state,
// receive their dice from outside, and describe what happened as events.
import type { z } from 'zod';
import type { GameId } from './registry.ts';

// The ids are the registry's keys: a new game is one line there. Re-exported here for the layers that import the
// contract rather than the registry.
export { GAME_IDS, type GameId } from './registry.ts';

/** A player is identified by a platform-stable id (in the console, the typed name). */
export type PlayerId = string;

/** The only source of randomness an engine sees. Called only after a move has passed every check. */
export interface DiceRoller {
  /** `count` fair six-sided dice, each 1..6. May throw (scripted dice used up): the move is then not applied. */
  roll(count: number): number[];
}

/** What a player (or the Butler on a player's behalf) does. */
export type Action =
  /** "бросаю N костей"; `reroll` = the values named in the same message ("Перебрасываю 4, 5 и 1, бросаю три кости"). */
  | { type: 'roll'; player: PlayerId; count: number; reroll?: number[] }
  /** "Перебрасываю 4, 5 и 1" alone: names the dice to reroll; the roll follows in a later message. */
  | { type: 'reroll'; player: PlayerId; values: number[] }
  /** "Пас": keep the hand (Bone Poker round 2). */
  | { type: 'pass'; player: PlayerId }
  /** "Хватит": bank the turn (1000). */
  | { type: 'bank'; player: PlayerId }
  /** "Записываю в <box>" (Dice Poker); `box` is a canonical box id (see dice-poker). */
  | { type: 'score'; player: PlayerId; box: string }
  /** The Butler ends the current turn as a bust on the player's behalf (1000, turn timeout when banking is not allowed). */
  | { type: 'end_turn'; player: PlayerId }
  /** The player leaves the running game or is kicked: not a turn move, allowed at any time. */
  | { type: 'forfeit'; player: PlayerId };

/** What the player whose turn it is may type now; the Butler turns this into the exact phrases. */
export type MoveHint =
  | { type: 'roll'; count: number }
  /**
   * The player may name dice to reroll by value (Bone Poker round 2, Dice Poker after roll 1 and 2); `hand` is what
   * they hold, so the hint can show an example with their own dice.
   */
  | { type: 'reroll'; maxCount: number; hand: number[] }
  | { type: 'pass' }
  | { type: 'bank' }
  | { type: 'score' };

export interface Expectation {
  player: PlayerId;
  moves: MoveHint[];
}

/**
 * Why a move was refused. Codes are stable identifiers that messages/ turns into a sentence
 * (what went wrong and what to type instead). `params` carry the numbers that sentence needs.
 */
export type RejectCode =
  | 'game_over'
  | 'not_in_game'
  | 'not_your_turn'
  | 'wrong_dice_count' // params: { expected: number, got: number }
  | 'move_not_allowed' // the move type is not possible now (e.g. "Пас" in round 1); the expectation says what is
  | 'values_not_held' // params: { values: number[] } named dice the player does not have
  | 'reroll_count_mismatch' // params: { named: number, count: number }
  | 'name_dice_first' // rolling fewer dice than the hand without naming which ones
  | 'no_rolls_left'
  | 'roll_first' // scoring or banking before any roll
  | 'box_taken' // params: { box: string }
  | 'unknown_box' // params: { box: string }
  | 'joker_box_required' // params: { boxes: string[] } the joker rule forces one of these boxes
  | 'cannot_bank'; // params: { reason: 'not_opened'|'pit'|'barrel'|'reroll_owed'|'nothing_scored', need?: number }

export interface Rejection {
  ok: false;
  code: RejectCode;
  params?: Record<string, string | number | number[] | string[]>;
}

/**
 * Events common to all games. Each game adds its own (typed in its folder); every event has `type`
 * and, where it concerns one player, `player`.
 */
export type CommonEvent =
  | { type: 'roll'; player: PlayerId; dice: number[]; kept?: number[] }
  | { type: 'forfeit'; player: PlayerId }
  | { type: 'eliminated'; players: PlayerId[] }
  | { type: 'replay'; players: PlayerId[] }
  | { type: 'game_over'; game: GameId; winners: PlayerId[]; scores?: Record<PlayerId, number> };

/** Any game's event as the core sees it: it only reads `type` and `player`; the game's renderer reads the rest. */
export interface GameEvent {
  type: string;
  player?: PlayerId;
  [field: string]: unknown;
}

/** What every game's own event union has in common (each game's events.ts exports one, e.g. `CrapsEvent`). */
export interface AnyEvent {
  type: string;
}

export interface Applied<S, E extends AnyEvent = GameEvent> {
  ok: true;
  state: S;
  events: E[];
}

export type MoveResult<S, E extends AnyEvent = GameEvent> = Applied<S, E> | Rejection;

/** A per-channel setting a game understands (1000 has many; the others none). */
export interface SettingSpec {
  key: string;
  values: readonly string[];
  default: string;
}

export type GameSettings = Record<string, string>;

/** A game's rules. `S` is its state, `E` the union of its events (its events.ts), so renderers need no casts. */
export interface GameEngine<S = unknown, E extends AnyEvent = GameEvent> {
  id: GameId;
  minPlayers: number;
  /** null = no upper limit */
  maxPlayers: number | null;
  settings: readonly SettingSpec[];
  /** Validates a stored state when it is read back (zod). */
  stateSchema: z.ZodType<S>;
  /** Players in join order; settings already validated against `settings` (defaults filled in). */
  setup(players: PlayerId[], settings: GameSettings): S;
  /**
   * Pure: never mutates `state`. Checks, in this order: game over? → forfeit (allowed any time for a player in the
   * game) → player in the game? → this player's turn? → this move allowed now? → the move's own checks.
   * Only then are dice rolled.
   */
  apply(state: S, action: Action, dice: DiceRoller): MoveResult<S, E>;
  /** Whose turn it is and what they may type; null once the game is over. */
  expected(state: S): Expectation | null;
  isOver(state: S): boolean;
  /** Players still in the game, in turn order. */
  players(state: S): PlayerId[];
  /** Current score per player for status lines (null where the game has no running score, e.g. Craps). */
  scores(state: S): Record<PlayerId, number> | null;
  /**
   * At game over: every player who started, by place (1 = best; a tie shares a place, games/places.ts); players who
   * left share the last place. The pictures list players so and the ratings rank them so.
   */
  places(state: S): Record<PlayerId, number>;
  /**
   * The least harmful legal move for the player whose turn it is (turn timeouts): Craps/Bone Poker roll 1: the roll,
   * Bone Poker round 2: pass, Dice Poker: roll if not rolled yet, else score the best box, 1000: bank if allowed, else
   * end_turn. The caller repeats until the turn passes.
   */
  autoMove(state: S): Action | null;
  /**
   * Every move `player` may make now, as the actions the engine would accept (each game's legal-moves.ts): empty
   * when it is not their turn or the game is over. The Butler reads a player's words against these.
   */
  legalMoves(state: S, player: PlayerId): Action[];
}
