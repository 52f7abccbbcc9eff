// The best combination of one roll (RULES.md §5). Points count only within one roll; every scoring die is set
// aside. Since every combination is worth more than its dice as singles, the best one always uses every die that
// can score, so the choice is only how to group each face (and whether a straight beats the groups).
import type { ThousandSettings } from './settings.ts';

export type ComboKind = 'single' | 'three' | 'four' | 'five' | 'straight';

export interface Combo {
  kind: ComboKind;
  /** the dice of this combination (for a single: one die) */
  dice: number[];
  points: number;
}

export interface RollScore {
  points: number;
  /** every die that scored, ascending */
  scoring: number[];
  /** how the points came about, highest first */
  combos: Combo[];
}

type Scoring = Pick<ThousandSettings, 'scoring' | 'straights'>;

/** A 1 counts as 10 in every combination ("1 во всей игре считается за 10 очков"). */
const faceValue = (face: number): number => (face === 1 ? 10 : face);

const SINGLE_POINTS: Record<number, number> = { 1: 10, 5: 5 };

/** Points of `size` equal dice of `face`, or null when that many is no combination. */
export function kindPoints(face: number, size: number, scoring: ThousandSettings['scoring']): number | null {
  const value = faceValue(face);
  if (size === 3) return value * 10;
  if (size === 4) return value * (scoring === 'seed' ? 50 : 20);
  if (size === 5) return scoring === 'seed' ? 1000 : value * 100;
  return null;
}

const KIND_NAMES: Record<number, ComboKind> = { 3: 'three', 4: 'four', 5: 'five' };

function bestForFace(face: number, count: number, scoring: ThousandSettings['scoring']): Combo[] {
  const single = SINGLE_POINTS[face] ?? 0;
  let best: Combo[] = [];
  let bestPoints = 0;
  for (let size = 0; size <= count; size++) {
    const group = size === 0 ? 0 : kindPoints(face, size, scoring);
    if (group === null) continue;
    const points = group + (count - size) * single;
    if (points <= bestPoints) continue;
    const combos: Combo[] = [];
    if (size > 0) combos.push({ kind: KIND_NAMES[size], dice: Array(size).fill(face), points: group });
    if (single > 0) for (let i = size; i < count; i++) combos.push({ kind: 'single', dice: [face], points: single });
    best = combos;
    bestPoints = points;
  }
  return best;
}

const STRAIGHTS: { dice: number[]; points: number }[] = [
  { dice: [1, 2, 3, 4, 5], points: 125 },
  { dice: [2, 3, 4, 5, 6], points: 250 },
];

export function scoreRoll(dice: readonly number[], settings: Scoring): RollScore {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die]++;

  let combos: Combo[] = [];
  for (let face = 1; face <= 6; face++) combos.push(...bestForFace(face, counts[face], settings.scoring));

  if (settings.straights === 'on' && dice.length === 5) {
    const sorted = [...dice].sort((a, b) => a - b).join();
    const straight = STRAIGHTS.find((s) => s.dice.join() === sorted);
    if (straight && straight.points > total(combos)) {
      combos = [{ kind: 'straight', dice: [...straight.dice], points: straight.points }];
    }
  }

  combos.sort((a, b) => b.points - a.points);
  return {
    points: total(combos),
    scoring: combos.flatMap((c) => c.dice).sort((a, b) => a - b),
    combos,
  };
}

function total(combos: Combo[]): number {
  return combos.reduce((sum, c) => sum + c.points, 0);
}
