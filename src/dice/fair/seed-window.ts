// The seed window (docs/fair-dice.md): the first roll of a fairly sealed game waits `seed_window` seconds after the
// seal (default 5), so that players can add late /seed phrases after seeing the commitment, even when a computer
// player moves first. It never changes a game's course: a roll typed too early is refused with nothing changed, an
// admin's /skip is refused too (it would roll for the player), and a computer player's first move is only
// scheduled later. The window is judged from the game's stored start and the message's time (the caller's clock,
// scripted in tests), never from a timer.

export const SEED_WINDOW_SETTING = 'seed_window';
/** Long enough to read the commitment and type a /seed phrase, short enough that nobody waits for the dice. */
export const DEFAULT_SEED_WINDOW_SECONDS = 5;
export const MAX_SEED_WINDOW_SECONDS = 60;

/** The channel's window in seconds: whole seconds 0..60, the default for anything else. */
export function seedWindowSeconds(settings: Record<string, string>): number {
  const raw = settings[SEED_WINDOW_SETTING];
  const seconds = raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : DEFAULT_SEED_WINDOW_SECONDS;
  return Math.min(seconds, MAX_SEED_WINDOW_SECONDS);
}

interface WindowedGame {
  startedAt?: number | undefined;
  fair?: { by: string } | undefined;
  /** a move has drawn dice (the stored flag; the moves below are those not yet written to the log) */
  rolled?: boolean | undefined;
  log?: readonly { d: readonly number[] }[] | undefined;
  unlogged?: readonly { d: readonly number[] }[] | undefined;
}

function anyRolled(game: WindowedGame): boolean {
  return game.rolled ?? (game.unlogged ?? game.log ?? []).some((move) => move.d.length > 0);
}

/** Epoch ms before which the game's first die may not be rolled, or null when nothing waits (rolled, unsealed, off). */
export function firstRollAt(game: WindowedGame, settings: Record<string, string>): number | null {
  if (game.fair?.by !== 'hmac' || game.startedAt === undefined) return null;
  if (anyRolled(game)) return null;
  const seconds = seedWindowSeconds(settings);
  return seconds > 0 ? game.startedAt + seconds * 1000 : null;
}

/** Whole seconds still to wait at `now` before the first roll (0 = may roll). */
export function seedWindowLeft(game: WindowedGame, settings: Record<string, string>, now: number): number {
  const at = firstRollAt(game, settings);
  return at === null || now >= at ? 0 : Math.ceil((at - now) / 1000);
}
