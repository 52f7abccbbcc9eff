// The exact Ukrainian phrases a player types for each kind of move, so every "what to type" line reads the same.
// Which phrase a hint shows is decided once in shared/move-hints.ts.
import { moveHintsIn, type ButtonPrefixes } from '../shared/move-hints.ts';
import { count, DICE } from './plural.ts';

export const { rollPhrase, hintPhrase, hintsPhrase, rerollExample } = moveHintsIn({
  roll: (dice) => (dice === 1 ? 'кидаю кубик' : `кидаю ${count(dice, DICE)}`),
  quote: (phrase) => `«${phrase}»`,
  reroll: (example) => `перекидання: ${example} (назвіть свої кубики)`,
  rerollNamed: (values) => `Перекидаю ${values.join(' і ')}`,
  rerollForm: 'Перекидаю <кубики>',
  pass: 'Пас',
  bank: 'Досить',
  score: 'Записую в <графу>',
  or: ' або ',
});

/** The long beginnings of button texts, which a platform with little room for button data sends as a short code. */
export const buttonPrefixes: ButtonPrefixes = { write: 'Записую в ', reroll: 'Перекидаю ', roll: 'кидаю ' };
