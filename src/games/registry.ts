// Every game the Butler hosts, by id. The session layer looks engines up here and nowhere else.
import { bonePokerEngine } from './bone-poker/index.ts';
import { crapsEngine } from './craps/index.ts';
import { dicePokerEngine } from './dice-poker/index.ts';
import { thousandEngine } from './thousand/index.ts';
import { withDefaults } from './settings-defaults.ts';
import type { Action, AnyEvent, GameEngine, GameSettings, PlayerId } from './types.ts';

/** How many (state, player) lists of legal moves an engine keeps (see cachedLegalMoves). */
const LEGAL_RING = 16;

/** One line per game; the key is the game's id everywhere (stored sessions, /newgame, records). */
const BY_ID = {
  craps: crapsEngine,
  bone_poker: bonePokerEngine,
  dice_poker: dicePokerEngine,
  thousand: thousandEngine,
};

/**
 * A game's id: a string, checked against the hosted games where it enters (core/hosted-games.ts `isGameId`: a
 * command's argument, a stored session), so that a Butler can host a game this table does not list.
 */
export type GameId = string;
/** The four games' ids, when no Butler says which games it hosts (core/hosted-games.ts asks the Butler's first). */
export const GAME_IDS = Object.keys(BY_ID) as readonly (keyof typeof BY_ID)[];

/**
 * The engines as the core uses them (it never looks inside a state or an event of a particular game), each set up
 * behind the one check of the player count, so no engine repeats it.
 */
export const ENGINES = Object.fromEntries(
  Object.entries(BY_ID).map(([id, engine]) => [id, withPlayerCheck(engine as GameEngine<any, any>)]),
) as Readonly<Record<GameId, GameEngine<any, any>>>;

/** An engine as the core uses it: set up behind the one player-count check, its legal moves listed once per state. */
export function withPlayerCheck<S, E extends AnyEvent>(engine: GameEngine<S, E>): GameEngine<S, E> {
  return {
    ...engine,
    setup(players, settings) {
      const problem = playerCountProblem(engine, players);
      if (problem) throw new Error(`${engine.id}: ${problem}`);
      return engine.setup(players, settings);
    },
    legalMoves: cachedLegalMoves(engine),
  };
}

/**
 * The engine's legal moves, listed once per state object and player (issue 24: every chat message in a running
 * game is read against them). States are never changed in place (apply returns a new one), so a state object's
 * moves never change. The last few lists are kept by identity in a small ring, not in a WeakMap: a WeakMap entry
 * for every state of every move is work for the garbage collector on every move, while the lists are only asked
 * for again by the same message or by chat written while the same player thinks. Callers read a list, never change it.
 */
function cachedLegalMoves<S, E extends AnyEvent>(engine: GameEngine<S, E>): GameEngine<S, E>['legalMoves'] {
  const states: unknown[] = new Array(LEGAL_RING).fill(null);
  const players: (PlayerId | null)[] = new Array(LEGAL_RING).fill(null);
  const lists: (Action[] | null)[] = new Array(LEGAL_RING).fill(null);
  let next = 0;
  return (state, player) => {
    if (typeof state !== 'object' || state === null) return engine.legalMoves(state, player);
    for (let i = 0; i < LEGAL_RING; i++) if (states[i] === state && players[i] === player) return lists[i]!;
    const moves = engine.legalMoves(state, player);
    states[next] = state;
    players[next] = player;
    lists[next] = moves;
    next = (next + 1) % LEGAL_RING;
    return moves;
  };
}

/** Why these players cannot start this game, or null. The lobby refuses earlier with a reply; this guards the rules. */
function playerCountProblem(engine: Pick<GameEngine, 'minPlayers' | 'maxPlayers'>, players: readonly PlayerId[]): string | null {
  if (new Set(players).size !== players.length) return 'duplicate player ids';
  if (players.length < engine.minPlayers) return `needs at least ${engine.minPlayers} players, got ${players.length}`;
  if (engine.maxPlayers !== null && players.length > engine.maxPlayers) {
    return `takes at most ${engine.maxPlayers} players, got ${players.length}`;
  }
  return null;
}

export function engineFor(id: GameId): GameEngine<unknown> {
  return ENGINES[id];
}

/** The game's settings with every missing key at its default (stored values that are no longer allowed too). */
export function settingsFor(id: GameId, stored: Record<string, string>): GameSettings {
  return withDefaults(ENGINES[id].settings, stored);
}
