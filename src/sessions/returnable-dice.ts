// Dice drawn in a transaction attempt that the store threw away are given back. PostgreSQL's one-round-trip path runs
// a chat's step on the session this process wrote last; when another instance wrote since, that outcome is discarded
// and the step runs again on what is stored. Dice drawn by the discarded run must not be lost: with a script (tests,
// `--dice`) every later roll would shift, and the course of a game would depend on which process guessed wrong.
import type { DiceRoller } from '../games/types.ts';

/** Dice given back, per source: every Butler of this process that draws from one source draws them again first. */
const GIVEN_BACK = new WeakMap<DiceRoller, number[]>();

export class ReturnableDice implements DiceRoller {
  /** dice given back to the source, drawn again first (shared by every wrapper of the same source) */
  private readonly returned: number[];
  /** what the running attempt has drawn (null outside an attempt) */
  private drawing: number[] | null = null;

  constructor(private readonly inner: DiceRoller) {
    let returned = GIVEN_BACK.get(inner);
    if (!returned) GIVEN_BACK.set(inner, (returned = []));
    this.returned = returned;
  }

  roll(count: number): number[] {
    const again = this.returned.splice(0, Math.min(count, this.returned.length));
    let dice: number[];
    try {
      dice = again.length === count ? again : [...again, ...this.inner.roll(count - again.length)];
    } catch (error) {
      this.returned.unshift(...again); // scripted dice used up: nothing of this roll is drawn
      throw error;
    }
    this.drawing?.push(...dice);
    return dice;
  }

  /**
   * `step` wrapped so that each run after the first gives back what the run before it drew: a store calls a step
   * again only when it threw the earlier outcome away. Steps are synchronous, so one attempt runs at a time.
   */
  attempts<A extends unknown[], R>(step: (...args: A) => R): (...args: A) => R {
    let drawn: number[] | null = null;
    return (...args: A): R => {
      if (drawn !== null) this.returned.unshift(...drawn);
      const mine: number[] = [];
      drawn = mine;
      const outer = this.drawing;
      this.drawing = mine;
      try {
        return step(...args);
      } finally {
        this.drawing = outer;
      }
    };
  }
}
