// The seed window (docs/fair-dice.md): the first roll of a fairly sealed game waits `seed_window` seconds after the
// seal, so that players can add late /seed phrases even when a computer player moves first. It never changes a
// game's course: a roll typed too early is refused with nothing changed, and a computer player's first move is only
// scheduled later. Times come from the caller's clock (scripted in tests).

export const SEED_WINDOW_SETTING = 'seed_window';
export const DEFAULT_SEED_WINDOW_SECONDS = 0;
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
  log?: readonly { d: readonly number[] }[] | undefined;
}

/** Epoch ms before which the game's first die may not be rolled, or null when nothing waits (rolled, unsealed, off). */
export function firstRollAt(game: WindowedGame, settings: Record<string, string>): number | null {
  if (game.fair?.by !== 'hmac' || game.startedAt === undefined) return null;
  if ((game.log ?? []).some((move) => move.d.length > 0)) return null;
  const seconds = seedWindowSeconds(settings);
  return seconds > 0 ? game.startedAt + seconds * 1000 : null;
}

/** Whole seconds still to wait at `now` before the first roll (0 = may roll). */
export function seedWindowLeft(game: WindowedGame, settings: Record<string, string>, now: number): number {
  const at = firstRollAt(game, settings);
  return at === null || now >= at ? 0 : Math.ceil((at - now) / 1000);
}
