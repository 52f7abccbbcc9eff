// Which games the Butler that is serving the current step hosts. The registry of game modules (house/registry.ts)
// is passed to the Butler when it is built; the Butler runs each synchronous stretch of its work that needs them
// (parse, route, the step under a chat's lock, a query's render, a turn-alarm wake-up, a web page) inside
// `hostingNow`, and the layers below the house — which may not import it (the house imports them) — reach it here:
// sessions ask for an engine, messages for a game's words. Outside a Butler (a unit test calling an engine or a
// renderer directly, the CLI, a render worker), nothing is hosted and each layer answers from its own table of the
// four games — so a stretch the Butler forgets to wrap silently gets the four games, not an error.
// Why a scope and not a parameter on every function: the lookups by id sit deep in functions of five layers that
// each Butler reaches through many paths; a scope carries the one registry to all of them without a global (two
// Butlers of one process, each with its own games, never see each other's).
// Why synchronous and not AsyncLocalStorage: once any AsyncLocalStorage has run, Node 20 runs a hook on every
// promise of the process (issue 26: CPU per message). The price is that the scope never lasts across an await:
// other chats' work runs during the wait and would see these games, so a caller that waits wraps each synchronous
// stretch on its own (a query: its start, then its render).
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

/** the hosted games of the synchronous stretch under way (hostingNow); undefined between them */
let now: HostedGames | undefined;

/**
 * Runs the synchronous `work` with `games` as the hosted games, and nothing it starts: what it leaves for later
 * (a promise's continuation, a timer) runs outside. Restored on the way out (nested calls too), so two Butlers of
 * one process never see each other's games.
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

/**
 * The same scope entered and left by hand, for the message path that runs several synchronous stretches without a
 * closure for each: `const outer = enterHosting(games); try { … } finally { leaveHosting(outer); }`.
 */
export function enterHosting(games: HostedGames): HostedGames | undefined {
  const outer = now;
  now = games;
  return outer;
}

export function leaveHosting(outer: HostedGames | undefined): void {
  now = outer;
}

/** The hosted games of the Butler serving this call; undefined outside a Butler. */
export function hostedGames(): HostedGames | undefined {
  return now;
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
