// The dice in hand as a multiset: which named values the player holds, and what stays when they are rerolled.

/** The named values that `dice` cannot cover (each die counts once: naming 2, 2 needs two twos). */
export function missingValues(dice: readonly number[], named: readonly number[]): number[] {
  const left = [...dice];
  const missing: number[] = [];
  for (const value of named) {
    const at = left.indexOf(value);
    if (at === -1) missing.push(value);
    else left.splice(at, 1);
  }
  return missing;
}

/** `dice` without one die for each named value (the named values must be held). */
export function withoutValues(dice: readonly number[], named: readonly number[]): number[] {
  const left = [...dice];
  for (const value of named) {
    const at = left.indexOf(value);
    if (at !== -1) left.splice(at, 1);
  }
  return left;
}
