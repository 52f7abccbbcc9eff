// What decides a game that ends on one comparison (Bone Poker hands, Dice Poker totals): the best score so far and
// who holds it. A later player's chances depend only on these two, so the sequential games below are memoised on
// them. Scores are numbers where higher wins; equal best scores share the win.

export interface Standing {
  /** the best score among the players who have finished (-Infinity: nobody yet) */
  best: number;
  /** bit i: player i holds the best score */
  holders: number;
}

export const NOBODY: Standing = { best: -Infinity, holders: 0 };

export function withScore(s: Standing, player: number, score: number): Standing {
  if (score > s.best) return { best: score, holders: 1 << player };
  if (score === s.best) return { best: s.best, holders: s.holders | (1 << player) };
  return s;
}

/** How many players hold the best score. */
export function holderCount(s: Standing): number {
  let count = 0;
  for (let bits = s.holders; bits; bits &= bits - 1) count++;
  return count;
}

/** The final chance vector: the holders of the best score share the win equally. */
export function shares(s: Standing, n: number): Float64Array {
  const out = new Float64Array(n);
  const count = holderCount(s);
  for (let p = 0; p < n; p++) if (s.holders & (1 << p)) out[p] = 1 / count;
  return out;
}

/**
 * Every player's chance when one more player (`mover`, the last to finish) wins with chance `own` against this
 * standing: whatever the mover does not get, the holders of the best score share equally (nobody holds one in a
 * game of one: the mover's own chance is all there is).
 */
export function sharesBeside(s: Standing, n: number, mover: number, own: number): Float64Array {
  const out = new Float64Array(n);
  const count = holderCount(s);
  for (let p = 0; p < n; p++) if (s.holders & (1 << p)) out[p] = (1 - own) / count;
  out[mover] = own;
  return out;
}

export const standingKey = (mover: number, s: Standing): string => `${mover}:${s.best}:${s.holders}`;

/**
 * Every player's chance from the j-th of `movers` players still to move, given the standing so far: `turn` plays
 * mover j's turn, asking `next` for the vector once that mover's score is in the standing; past the last mover, the
 * standing's shares. Memoised by (j, standing): a turn's many hands lead to the same few standings.
 */
export function fromMovers(
  n: number,
  movers: number,
  turn: (j: number, st: Standing, next: (after: Standing) => Float64Array) => Float64Array,
): (j: number, st: Standing) => Float64Array {
  const memo = new Map<string, Float64Array>();
  const value = (j: number, st: Standing): Float64Array => {
    if (j === movers) return shares(st, n);
    const key = standingKey(j, st);
    let vector = memo.get(key);
    if (vector === undefined) memo.set(key, (vector = turn(j, st, (after) => value(j + 1, after))));
    return vector;
  };
  return value;
}
