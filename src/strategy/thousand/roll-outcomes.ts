// What a roll of k dice can do in 1000, as a distribution: for every (points, dice that scored) the chance of it.
// Built by scoring every one of the 6^k ordered rolls with the engine's own scoreRoll, so the solver can never
// disagree with the game about what a roll is worth.
import { scoreRoll } from '../../games/thousand/score-roll.ts';
import type { ThousandSettings } from '../../games/thousand/settings.ts';

/** Points are multiples of 5 everywhere in 1000; the solver counts in these units to keep its arrays small. */
export const POINT_UNIT = 5;

/** The in-turn slot of a full hand owed after hot dice; slots 0..3 are 1..4 dice left. */
export const OWED_SLOT = 4;

export interface RollOutcomes {
  /** dice rolled (1..5) */
  dice: number;
  /** chance that the roll scores nothing (the turn busts) */
  pZero: number;
  /** scoring outcomes, parallel arrays: points in units of 5, dice set aside, chance */
  points: Int32Array;
  used: Int8Array;
  /** the in-turn table slot after this outcome (see turn-table.ts: dice left 1..4 → 0..3, none left → 4) */
  slot: Int8Array;
  prob: Float64Array;
}

/** Index 1..5: the outcomes of a roll of that many dice (index 0 unused). */
export type OutcomeTable = RollOutcomes[];

export function rollOutcomes(settings: Pick<ThousandSettings, 'scoring' | 'straights'>): OutcomeTable {
  const table: OutcomeTable = [];
  for (let dice = 1; dice <= 5; dice++) table[dice] = outcomesFor(dice, settings);
  return table;
}

function outcomesFor(dice: number, settings: Pick<ThousandSettings, 'scoring' | 'straights'>): RollOutcomes {
  const total = 6 ** dice;
  const counts = new Map<number, number>();
  let zero = 0;
  const roll = new Array<number>(dice);
  for (let code = 0; code < total; code++) {
    let rest = code;
    for (let i = 0; i < dice; i++) {
      roll[i] = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
    }
    const scored = scoreRoll(roll, settings);
    if (scored.points === 0) {
      zero++;
      continue;
    }
    if (scored.points % POINT_UNIT !== 0) throw new Error(`a roll worth ${scored.points} is not a multiple of 5`);
    const key = (scored.points / POINT_UNIT) * 8 + scored.scoring.length;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = [...counts.keys()].sort((a, b) => a - b);
  return {
    dice,
    pZero: zero / total,
    points: Int32Array.from(keys, (k) => Math.floor(k / 8)),
    used: Int8Array.from(keys, (k) => k % 8),
    slot: Int8Array.from(keys, (k) => (dice - (k % 8) === 0 ? OWED_SLOT : dice - (k % 8) - 1)),
    prob: Float64Array.from(keys, (k) => counts.get(k)! / total),
  };
}
