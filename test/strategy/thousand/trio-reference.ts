// An independent, deliberately plain solver of the three-player 1000 on the plainest race (opening 0, no bolts, no
// overtaking, nothing above the goal): scores only, its own roll scoring (duel-reference.ts: every one of the 6^k
// rolls), a turn by memoised recursion over (turn total, dice) returning all three chances, Gauss-Seidel sweeps over
// every triple of scores until nothing moves. It shares no code with src/strategy/thousand.
import { refScore } from './duel-reference.ts';

type Chances = [number, number, number];

export class ReferenceTrio {
  readonly m: number;
  /** value[((i * m + j) * m + k) * 3 + x]: chances of (mover at 5i, next at 5j, last at 5k) */
  readonly value: Float64Array;
  private readonly rolls: { points: number; used: number; p: number }[][] = [[]];

  constructor(readonly goal: number) {
    this.m = goal / 5;
    this.value = new Float64Array(this.m ** 3 * 3).fill(1 / 3);
    for (let k = 1; k <= 5; k++) {
      const tally = new Map<string, number>();
      const dice = new Array<number>(k).fill(1);
      for (let code = 0; code < 6 ** k; code++) {
        let c = code;
        for (let d = 0; d < k; d++, c = Math.floor(c / 6)) dice[d] = (c % 6) + 1;
        const { points, used } = refScore(dice);
        const key = `${points}:${used}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
      this.rolls.push([...tally].map(([key, count]) => {
        const [points, used] = key.split(':').map(Number);
        return { points: points!, used: used!, p: count / 6 ** k };
      }));
    }
  }

  at(mover: number, next: number, last: number): Chances {
    const i = (((mover / 5) * this.m + next / 5) * this.m + last / 5) * 3;
    return [this.value[i]!, this.value[i + 1]!, this.value[i + 2]!];
  }

  solve(tolerance = 1e-12): this {
    const m = this.m;
    for (let sweep = 0; sweep < 10_000; sweep++) {
      let change = 0;
      for (let i = m - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
          for (let k = m - 1; k >= 0; k--) {
            const v = this.turn(i * 5, j * 5, k * 5);
            const at = ((i * m + j) * m + k) * 3;
            for (let x = 0; x < 3; x++) {
              change = Math.max(change, Math.abs(v[x]! - this.value[at + x]!));
              this.value[at + x] = v[x]!;
            }
          }
        }
      }
      if (change <= tolerance) return this;
    }
    throw new Error('the reference trio did not settle');
  }

  /** The three chances from the start of the mover's turn, the mover choosing for its own chance. */
  private turn(me: number, next: number, last: number): Chances {
    // ending at score s: the next moves, then the last, then me
    const ended = (s: number): Chances => {
      const [n, l, mine] = this.at(next, last, s);
      return [mine, n, l];
    };
    const busted = ended(me);
    const memo = new Map<number, Chances>();
    const roll = (total: number, dice: number): Chances => {
      const key = total * 8 + dice;
      const known = memo.get(key);
      if (known) return known;
      const sum: Chances = [0, 0, 0];
      for (const { points, used, p } of this.rolls[dice]!) {
        let v: Chances;
        if (points === 0) v = busted;
        else if (me + total + points >= this.goal) v = [1, 0, 0];
        else if (used === dice) v = roll(total + points, 5);
        else {
          const on = roll(total + points, dice - used);
          const bank = ended(me + total + points);
          v = bank[0] > on[0] ? bank : on;
        }
        for (let x = 0; x < 3; x++) sum[x] += p * v[x]!;
      }
      memo.set(key, sum);
      return sum;
    };
    return roll(0, 5);
  }
}
