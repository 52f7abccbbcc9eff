// Dice as faces that read well on a phone: ⚀…⚅ followed by the digit, since the bare glyphs are tiny.
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function face(value: number): string {
  return `${FACES[value - 1] ?? '?'}${value}`;
}

export function faces(dice: readonly number[]): string {
  return dice.map(face).join(' ');
}

export function sum(dice: readonly number[]): number {
  return dice.reduce((a, b) => a + b, 0);
}
