// Craps' exact chances (RULES §2) as a Markov chain over rounds. Nobody chooses anything, so "playing best" is just
// rolling; what remains is the arithmetic of replays:
// - a fresh come-out round among k players is symmetric: each has 1/k;
// - a point round among players with points is solved over the subsets of them still in play: the round's outcome
//   per player is hit (their point), seven, or nothing; a round where nothing happens repeats the same position, so
//   its probability divides the rest (V = Σ P(o)·V(o) / (1 − P(nothing)));
// - a round under way (some players have rolled) is finished by enumerating the outcomes of those still to roll.
// The work grows as 4^m (point rounds) and 8^r (the rest of a come-out round): past WORK_LIMIT we give no figure.
//
// Players are symmetric up to relabelling (a round is judged only once all have rolled, so the order of the rolls
// does not matter): a position is its phase and the multiset of its seats (each seat's point and what it rolled this
// round), and a point round is the multiset of its points. Both are solved once, in one canonical order (seats
// sorted), and kept across moves, games and chats in two bounded tables: a chat's move reply asks for a position
// already solved almost always (issue 45), and since a figure is always computed from the canonical position, it is
// the same whether it came from the table or not.
import { diceSum } from '../../games/dice-sum.ts';
import { comeOutOutcome, pointRoundOutcome } from '../../games/craps/roll-outcome.ts';
import type { CrapsState } from '../../games/craps/state.ts';
import type { PlayerId } from '../../games/types.ts';
import { entryOf, putEntry } from '../../games/with-entry.ts';

const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]; // ways to roll each sum 2..12 with two dice, of 36
const SEVEN = 6 / 36;
const WORK_LIMIT = 2_000_000;

// What a seat's roll this round did, as the judge of the round sees it.
const TODO = 0; // not rolled yet
const WIN = 1; // a natural on the come-out, the point hit in a point round
const LOSE = 2; // craps, or a seven in a point round
const ALIVE = 3; // a point set on the come-out, nothing in a point round

/** A seat as one number: its point times 10 plus what it rolled (TODO … ALIVE); sorting these sorts the seats. */
function seatCode(point: number, rolled: number): number {
  return point * 10 + rolled;
}

/** Every outcome of one roll for a seat in this kind of round: what it did, the point it holds after, the chance. */
function rollOutcomes(phase: 'come_out' | 'point', point: number): { rolled: number; point: number; p: number }[] {
  const out: { rolled: number; point: number; p: number }[] = [];
  for (let sum = 2; sum <= 12; sum++) {
    let rolled: number;
    let after = point;
    if (phase === 'come_out') {
      const c = comeOutOutcome(sum);
      rolled = c === 'natural' ? WIN : c === 'craps' ? LOSE : ALIVE;
      if (c === 'point_set') after = sum;
    } else {
      const c = pointRoundOutcome(sum, point);
      rolled = c === 'point_hit' ? WIN : c === 'seven_out' ? LOSE : ALIVE;
    }
    const same = out.find((o) => o.rolled === rolled && o.point === after);
    if (same) same.p += WAYS[sum]! / 36;
    else out.push({ rolled, point: after, p: WAYS[sum]! / 36 });
  }
  return out;
}

const OUTCOMES = {
  come_out: rollOutcomes('come_out', 0),
  point: new Map<number, ReturnType<typeof rollOutcomes>>([4, 5, 6, 8, 9, 10].map((pt) => [pt, rollOutcomes('point', pt)])),
};

/** Solved point rounds by their points, ascending ("4,6,6"): each seat's chance, in that order. */
const POINT_ROUNDS = new Map<string, Float64Array>();
/** Solved positions by their canonical key (see crapsChances): each seat's chance, in the key's order. */
const POSITIONS = new Map<string, Float64Array>();
// Each table is emptied when full, so that it stays small whatever positions come. A game of up to 5 players has a
// few hundred point rounds (multisets of at most 5 of 6 points) and a few thousand positions.
const POINT_ROUNDS_LIMIT = 20_000;
const POSITIONS_LIMIT = 20_000;

function remember(table: Map<string, Float64Array>, limit: number, key: string, v: Float64Array): Float64Array {
  if (table.size >= limit) table.clear();
  table.set(key, v);
  return v;
}

/** The start of a point round among seats with these `points` (ascending): each seat's chance, in that order. */
function pointRound(points: readonly number[]): Float64Array {
  const m = points.length;
  if (m === 1) return new Float64Array([1]);
  const key = points.join(',');
  const known = POINT_ROUNDS.get(key);
  if (known) return known;
  const hit = points.map((pt) => WAYS[pt]! / 36);
  const v = new Float64Array(m);
  let stay = 0;
  // each seat's outcome: 0 hit, 1 seven, 2 nothing
  const combos = 3 ** m;
  const alive: number[] = [];
  for (let c = 0; c < combos; c++) {
    let rest = c;
    let prob = 1;
    let hits = 0;
    let hitMask = 0;
    alive.length = 0;
    for (let i = 0; i < m; i++) {
      const o = rest % 3;
      rest = (rest - o) / 3;
      prob *= o === 0 ? hit[i]! : o === 1 ? SEVEN : 1 - hit[i]! - SEVEN;
      if (o === 0) {
        hits++;
        hitMask |= 1 << i;
      } else if (o === 2) alive.push(i);
    }
    if (prob === 0) continue;
    if (hits === 0 && alive.length === m) {
      stay += prob;
      continue;
    }
    if (hits > 0) {
      // one wins; several replay a come-out, which is symmetric
      for (let i = 0; i < m; i++) if (hitMask & (1 << i)) v[i]! += prob / hits;
    } else if (alive.length === 0) {
      for (let i = 0; i < m; i++) v[i]! += prob / m; // everyone sevened out: all replay a come-out
    } else {
      // the survivors' points, still ascending: the sub-round's own canonical order
      const next = pointRound(alive.map((i) => points[i]!));
      for (let j = 0; j < alive.length; j++) v[alive[j]!]! += prob * next[j]!;
    }
  }
  for (let i = 0; i < m; i++) v[i]! /= 1 - stay;
  return remember(POINT_ROUNDS, POINT_ROUNDS_LIMIT, key, v);
}

/** A judged round: seats that won share it; if none won and none is alive, all replay; else the survivors' round. */
function judged(rolled: readonly number[], points: readonly number[], prob: number, v: Float64Array): void {
  const n = rolled.length;
  let winners = 0;
  let alive = 0;
  for (let i = 0; i < n; i++) {
    if (rolled[i] === WIN) winners++;
    else if (rolled[i] === ALIVE) alive++;
  }
  if (winners > 0) {
    for (let i = 0; i < n; i++) if (rolled[i] === WIN) v[i]! += prob / winners;
    return;
  }
  if (alive === 0) {
    for (let i = 0; i < n; i++) v[i]! += prob / n;
    return;
  }
  const seats: number[] = [];
  for (let i = 0; i < n; i++) if (rolled[i] === ALIVE) seats.push(i);
  seats.sort((a, b) => points[a]! - points[b]! || a - b);
  const next = pointRound(seats.map((i) => points[i]!));
  for (let j = 0; j < seats.length; j++) v[seats[j]!]! += prob * next[j]!;
}

/** A canonical position (seat codes ascending): each seat's chance, in that order. */
function solve(phase: 'come_out' | 'point', codes: readonly number[]): Float64Array {
  const n = codes.length;
  const points = codes.map((c) => Math.floor(c / 10));
  const rolled = codes.map((c) => c % 10);
  const todo: number[] = [];
  for (let i = 0; i < n; i++) if (rolled[i] === TODO) todo.push(i);
  if (todo.length === n) {
    // a fresh round: a come-out is symmetric; a point round is its points' (the codes are sorted by point)
    return phase === 'come_out' ? new Float64Array(n).fill(1 / n) : Float64Array.from(pointRound(points));
  }
  const v = new Float64Array(n);
  const walk = (k: number, prob: number) => {
    if (k === todo.length) {
      judged(rolled, points, prob, v);
      return;
    }
    const seat = todo[k]!;
    const point = points[seat]!;
    const options = phase === 'come_out' ? OUTCOMES.come_out : OUTCOMES.point.get(point)!;
    for (const o of options) {
      rolled[seat] = o.rolled;
      points[seat] = o.point;
      walk(k + 1, prob * o.p);
    }
    rolled[seat] = TODO;
    points[seat] = point;
  };
  walk(0, 1);
  return v;
}

/** Each player's exact chance to win (players still in play; null once over, or when the work would be too much). */
export function crapsChances(state: CrapsState): Record<PlayerId, number> | null {
  if (state.winners !== null) return null;
  const players = state.inPlay;
  const n = players.length;
  if (n === 0) return null;
  const codes = new Array<number>(n);
  let todo = 0;
  for (let i = 0; i < n; i++) {
    const p = players[i]!;
    // (a point matters only in a point round; whatever a come-out's seat still holds is not its position)
    const point = state.phase === 'point' ? (entryOf(state.points, p) ?? 0) : 0;
    const dice = entryOf(state.rolls, p);
    if (!dice) {
      todo++;
      codes[i] = seatCode(point, TODO);
      continue;
    }
    const sum = diceSum(dice);
    if (state.phase === 'come_out') {
      const c = comeOutOutcome(sum);
      codes[i] = c === 'natural' ? seatCode(0, WIN) : c === 'craps' ? seatCode(0, LOSE) : seatCode(sum, ALIVE);
    } else {
      const c = pointRoundOutcome(sum, point);
      codes[i] = seatCode(point, c === 'point_hit' ? WIN : c === 'seven_out' ? LOSE : ALIVE);
    }
  }
  // a point round costs about 4^m (3^k outcomes for each subset of k players); the rest of a round under way
  // multiplies that by its branches
  const fresh = todo === n;
  const branches = fresh ? 1 : (state.phase === 'come_out' ? 8 : 3) ** todo;
  if (n > 12 || branches * 4 ** n > WORK_LIMIT) return null;
  // seats in canonical order: by code (equal codes are the same seat up to relabelling, so ties may go either way)
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => codes[a]! - codes[b]!);
  let key = state.phase === 'come_out' ? 'c' : 'p';
  const sorted = new Array<number>(n);
  for (let k = 0; k < n; k++) {
    sorted[k] = codes[order[k]!]!;
    key += `,${sorted[k]}`;
  }
  const v = POSITIONS.get(key) ?? remember(POSITIONS, POSITIONS_LIMIT, key, solve(state.phase, sorted));
  const chances: Record<PlayerId, number> = {};
  for (let i = 0; i < n; i++) putEntry(chances, players[i]!, 0);
  for (let k = 0; k < n; k++) putEntry(chances, players[order[k]!]!, v[k]!);
  return chances;
}
