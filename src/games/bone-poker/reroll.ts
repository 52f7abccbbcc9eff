// Naming dice to reroll by value: a multiset check against the hand ("перебрасываю 2, 2" needs two twos).

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

/** The hand without the named dice, in the hand's order. Assumes `valuesNotHeld` found nothing missing. */
export function keptDice(hand: readonly number[], named: readonly number[]): number[] {
  const kept = [...hand];
  for (const value of named) {
    const at = kept.indexOf(value);
    if (at === -1) throw new Error(`bone poker: ${value} is not in the hand ${hand.join(',')}`);
    kept.splice(at, 1);
  }
  return kept;
}
