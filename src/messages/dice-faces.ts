// Dice as faces that read well on a phone: ⚀…⚅ followed by the digit, since the bare glyphs are tiny.
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** "⚀1" … "⚅6", made once: every roll's reply shows its dice. */
const FACE_TEXT = FACES.map((glyph, i) => `${glyph}${i + 1}`);

export function face(value: number): string {
  return (Number.isInteger(value) && FACE_TEXT[value - 1]) || `?${value}`;
}

export function faces(dice: readonly number[]): string {
  let text = '';
  for (let i = 0; i < dice.length; i++) text += i === 0 ? face(dice[i]!) : ` ${face(dice[i]!)}`;
  return text;
}

/** The free roll's sum, under the name its renderer uses; the one implementation is the games' own. */
export { diceSum as sum } from '../games/dice-sum.ts';
