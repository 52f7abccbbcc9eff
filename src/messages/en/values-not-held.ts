// "reroll 2 2" with one 2 in hand: how many of that value the player holds, and the hand itself, so that the next
// try can be right.
import { valuesNotHeldIn } from '../shared/values-not-held.ts';
import { count, DICE } from './plural.ts';

/** `missing`: the named values the hand could not supply (each once per missing die); `hand`: what the player holds. */
export const valuesNotHeld = valuesNotHeldIn({
  none: (value) => `You have no die showing ${value}.`,
  fewer: (held, value, named) => `You have ${count(held, DICE)} showing ${value}, but named ${named}.`,
  yours: (hand) => ` Your dice: ${hand}.`,
  nameThem: 'Name dice from these.',
});
