// The exact Russian phrases a player types for each kind of move, so every "what to type" line reads the same. Which
// phrase a hint shows is decided once in shared/move-hints.ts.
import { count as plural, DICE } from './plural.ts';
import { moveHintsIn, type ButtonPrefixes } from '../shared/move-hints.ts';

const COUNT_PHRASES: Record<number, string> = {
  1: 'бросаю кость',
  2: 'бросаю 2 кости',
  3: 'бросаю 3 кости',
  4: 'бросаю 4 кости',
  5: 'бросаю 5 костей',
};

export const { rollPhrase, hintPhrase, hintsPhrase, rerollExample } = moveHintsIn({
  roll: (dice) => COUNT_PHRASES[dice] ?? `бросаю ${plural(dice, DICE)}`,
  quote: (phrase) => `«${phrase}»`,
  reroll: (example) => `переброс: ${example} (назовите свои кости)`,
  rerollNamed: (values, roll) => `Перебрасываю ${values.join(' и ')}, ${roll}`,
  rerollForm: 'Перебрасываю <кости>',
  pass: 'Пас',
  bank: 'Хватит',
  score: 'Записываю в <графу>',
  or: ' или ',
});

/** The long beginnings of button texts, which a platform with little room for button data sends as a short code. */
export const buttonPrefixes: ButtonPrefixes = { write: 'Записываю в ', reroll: 'Перебрасываю ', roll: 'бросаю ' };
