// An independent, slow solver for games of a few boxes: it enumerates every ordered outcome of every reroll and
// every subset of dice positions to keep, and scores through the game engine itself (allowedBoxes, pointsFor,
// jokerBoxes). Boxes outside the small game are filled with 0 on the sheet, so the engine treats them as taken.
import {
  BOXES,
  POKER_BONUS,
  isUpperBox,
  jokerBoxes,
  pointsFor,
  type DicePokerBox,
  type Sheet,
} from '../../../src/games/dice-poker/index.ts';
import { allowedBoxes } from '../../../src/games/dice-poker/joker.ts';

const handCode = (dice: readonly number[]) => [...dice].sort((a, b) => a - b).reduce((c, d) => c * 7 + d, 0);

function* outcomes(count: number): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (const rest of outcomes(count - 1)) for (let face = 1; face <= 6; face++) yield [...rest, face];
}

/** Expected final score of optimal play of a game with only `ids` (upper bonus 35 from `upperFrom`). */
export function bruteForceExpected(ids: readonly DicePokerBox[], upperFrom: number): number {
  const memo = new Map<string, number>();
  const upperOf = (sheet: Sheet) => ids.filter(isUpperBox).reduce((s, b) => s + (sheet[b] ?? 0), 0);

  const future = (sheet: Sheet): number => {
    const free = ids.filter((b) => sheet[b] === null);
    if (free.length === 0) return upperOf(sheet) >= upperFrom ? 35 : 0;
    const key = `${free.join()}|${Math.min(upperOf(sheet), upperFrom)}|${sheet.poker}`;
    const known = memo.get(key);
    if (known !== undefined) return known;

    const finals = new Map<number, number>();
    const final = (hand: number[]): number => {
      const code = handCode(hand);
      const hit = finals.get(code);
      if (hit !== undefined) return hit;
      const bonus = jokerBoxes(sheet, hand) ? POKER_BONUS : 0;
      let best = -Infinity;
      for (const box of allowedBoxes(sheet, hand)) {
        const next = { ...sheet, [box]: pointsFor(sheet, hand, box) };
        best = Math.max(best, bonus + pointsFor(sheet, hand, box) + future(next));
      }
      finals.set(code, best);
      return best;
    };
    // stage s: the value of holding `hand` with s rolls made (3: it must be written); keeps are cached by their
    // sorted values, each averaged over every ordered outcome of the dice rerolled
    const hands = [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()];
    const keeps = [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()];
    const keepValue = (kept: number[], rolls: number): number => {
      const cache = keeps[rolls]!;
      const code = handCode(kept) * 10 + kept.length;
      const hit = cache.get(code);
      if (hit !== undefined) return hit;
      let sum = 0;
      let n = 0;
      for (const fresh of outcomes(5 - kept.length)) {
        sum += handValue([...kept, ...fresh], rolls + 1);
        n++;
      }
      cache.set(code, sum / n);
      return sum / n;
    };
    const handValue = (hand: number[], rolls: number): number => {
      if (rolls === 3) return final(hand);
      const cache = hands[rolls]!;
      const code = handCode(hand);
      const hit = cache.get(code);
      if (hit !== undefined) return hit;
      let best = -Infinity;
      for (let subset = 0; subset < 32; subset++) {
        const kept = hand.filter((_, i) => subset & (1 << i));
        best = Math.max(best, kept.length === 5 ? final(hand) : keepValue(kept, rolls));
      }
      cache.set(code, best);
      return best;
    };
    let sum = 0;
    for (const first of outcomes(5)) sum += handValue(first, 1);
    const value = sum / 6 ** 5;
    memo.set(key, value);
    return value;
  };

  const sheet = Object.fromEntries(BOXES.map((b) => [b, ids.includes(b) ? null : 0])) as Sheet;
  return future(sheet);
}
