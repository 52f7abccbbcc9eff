// The space of dice a Dice Poker turn moves through, precomputed once: every multiset of 0..5 dice ("keeps"),
// the 252 five-dice hands among them, and the two moves between multisets the solver needs.
//
// Why multisets: the order of the dice never matters, so a hand is its face counts. Keeps are indexed by size,
// largest first: hands (size 5) are 0..251, then the 126 four-dice keeps, … and the empty keep is last (461). That
// order lets the solver fill expectations from the hands downwards and maxima from the empty keep upwards.
//
// The trick that makes the solver fast: the expected value of a keep of k dice (rerolling the other 5 - k) is the
// average, over the six faces of one more die, of the expected value of the keep with that die added. So every
// keep's expectation costs 6 additions instead of a sum over all outcomes.

export const FACES = 6;
export const DICE = 5;

export interface DiceSpace {
  /** number of multisets of 0..5 dice (462) */
  keeps: number;
  /** number of five-dice hands (252); hands are keep indices 0..hands-1 */
  hands: number;
  /** counts[k * 7 + face] = how many dice of `face` (1..6) keep k holds; [k * 7] = its size */
  counts: Uint8Array;
  /** for a keep of size < 5 (index ≥ hands): child[(k - hands) * 6 + face - 1] = k with one die of `face` added */
  child: Int32Array;
  /** sub-keeps with one die fewer: subs[subStart[k] .. subStart[k + 1]) */
  subStart: Int32Array;
  subs: Int32Array;
  /** probability of rolling hand h with five fresh dice */
  handProbability: Float64Array;
  /** index of the keep with these counts (counts[1..6]); -1 if more than five dice */
  indexOf(counts: readonly number[]): number;
  /** index of the multiset of these dice values */
  indexOfDice(dice: readonly number[]): number;
  /** the dice values of keep k, ascending */
  diceOf(k: number): number[];
  /** the hand of five of a kind of `face`, or -1 for other hands */
  fiveOfAKindFace: Int8Array;
}

const code = (counts: readonly number[]) => {
  let c = 0;
  for (let face = 1; face <= FACES; face++) c = c * 6 + (counts[face] ?? 0);
  return c;
};

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

function build(): DiceSpace {
  const bySize: number[][][] = [[], [], [], [], [], []];
  const walk = (face: number, left: number, counts: number[]) => {
    if (face > FACES) {
      const size = DICE - left;
      bySize[size]!.push([size, ...counts.slice(1)]);
      return;
    }
    for (let n = 0; n <= left; n++) {
      counts[face] = n;
      walk(face + 1, left - n, counts);
    }
    counts[face] = 0;
  };
  walk(1, DICE, [0, 0, 0, 0, 0, 0, 0]);
  const ordered = [5, 4, 3, 2, 1, 0].flatMap((size) => bySize[size]!);
  const keeps = ordered.length;
  const hands = bySize[5]!.length;
  const counts = new Uint8Array(keeps * 7);
  const lookup = new Int32Array(6 ** 6).fill(-1);
  ordered.forEach((row, k) => {
    counts.set(row, k * 7);
    lookup[code(row)] = k;
  });
  const indexOf = (c: readonly number[]) => {
    let total = 0;
    for (let face = 1; face <= FACES; face++) {
      const n = c[face] ?? 0;
      if (n < 0 || n > DICE) return -1;
      total += n;
    }
    return total > DICE ? -1 : lookup[code(c)]!;
  };
  const countsOf = (k: number) => Array.from(counts.subarray(k * 7, k * 7 + 7));

  const child = new Int32Array((keeps - hands) * FACES);
  for (let k = hands; k < keeps; k++) {
    for (let face = 1; face <= FACES; face++) {
      const c = countsOf(k);
      c[face]! += 1;
      child[(k - hands) * FACES + face - 1] = indexOf(c);
    }
  }
  const subStart = new Int32Array(keeps + 1);
  const subList: number[] = [];
  for (let k = 0; k < keeps; k++) {
    subStart[k] = subList.length;
    for (let face = 1; face <= FACES; face++) {
      const c = countsOf(k);
      if (c[face]! === 0) continue;
      c[face]! -= 1;
      subList.push(indexOf(c));
    }
  }
  subStart[keeps] = subList.length;

  const handProbability = new Float64Array(hands);
  const fiveOfAKindFace = new Int8Array(hands).fill(-1);
  for (let h = 0; h < hands; h++) {
    let ways = factorial(DICE);
    for (let face = 1; face <= FACES; face++) {
      const n = counts[h * 7 + face]!;
      ways /= factorial(n);
      if (n === DICE) fiveOfAKindFace[h] = face;
    }
    handProbability[h] = ways / FACES ** DICE;
  }

  return {
    keeps,
    hands,
    counts,
    child,
    subStart,
    subs: Int32Array.from(subList),
    handProbability,
    fiveOfAKindFace,
    indexOf,
    indexOfDice(dice) {
      const c = [0, 0, 0, 0, 0, 0, 0];
      for (const d of dice) {
        if (!Number.isInteger(d) || d < 1 || d > FACES) return -1;
        c[d]! += 1;
      }
      return indexOf(c);
    },
    diceOf(k) {
      const out: number[] = [];
      for (let face = 1; face <= FACES; face++) for (let n = 0; n < counts[k * 7 + face]!; n++) out.push(face);
      return out;
    },
  };
}

/** Built once per process (a few milliseconds). */
export const SPACE: DiceSpace = build();
