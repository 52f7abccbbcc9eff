// Craps' exact chances (RULES §2) as a Markov chain over rounds. Nobody chooses anything, so "playing best" is just
// rolling; what remains is the arithmetic of replays:
// - a fresh come-out round among k players is symmetric: each has 1/k;
// - a point round among players with points is solved over the subsets of them still in play: the round's outcome
//   per player is hit (their point), seven, or nothing; a round where nothing happens repeats the same position, so
//   its probability divides the rest (V = Σ P(o)·V(o) / (1 − P(nothing)));
// - a round under way (some players have rolled) is finished by enumerating the outcomes of those still to roll.
// The work grows as 4^m (point rounds) and 8^r (the rest of a come-out round): past WORK_LIMIT we give no figure.
import { diceSum } from '../../games/dice-sum.ts';
import { comeOutOutcome, pointRoundOutcome } from '../../games/craps/roll-outcome.ts';
import type { CrapsState } from '../../games/craps/state.ts';
import type { PlayerId } from '../../games/types.ts';

const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]; // ways to roll each sum 2..12 with two dice, of 36
const SEVEN = 6 / 36;
const WORK_LIMIT = 2_000_000;

/** The outcome of one roll as the judge of a round sees it. */
type Outcome = { kind: 'win' } | { kind: 'lose' } | { kind: 'point'; point: number } | { kind: 'nothing' };

/** Every outcome of one roll in this kind of round, with its probability. */
function rollOutcomes(phase: 'come_out' | 'point', point: number | undefined): { o: Outcome; p: number }[] {
  const out = new Map<string, { o: Outcome; p: number }>();
  for (let sum = 2; sum <= 12; sum++) {
    let o: Outcome;
    if (phase === 'come_out') {
      const c = comeOutOutcome(sum);
      o = c === 'natural' ? { kind: 'win' } : c === 'craps' ? { kind: 'lose' } : { kind: 'point', point: sum };
    } else {
      const c = pointRoundOutcome(sum, point!);
      o = c === 'point_hit' ? { kind: 'win' } : c === 'seven_out' ? { kind: 'lose' } : { kind: 'nothing' };
    }
    const key = o.kind === 'point' ? `p${o.point}` : o.kind;
    const entry = out.get(key) ?? { o, p: 0 };
    entry.p += WAYS[sum]! / 36;
    out.set(key, entry);
  }
  return [...out.values()];
}

class CrapsChain {
  private readonly memo = new Map<string, Float64Array>();
  work = 0;
  constructor(readonly n: number) {}

  even(players: number[]): Float64Array {
    const v = new Float64Array(this.n);
    for (const p of players) v[p] = 1 / players.length;
    return v;
  }

  /** The start of a point round among `players` (indices) with their `points`. */
  pointRound(players: number[], points: number[]): Float64Array {
    if (players.length === 1) return this.even(players);
    const key = players.map((p) => `${p}:${points[p]}`).join(',');
    const known = this.memo.get(key);
    if (known) return known;
    const m = players.length;
    const hit = players.map((p) => WAYS[points[p]!]! / 36);
    const v = new Float64Array(this.n);
    let stay = 0;
    // each player's outcome: 0 hit, 1 seven, 2 nothing
    const combos = 3 ** m;
    this.work += combos;
    for (let c = 0; c < combos; c++) {
      let rest = c;
      let prob = 1;
      const hits: number[] = [];
      const alive: number[] = [];
      for (let i = 0; i < m; i++) {
        const o = rest % 3;
        rest = Math.floor(rest / 3);
        prob *= o === 0 ? hit[i]! : o === 1 ? SEVEN : 1 - hit[i]! - SEVEN;
        if (o === 0) hits.push(players[i]!);
        if (o === 2) alive.push(players[i]!);
      }
      if (prob === 0) continue;
      if (hits.length === 0 && alive.length === m) {
        stay += prob;
        continue;
      }
      const next = this.judged(players, hits, alive, points);
      for (let p = 0; p < this.n; p++) v[p]! += prob * next[p]!;
    }
    for (let p = 0; p < this.n; p++) v[p]! /= 1 - stay;
    this.memo.set(key, v);
    return v;
  }

  /** A judged round: `winners` (naturals or hits), `alive` (set a point or rolled nothing), the rest lost. */
  judged(players: number[], winners: number[], alive: number[], points: number[]): Float64Array {
    if (winners.length >= 1) return this.even(winners); // one wins; several replay a come-out: symmetric
    if (alive.length === 0) return this.even(players); // everyone lost: all replay a come-out
    return this.pointRound(alive, points);
  }

  /** A round under way: `done` outcomes known, `todo` players still to roll in `phase`. */
  round(phase: 'come_out' | 'point', players: number[], known: Map<number, Outcome>, points: number[]): Float64Array {
    const todo = players.filter((p) => !known.has(p));
    const options = todo.map((p) => rollOutcomes(phase, phase === 'point' ? points[p] : undefined));
    const v = new Float64Array(this.n);
    const walk = (i: number, prob: number, outcomes: Map<number, Outcome>, pts: number[]) => {
      if (i === todo.length) {
        const winners = players.filter((p) => outcomes.get(p)!.kind === 'win');
        const alive = players.filter((p) => ['point', 'nothing'].includes(outcomes.get(p)!.kind));
        const next = this.judged(players, winners, alive, pts);
        for (let p = 0; p < this.n; p++) v[p]! += prob * next[p]!;
        return;
      }
      for (const { o, p } of options[i]!) {
        const nextPts = o.kind === 'point' ? pts.map((x, j) => (j === todo[i] ? o.point : x)) : pts;
        walk(i + 1, prob * p, new Map(outcomes).set(todo[i]!, o), nextPts);
      }
    };
    walk(0, 1, known, points);
    return v;
  }
}

/** Each player's exact chance to win (players still in play; null once over, or when the work would be too much). */
export function crapsChances(state: CrapsState): Record<PlayerId, number> | null {
  if (state.winners !== null) return null;
  const players = state.inPlay;
  const n = players.length;
  if (n === 0) return null;
  let todo = 0;
  for (const p of players) if (!state.rolls[p]) todo++;
  const fresh = todo === n;
  // a point round costs about 4^m (3^k outcomes for each subset of k players); the rest of a round under way
  // multiplies that by its branches
  const branches = fresh ? 1 : (state.phase === 'come_out' ? 8 : 3) ** todo;
  if (n > 12 || branches * 4 ** n > WORK_LIMIT) return null;
  // The figures depend only on the phase and each seat's point and roll (never on who sits there): a position
  // seen before is not solved again (a chat plays the same few positions over and over, on every move reply).
  const position = positionKey(state, players);
  const v = SOLVED.get(position) ?? solve(state, players, fresh, position);
  const chances: Record<PlayerId, number> = {};
  for (let i = 0; i < n; i++) chances[players[i]!] = v[i]!;
  return chances;
}

/** "point|6:,8:7": the phase, then each seat's point and the sum it rolled this round (empty: not rolled yet). */
function positionKey(state: CrapsState, players: readonly PlayerId[]): string {
  let key = state.phase === 'come_out' ? 'come_out|' : 'point|';
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    const rolled = state.rolls[p];
    key += `${i > 0 ? ',' : ''}${state.points[p] ?? 0}:${rolled ? diceSum(rolled) : ''}`;
  }
  return key;
}

/** Solved positions (see crapsChances); cleared when full, so that it stays small whatever positions come. */
const SOLVED = new Map<string, Float64Array>();
const SOLVED_LIMIT = 4096;

function solve(state: CrapsState, players: PlayerId[], fresh: boolean, position: string): Float64Array {
  const n = players.length;
  const idx = players.map((_, i) => i);
  const points = players.map((p) => state.points[p] ?? 0);
  const known = new Map<number, Outcome>();
  players.forEach((p, i) => {
    const dice = state.rolls[p];
    if (!dice) return;
    const sum = diceSum(dice);
    if (state.phase === 'come_out') {
      const c = comeOutOutcome(sum);
      known.set(i, c === 'natural' ? { kind: 'win' } : c === 'craps' ? { kind: 'lose' } : { kind: 'point', point: sum });
      if (c === 'point_set') points[i] = sum;
    } else {
      const c = pointRoundOutcome(sum, points[i]!);
      known.set(i, c === 'point_hit' ? { kind: 'win' } : c === 'seven_out' ? { kind: 'lose' } : { kind: 'nothing' });
    }
  });
  const chain = new CrapsChain(n);
  const v = !fresh
    ? chain.round(state.phase, idx, known, points)
    : state.phase === 'come_out'
      ? chain.even(idx)
      : chain.pointRound(idx, points);
  if (SOLVED.size >= SOLVED_LIMIT) SOLVED.clear();
  SOLVED.set(position, v);
  return v;
}
