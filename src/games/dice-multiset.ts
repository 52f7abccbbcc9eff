// Naming dice by value (Bone Poker and Dice Poker rerolls): the hand is a multiset, so "перебрасываю 2, 2" needs
// two twos.

/** The named values the hand cannot supply (each die counts once); empty when all are held. */
export function valuesNotHeld(hand: readonly number[], named: readonly number[]): number[] {
  const rest = [...hand];
  const missing: number[] = [];
  for (const value of named) {
    const at = rest.indexOf(value);
    if (at === -1) missing.push(value);
    else rest.splice(at, 1);
  }
  return missing;
}

/** The hand without one die for each named value, in the hand's order. The named values must be held. */
export function keptDice(hand: readonly number[], named: readonly number[]): number[] {
  const kept = [...hand];
  for (const value of named) {
    const at = kept.indexOf(value);
    if (at === -1) throw new Error(`${value} is not in the hand ${hand.join(',')}`);
    kept.splice(at, 1);
  }
  return kept;
}
