// «Перекидаю 2 і 2» with one 2 in hand: how many of that value the player holds, and the hand itself, so that the
// next try can be right.
import { valuesNotHeldIn } from '../shared/values-not-held.ts';
import { count, DICE } from './plural.ts';

/** `missing`: the named values the hand could not supply (each once per missing die); `hand`: what the player holds. */
export const valuesNotHeld = valuesNotHeldIn({
  none: (value) => `У вас немає кубика зі значенням ${value}.`,
  fewer: (held, value, named) => `У вас ${count(held, DICE)} зі значенням ${value}, а назвали ${named}.`,
  yours: (hand) => ` Ваші кубики: ${hand}.`,
  nameThem: 'Назвіть кубики з тих, що у вас є.',
});
