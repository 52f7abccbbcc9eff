// "Перебрасываю 2 и 2" with one 2 in hand: say how many of that value the player holds, and show the hand, so that
// the next try can be right (RULES §1: a try that cannot be a move gets an answer that says why).
import { valuesNotHeldIn } from '../shared/values-not-held.ts';
import { count, DICE } from './plural.ts';

/** `missing`: the named values the hand could not supply (each once per missing die); `hand`: what the player holds. */
export const valuesNotHeld = valuesNotHeldIn({
  none: (value) => `У вас нет кости со значением ${value}.`,
  fewer: (held, value, named) => `У вас ${count(held, DICE)} со значением ${value}, а названо ${named}.`,
  yours: (hand) => ` Ваши кости: ${hand}.`,
  nameThem: 'Назовите кости из них.',
});
