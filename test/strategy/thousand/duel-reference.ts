// An independent, deliberately plain solver of the two-player 1000 for short races, written from RULES.md §5 alone:
// its own roll scoring (every one of the 6^k rolls), its own opening, bolts and overtaking, a turn evaluated by a
// memoised recursion over (turn total, dice, re-roll owed), and Gauss-Seidel sweeps over every pair of players until
// nothing moves. It shares no code with src/strategy/thousand (the solver under test). Short races only: pits (200),
// the dump truck (555) and the barrel (880) lie above its goals; opening 50, bolts and overtaking are all in play.

export interface RefPlayer {
  score: number;
  opened: boolean;
  bolts: number;
}

/** Points of one roll under the seed's scoring (RULES §5), and how many dice scored. */
export function refScore(dice: number[]): { points: number; used: number } {
  const count = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) count[d]!++;
  let points = 0;
  let used = 0;
  for (let face = 1; face <= 6; face++) {
    const c = count[face]!;
    const value = face === 1 ? 10 : face;
    const single = face === 1 ? 10 : face === 5 ? 5 : 0;
    // a group of 3, 4 or 5 of this face, the rest as singles, or all singles: whichever is worth most
    let best = c * single;
    if (c >= 3) best = Math.max(best, value * 10 + (c - 3) * single);
    if (c >= 4) best = Math.max(best, value * 50 + (c - 4) * single);
    if (c === 5) best = Math.max(best, 1000);
    if (best > 0) {
      points += best;
      used += c; // every die of a scoring face scores: 1s and 5s always, other faces only in a group of all of them
    }
  }
  return { points, used };
}

function rollsOf(k: number): { points: number; used: number; p: number }[] {
  const tally = new Map<string, number>();
  const dice: number[] = [];
  const walk = (i: number) => {
    if (i === k) {
      const { points, used } = refScore(dice);
      const key = `${points}:${used}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      return;
    }
    for (let f = 1; f <= 6; f++) {
      dice[i] = f;
      walk(i + 1);
    }
  };
  walk(0);
  return [...tally].map(([key, c]) => {
    const [points, used] = key.split(':').map(Number);
    return { points: points!, used: used!, p: c / 6 ** k };
  });
}

export class ReferenceDuel {
  readonly players: RefPlayer[] = [];
  /** value[i * m + j]: chance of the player on turn at players[i] against players[j] */
  readonly value: Float64Array;
  private readonly rolls = [[], 1, 2, 3, 4, 5].map((k) => (typeof k === 'number' ? rollsOf(k) : []));

  constructor(readonly goal: number) {
    this.add({ score: 0, opened: false, bolts: 0 });
    for (let score = 0; score < goal; score += 5) for (let bolts = 0; bolts < 3; bolts++) this.add({ score, opened: true, bolts });
    const m = this.players.length;
    this.value = new Float64Array(m * m).fill(0.5);
  }

  private add(p: RefPlayer): void {
    if (this.id(p) !== this.players.length) throw new Error('players out of order');
    this.players.push(p);
  }

  /** players[0] has not opened; then every score, each with 0, 1, 2 bolts */
  id(p: RefPlayer): number {
    return p.opened ? 1 + (p.score / 5) * 3 + p.bolts : 0;
  }

  /** Sweeps until no value moves by more than `tolerance`. */
  solve(tolerance = 1e-12): this {
    const m = this.players.length;
    for (let sweep = 0; sweep < 100_000; sweep++) {
      let change = 0;
      for (let i = 0; i < m; i++) {
        for (let j = 0; j < m; j++) {
          const v = this.turn(this.players[i]!, this.players[j]!);
          change = Math.max(change, Math.abs(v - this.value[i * m + j]!));
          this.value[i * m + j] = v;
        }
      }
      if (change <= tolerance) return this;
    }
    throw new Error('the reference duel did not settle');
  }

  /** The chance of `me` on turn against `other`, by the turn's best play given the current values. */
  turn(me: RefPlayer, other: RefPlayer): number {
    const m = this.players.length;
    const after = (first: RefPlayer, second: RefPlayer) => 1 - this.value[this.id(first) * m + this.id(second)]!;
    const busted = after(other, this.bust(me));
    const memo = new Map<string, number>();
    const roll = (total: number, dice: number): number => {
      const key = `${total}/${dice}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let sum = 0;
      for (const { points, used, p } of this.rolls[dice]!) {
        if (points === 0) {
          sum += p * busted;
          continue;
        }
        const reached = total + points;
        if (me.score + reached >= this.goal) {
          sum += p;
          continue;
        }
        const left = dice - used;
        if (left === 0) {
          sum += p * roll(reached, 5); // hot dice: all five again, no banking before
          continue;
        }
        let best = roll(reached, left);
        if (me.opened || reached >= 50) {
          const [meAfter, otherAfter] = this.bank(me, other, reached);
          best = Math.max(best, after(otherAfter, meAfter));
        }
        sum += p * best;
      }
      memo.set(key, sum);
      return sum;
    };
    return roll(0, 5);
  }

  bust(p: RefPlayer): RefPlayer {
    if (!p.opened) return p;
    if (p.bolts < 2) return { ...p, bolts: p.bolts + 1 };
    return { score: Math.max(0, p.score - 100), opened: true, bolts: 0 };
  }

  bank(me: RefPlayer, other: RefPlayer, total: number): [RefPlayer, RefPlayer] {
    const score = me.score + total;
    const overtaken = other.score > me.score && other.score < score;
    return [
      { score, opened: true, bolts: me.bolts },
      overtaken ? { ...other, score: Math.max(0, other.score - 50) } : other,
    ];
  }
}
