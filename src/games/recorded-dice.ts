// The dice a recorded move drew, given back in order to the engine that replays it: a record's moves are replayed
// (the game's page, the chance curve, a record checked after a crash) by handing the engine each move's own dice.
import type { DiceRoller } from './types.ts';

/**
 * The dice of move `index` (0-based); asking for more than were recorded throws, naming the move. `drawn` says how
 * many the move took and `asked` how many it asked for, the refused ask included (the verifier wants every recorded
 * die used, and names the count a move asked for when it wanted more).
 */
export function recordedDice(dice: readonly number[], index: number): DiceRoller & { readonly drawn: number; readonly asked: number } {
  let used = 0;
  let asked = 0;
  return {
    get drawn() {
      return used;
    },
    get asked() {
      return asked;
    },
    roll(count: number): number[] {
      asked += count;
      if (used + count > dice.length) throw new Error(`move ${index + 1} asks for more dice than recorded`);
      used += count;
      return dice.slice(used - count, used);
    },
  };
}
