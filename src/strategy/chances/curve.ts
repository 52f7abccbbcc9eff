// The chance curve of a finished game (issue 29's review: "where the game turned"): each player's chance to win at
// the start of each turn, read from the game's record — its moves replayed through the engine with the dice it
// recorded — and ending in the result (a win 1, a shared win split). Figures as everywhere else: exact where the
// game allows (the worker's bound of movers), else seeded playouts (estimate.ts, seeded from the position's
// digest). So the curve is a function of the record and the policies alone: the same record gives the same curve,
// however long it takes; it is computed off any chat's path (`npx butler chances`, cli/chances.ts).
import { engineOf } from '../../core/hosted-games.ts';
import type { GameId, PlayerId } from '../../games/types.ts';
import { walkRecord } from '../../dice/fair/replay-game.ts';
import { positionDigest, seedOf } from './digest.ts';
import { computeChances } from './estimate.ts';
import { marginOf } from './playouts.ts';
import type { ChancePolicies } from './part.ts';
import { entryOf } from '../../games/with-entry.ts';

export interface CurveRecord {
  game: string;
  settings?: Record<string, string> | undefined;
  players: { id: string }[];
  moves: { a: unknown; d: number[] }[];
}

export interface CurvePoint {
  /** moves played before this point (0: the start) */
  move: number;
  players: Record<PlayerId, number>;
  kind: 'exact' | 'estimate' | 'result';
}

export interface ChanceCurve {
  game: GameId;
  players: PlayerId[];
  points: CurvePoint[];
  /** the estimates' margin (two standard errors at a 50 % share), null when every point is exact */
  margin: number | null;
}

export interface CurveOptions {
  /** at most this many points before the result (turns are then taken evenly, the first always) */
  maxPoints?: number;
  /** playouts per estimated point */
  playouts?: number;
  /** playouts stop at the chat's cheap exact chances, not the worker's costlier ones (estimate.ts `light`) */
  light?: boolean;
  /** no curve rather than one with gaps: a point without figures (a policy not there yet) makes it null */
  whole?: boolean;
}

export const CURVE_POINTS = 40;
/** ±7.1 points per estimated point (docs/chances.md): a curve shows a game's turns, not a figure to read to 1 % */
export const CURVE_PLAYOUTS = 200;
/**
 * The game-over picture's curve (a sparkline band, images/game-over-card.ts): fewer points and playouts, so that
 * the longest game's curve is ready in a couple of seconds of the chances worker (bench/chances-speed.ts): a
 * 1000 of 236 moves, 3 players, takes ~1.4 s for 30 × 100 against ~4.3 s for 40 × 200. ±10 points per estimate:
 * enough for a line two dozen pixels high.
 */
export const PICTURE_CURVE: Required<Omit<CurveOptions, 'whole'>> = { maxPoints: 30, playouts: 100, light: true };
/**
 * Fewer playouts where one costs far more: a Bone Poker playout ends in a round-2 solve (~30 ms on the shared
 * machine even at one mover), so 100 per round-1 point took ~3 s a point: 20 (±22 points); Dice Poker's playouts are ~4× a 1000's: 50 (±14).
 */
const PICTURE_PLAYOUTS: Readonly<Record<string, number>> = { bone_poker: 20, dice_poker: 50 };

/** The game-over picture's bounds for this game. */
export function pictureCurveOptions(game: string): CurveOptions {
  return { ...PICTURE_CURVE, playouts: Object.hasOwn(PICTURE_PLAYOUTS, game) ? PICTURE_PLAYOUTS[game]! : PICTURE_CURVE.playouts };
}

/**
 * A record's curve by the bounded path, the one every curve takes (`npx butler chances` and the game-over picture
 * alike): exact figures only where they are cheap (the worker's bound of movers), else seeded playouts with the
 * playouts' policies — never a solved race (1000's exact duel: ~30 s the first time), so that what a curve holds
 * depends on the record, the options and the policies alone, not on what a worker happened to have solved before.
 */
export function computeCurve(
  record: CurveRecord,
  /** the policies, or how to get them for the game's first position (the worker's side); a solved race is not used */
  policiesOrFor: ChancePolicies | ((start: unknown) => ChancePolicies),
  options: CurveOptions = {},
): ChanceCurve | null {
  const replay = turnStarts(record);
  if (!replay) return null;
  const { game, starts, final } = replay;
  const { thousandDuel: _solvedRace, ...policies } = typeof policiesOrFor === 'function' ? policiesOrFor(starts[0]!.state) : policiesOrFor;
  const engine = engineOf(game);
  const players = record.players.map((p) => p.id);
  const playouts = options.playouts ?? CURVE_PLAYOUTS;
  const points: CurvePoint[] = [];
  let estimated = false;
  for (const i of evenly(starts.length, options.maxPoints ?? CURVE_POINTS)) {
    const { move, state } = starts[i]!;
    const seed = seedOf(positionDigest({ id: game, settings: record.settings ?? {}, state }));
    const chances = computeChances(game, state, policies, seed, playouts, options.light ?? false);
    if (!chances) {
      if (options.whole) return null;
      continue;
    }
    if (chances.kind === 'estimate') estimated = true;
    points.push({ move, players: chances.players, kind: chances.kind });
  }
  if (engine.isOver(final)) {
    const places = engine.places(final);
    const winners = players.filter((p) => entryOf(places, p) === 1);
    const split = winners.length ? winners : players;
    points.push({ move: record.moves.length, players: Object.fromEntries(players.map((p) => [p, split.includes(p) ? 1 / split.length : 0])), kind: 'result' });
  }
  return { game, players, points, margin: estimated ? marginOf(playouts) : null };
}

/** The states at the start of each turn (the player to move changed) and the final one; null if the record does not replay. */
export function turnStarts(record: CurveRecord): { game: GameId; starts: { move: number; state: unknown }[]; final: unknown } | null {
  const game = record.game as GameId;
  const starts: { move: number; state: unknown }[] = [];
  let mover: PlayerId | null | undefined;
  const walk = walkRecord(record, (move, state) => {
    const engine = engineOf(game);
    const next = engine.isOver(state) ? mover : (engine.expected(state)?.player ?? null);
    if (move === 0 || next !== mover) starts.push({ move, state });
    mover = next;
    return null;
  });
  return walk.ok ? { game, starts, final: walk.state } : null;
}

/** Evenly spaced indices of `count` items, at most `max`, the first always among them. */
export function evenly(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: max }, (_, i) => Math.floor((i * count) / max));
}
