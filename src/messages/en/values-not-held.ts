// "reroll 2 2" with one 2 in hand: how many of that value the player holds, and the hand itself, so that the next
// try can be right.
import { faces } from '../dice-faces.ts';
import type { Rich } from '../rich.ts';
import type * as ru from '../ru/values-not-held.ts';
import { notHeld } from '../shared/values-not-held.ts';
import { count, DICE } from './plural.ts';

export const valuesNotHeld: typeof ru.valuesNotHeld = (missing, hand): Rich => {
  const { value, held, named } = notHeld(missing, hand);
  const reason =
    held === 0
      ? `You have no die showing ${value}.`
      : `You have ${count(held, DICE)} showing ${value}, but named ${named}.`;
  const yours = hand.length > 0 ? ` Your dice: ${faces(hand)}.` : '';
  return [`${reason}${yours} Name dice from these.`];
};
