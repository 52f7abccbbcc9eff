// Dice as faces that read well on a phone: ⚀…⚅ followed by the digit, since the bare glyphs are tiny.
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function face(value: number): string {
  return `${FACES[value - 1] ?? '?'}${value}`;
}

export function faces(dice: readonly number[]): string {
  return dice.map(face).join(' ');
}

/** The free roll's sum, under the name its renderer uses; the one implementation is the games' own. */
export { diceSum as sum } from '../games/dice-sum.ts';
