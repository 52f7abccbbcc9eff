// Craps odds asked about (issue 43: «какие у меня шансы выкинуть свою восьмёрку раньше семёрки?», "what are my odds of
// hitting the 9 before a 7?"): the chances of the roll to come, as figures; each language gives the words.
import type { Rich } from '../rich.ts';
import { percent } from './chances.ts';

export interface CrapsAdviceWords {
  /** "Your point is 8: this roll hits it 14 % (5 in 36), a seven 17 % (6 in 36); the point before a seven, 45 %." */
  point(point: number, hit: string, ways: number, seven: string, before: string): string;
  /** "This come-out roll: 7 or 11 wins 22 % (8 in 36); 2, 3 or 12 is out 11 % (4 in 36); a point 67 %." */
  comeOut(win: string, out: string, point: string): string;
}

/** How many of the 36 rolls of two dice make each sum. */
export const WAYS: Readonly<Record<number, number>> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };

export function crapsAdviceIn(words: CrapsAdviceWords) {
  return {
    crapsPointOdds(point: number): Rich {
      const ways = WAYS[point]!;
      return [words.point(point, percent(ways / 36), ways, percent(6 / 36), percent(ways / (ways + 6)))];
    },
    crapsComeOutOdds(): Rich {
      return [words.comeOut(percent(8 / 36), percent(4 / 36), percent(24 / 36))];
    },
  };
}
