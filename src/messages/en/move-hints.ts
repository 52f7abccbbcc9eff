// The exact English phrases a player types for each kind of move, so every "what to type" line reads the same.
// Which phrase a hint shows is decided once in shared/move-hints.ts.
import { moveHintsIn, type ButtonPrefixes } from '../shared/move-hints.ts';
import { count, DICE } from './plural.ts';

export const { rollPhrase, hintPhrase, hintsPhrase, rerollExample } = moveHintsIn({
  roll: (dice) => `roll ${count(dice, DICE)}`,
  quote: (phrase) => `“${phrase}”`,
  reroll: (example) => `reroll: ${example} (name your own dice)`,
  rerollNamed: (values) => `reroll ${values.join(' ')}`,
  rerollForm: 'reroll <dice>',
  pass: 'pass',
  bank: 'bank',
  score: 'score <box>',
  or: ' or ',
});

/** The long beginnings of button texts, which a platform with little room for button data sends as a short code. */
export const buttonPrefixes: ButtonPrefixes = { write: 'Score ', reroll: 'reroll ', roll: 'roll ' };
