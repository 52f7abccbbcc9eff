// Index tables over five dice, built once: the 252 sorted hands, the 462 keeps (sorted sub-multisets of 0..5 dice)
// and how a keep grows by one die. They let a policy value every keep of every hand with plain array loops.

export interface DiceTables {
  /** every sorted hand of five dice */
  hands: number[][];
  handIndex: Map<string, number>;
  /** every sorted keep of 0..5 dice; keeps of five are hands */
  keeps: number[][];
  keepIndex: Map<string, number>;
  /** for a keep of fewer than five dice: the keep index after adding face f (1..6) at [k * 6 + f - 1] */
  grow: Int32Array;
  /** for a keep of five dice: its hand index */
  keepHand: Int32Array;
  /** for each hand: the indices of its distinct keeps of fewer than five dice */
  handKeeps: number[][];
}

const key = (dice: readonly number[]) => dice.join('');

function build(): DiceTables {
  const keeps: number[][] = [];
  const extend = (prefix: number[], from: number) => {
    keeps.push(prefix);
    if (prefix.length === 5) return;
    for (let f = from; f <= 6; f++) extend([...prefix, f], f);
  };
  extend([], 1);
  // Larger keeps first: a bottom-up pass then values every keep a die grows into before the keep itself.
  keeps.sort((a, b) => b.length - a.length);
  const keepIndex = new Map(keeps.map((k, i) => [key(k), i]));
  const hands = keeps.filter((k) => k.length === 5);
  const handIndex = new Map(hands.map((h, i) => [key(h), i]));
  const grow = new Int32Array(keeps.length * 6).fill(-1);
  const keepHand = new Int32Array(keeps.length).fill(-1);
  keeps.forEach((k, i) => {
    if (k.length === 5) keepHand[i] = handIndex.get(key(k))!;
    else for (let f = 1; f <= 6; f++) grow[i * 6 + f - 1] = keepIndex.get(key([...k, f].sort((a, b) => a - b)))!;
  });
  const handKeeps = hands.map((hand) => {
    const found = new Set<number>();
    for (let mask = 0; mask < 31; mask++) {
      found.add(keepIndex.get(key(hand.filter((_, i) => mask & (1 << i))))!);
    }
    return [...found];
  });
  return { hands, handIndex, keeps, keepIndex, grow, keepHand, handKeeps };
}

let tables: DiceTables | null = null;

export function diceTables(): DiceTables {
  return (tables ??= build());
}

export function sortedKey(dice: readonly number[]): string {
  return key([...dice].sort((a, b) => a - b));
}
