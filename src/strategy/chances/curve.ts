// The chance curve of a finished game (issue 29's review: "where the game turned"): each player's chance to win at
// the start of each turn, read from the game's record — its moves replayed through the engine with the dice it
// recorded — and ending in the result (a win 1, a shared win split). Figures as everywhere else: exact where the
// game allows (the worker's bound of movers), else seeded playouts (estimate.ts, seeded from the position's
// digest). So the curve is a function of the record and the policies alone: the same record gives the same curve,
// however long it takes; it is computed off any chat's path (`npx butler chances`, cli/chances.ts).
import { engineOf } from '../../core/hosted-games.ts';
import type { Action, GameId, PlayerId } from '../../games/types.ts';
import { recordedDice } from '../../games/recorded-dice.ts';
import { positionDigest, seedOf } from './digest.ts';
import { computeChances } from './estimate.ts';
import { marginOf, type PlayoutPolicies } from './playouts.ts';
import type { ThousandDuel } from './thousand-duel.ts';

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
}

export const CURVE_POINTS = 40;
/** ±7.1 points per estimated point (docs/chances.md): a curve shows a game's turns, not a figure to read to 1 % */
export const CURVE_PLAYOUTS = 200;

/** The states at the start of each turn (the player to move changed) and the final one; null if the record does not replay. */
export function turnStarts(record: CurveRecord): { game: GameId; starts: { move: number; state: unknown }[]; final: unknown } | null {
  const game = record.game as GameId;
  const engine = engineOf(game);
  if (!engine) return null;
  let state = engine.setup(
    record.players.map((p) => p.id),
    record.settings ?? {},
  );
  const starts = [{ move: 0, state }];
  let mover = engine.expected(state)?.player ?? null;
  for (let i = 0; i < record.moves.length; i++) {
    const { a, d } = record.moves[i]!;
    const dice = recordedDice(d, i);
    let result;
    try {
      result = engine.apply(state, a as Action, dice);
    } catch {
      return null;
    }
    if (!result.ok) return null;
    state = result.state;
    if (engine.isOver(state)) break;
    const next = engine.expected(state)?.player ?? null;
    if (next !== mover) starts.push({ move: i + 1, state });
    mover = next;
  }
  return { game, starts, final: state };
}

/** Evenly spaced indices of `count` items, at most `max`, the first always among them. */
export function evenly(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: max }, (_, i) => Math.floor((i * count) / max));
}

export function chanceCurve(
  record: CurveRecord,
  policies: PlayoutPolicies & { thousandDuel?: ThousandDuel | null },
  options: CurveOptions = {},
): ChanceCurve | null {
  const replay = turnStarts(record);
  if (!replay) return null;
  const { game, starts, final } = replay;
  const engine = engineOf(game);
  const players = record.players.map((p) => p.id);
  const playouts = options.playouts ?? CURVE_PLAYOUTS;
  const points: CurvePoint[] = [];
  let estimated = false;
  for (const i of evenly(starts.length, options.maxPoints ?? CURVE_POINTS)) {
    const { move, state } = starts[i]!;
    const seed = seedOf(positionDigest({ id: game, settings: record.settings ?? {}, state }));
    const chances = computeChances(game, state, policies, seed, playouts);
    if (!chances) continue;
    if (chances.kind === 'estimate') estimated = true;
    points.push({ move, players: chances.players, kind: chances.kind });
  }
  if (engine.isOver(final)) {
    const places = engine.places(final);
    const winners = players.filter((p) => places[p] === 1);
    const split = winners.length ? winners : players;
    points.push({ move: record.moves.length, players: Object.fromEntries(players.map((p) => [p, split.includes(p) ? 1 / split.length : 0])), kind: 'result' });
  }
  return { game, players, points, margin: estimated ? marginOf(playouts) : null };
}
