// The 15 boxes of the Dice Poker score sheet, by canonical id. The parser (src/commands) produces these ids and
// re-exports this list as DICE_POKER_BOXES.

export const BOXES = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'pair',
  'two_pairs',
  'three_kind',
  'four_kind',
  'full_house',
  'small_straight',
  'large_straight',
  'poker',
  'chance',
] as const;

export type DicePokerBox = (typeof BOXES)[number];

export const UPPER_BOXES = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const satisfies readonly DicePokerBox[];
export type UpperBox = (typeof UPPER_BOXES)[number];

export const LOWER_BOXES = BOXES.filter((box) => !isUpperBox(box)) as readonly DicePokerBox[];

export function isBox(value: string): value is DicePokerBox {
  return (BOXES as readonly string[]).includes(value);
}

export function isUpperBox(box: DicePokerBox): box is UpperBox {
  return (UPPER_BOXES as readonly string[]).includes(box);
}

/** The face an upper box counts: ones → 1 … sixes → 6. */
export function upperFace(box: UpperBox): number {
  return UPPER_BOXES.indexOf(box) + 1;
}

/** The upper box that counts `face` (1..6). */
export function upperBoxFor(face: number): UpperBox {
  const box = UPPER_BOXES[face - 1];
  if (!box) throw new RangeError(`no upper box for face ${face}`);
  return box;
}
