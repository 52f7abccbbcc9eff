// The facts behind "you name a die you do not hold": which value, how many of it the hand has, how many were named.
// Each language words them; the counting is the same everywhere.

export interface NotHeld {
  /** the first named value the hand could not supply */
  value: number | undefined;
  /** dice of that value in the hand */
  held: number;
  /** dice of that value the player named */
  named: number;
}

/** `missing`: the named values the hand could not supply (each once per missing die); `hand`: what the player holds. */
export function notHeld(missing: readonly number[], hand: readonly number[]): NotHeld {
  const value = missing[0];
  const held = hand.filter((v) => v === value).length;
  return { value, held, named: held + missing.filter((v) => v === value).length };
}
