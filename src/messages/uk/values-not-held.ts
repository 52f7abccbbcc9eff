// «Перекидаю 2 і 2» with one 2 in hand: how many of that value the player holds, and the hand itself, so that the
// next try can be right.
import { faces } from '../dice-faces.ts';
import type { Rich } from '../rich.ts';
import type * as ru from '../ru/values-not-held.ts';
import { notHeld } from '../shared/values-not-held.ts';
import { count, DICE } from './plural.ts';

export const valuesNotHeld: typeof ru.valuesNotHeld = (missing, hand): Rich => {
  const { value, held, named } = notHeld(missing, hand);
  const reason =
    held === 0
      ? `У вас немає кубика зі значенням ${value}.`
      : `У вас ${count(held, DICE)} зі значенням ${value}, а назвали ${named}.`;
  const yours = hand.length > 0 ? ` Ваші кубики: ${faces(hand)}.` : '';
  return [`${reason}${yours} Назвіть кубики з тих, що у вас є.`];
};
