// The facts behind "you name a die you do not hold": which value, how many of it the hand has, how many were named.
// Each language words them; the counting and the sentence's order are the same everywhere.
import { faces } from '../dice-faces.ts';
import type { Rich } from '../rich.ts';

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

export interface NotHeldWords {
  none(value: number | undefined): string;
  fewer(held: number, value: number | undefined, named: number): string;
  /** the hand, drawn: " Ваши кости: ⚀1 ⚄5." */
  yours(hand: string): string;
  /** the closing request to name dice from the hand */
  nameThem: string;
}

/** The refusal in one language: why the named dice are not there, the hand when there is one, what to do. */
export function valuesNotHeldIn(w: NotHeldWords) {
  return (missing: readonly number[], hand: readonly number[]): Rich => {
    const { value, held, named } = notHeld(missing, hand);
    const reason = held === 0 ? w.none(value) : w.fewer(held, value, named);
    const yours = hand.length > 0 ? w.yours(faces(hand)) : '';
    return [`${reason}${yours} ${w.nameThem}`];
  };
}
