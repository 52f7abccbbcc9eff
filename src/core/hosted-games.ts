// Which games the Butler that is serving the current message hosts. The registry of game modules (house/registry.ts)
// is passed to the Butler when it is built; the Butler runs each message, tick and settle inside `hostingGames`, and
// the layers below the house — which may not import it (the house imports them) — reach it here: sessions ask for
// an engine, messages for a game's words. Outside a Butler (a unit test calling an engine or a renderer directly),
// nothing is hosted and each layer answers from its own table of the four games.
// Why a scope and not a parameter on every function: the lookups by id sit deep in functions of five layers that
// each Butler reaches through many paths; a scope carries the one registry to all of them without a global (two
// Butlers of one process, each with its own games, never see each other's).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from './language.ts';
import { ENGINES, GAME_IDS } from '../games/registry.ts';
import { withDefaults } from '../games/settings-defaults.ts';
import type { Action, GameEngine, GameId, GameSettings } from '../games/types.ts';

/** What the lower layers ask of the hosted games. `words` is typed by messages/ (messages/game-words.ts). */
export interface HostedGames {
  /** every hosted game's id, in the registry's order */
  readonly ids: readonly string[];
  has(id: string): boolean;
  engine(id: string): GameEngine<unknown, any>;
  words(id: string, language: Language): unknown;
  /** the computer player's move; `{ pending }` while its policy is not ready; null: none now */
  botMove(id: string, state: unknown, player: string, ctx: object): Action | { pending: Promise<unknown> } | null;
}

const scope = new AsyncLocalStorage<HostedGames>();
/** the hosted games of a synchronous stretch under way (hostingNow), which comes before the asynchronous scope */
let now: HostedGames | undefined;

/** Runs `work` (and everything it starts) with `games` as the hosted games. */
export function hostingGames<T>(games: HostedGames, work: () => T): T {
  return scope.run(games, work);
}

/**
 * Runs the synchronous `work` with `games` as the hosted games, and nothing it starts: what it leaves for later
 * (a promise's continuation, a timer) runs outside. The cheap scope of a message's hot path: an AsyncLocalStorage
 * scope makes Node run a hook on every promise of the process from its first use on, so a message's steps that
 * need the games and never wait (parse, route, the step inside the chat's lock) run in this one instead. Restored
 * on the way out, so two Butlers of one process never see each other's games.
 */
export function hostingNow<T>(games: HostedGames, work: () => T): T {
  const outer = now;
  now = games;
  try {
    return work();
  } finally {
    now = outer;
  }
}

/** The hosted games of the Butler serving this call; undefined outside a Butler. */
export function hostedGames(): HostedGames | undefined {
  return now ?? scope.getStore();
}

/** The hosted game's engine (behind the common player-count check); throws for an id that is not hosted. */
export function engineOf(id: string): GameEngine<unknown, any> {
  const games = hostedGames();
  if (games) return games.engine(id);
  if (!isDefaultGame(id)) throw new Error(`no game "${id}"`);
  return ENGINES[id]!;
}

/** Every hosted game's id (the order /help and /newgame list them). */
export function gameIds(): readonly string[] {
  return hostedGames()?.ids ?? GAME_IDS;
}

/** Whether `id` names a hosted game: the edge's check of an id typed by a person or read from the store. */
export function isGameId(id: string): id is GameId {
  const games = hostedGames();
  return games ? games.has(id) : isDefaultGame(id);
}

/** The game's settings with every missing key at its default (stored values that are no longer allowed too). */
export function settingsOf(id: string, stored: Record<string, string>): GameSettings {
  return withDefaults(engineOf(id).settings, stored);
}

function isDefaultGame(id: string): boolean {
  return Object.hasOwn(ENGINES, id);
}
