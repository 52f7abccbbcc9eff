// "Перебрасываю 2 и 2" with one 2 in hand: say how many of that value the player holds, and show the hand, so that
// the next try can be right (RULES §1: a try that cannot be a move gets an answer that says why).
import { faces } from '../dice-faces.ts';
import type { Rich } from '../rich.ts';
import { notHeld } from '../shared/values-not-held.ts';
import { count, DICE } from './plural.ts';

/** `missing`: the named values the hand could not supply (each once per missing die); `hand`: what the player holds. */
export function valuesNotHeld(missing: readonly number[], hand: readonly number[]): Rich {
  const { value, held, named } = notHeld(missing, hand);
  const reason =
    held === 0
      ? `У вас нет кости со значением ${value}.`
      : `У вас ${count(held, DICE)} со значением ${value}, а названо ${named}.`;
  const yours = hand.length > 0 ? ` Ваши кости: ${faces(hand)}.` : '';
  return [`${reason}${yours} Назовите кости из них.`];
}
