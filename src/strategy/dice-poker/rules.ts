// Rules objects the solver understands: the Butler's Dice Poker (RULES.md §4) and, as the proof that the solver is
// right, three published games — Yahtzee with the free-choice joker, Yahtzee with the official forced joker, and
// Scandinavian Yatzy. A rules object is data plus pure scoring functions over face counts (counts[1..6]).

export type JokerMode = 'none' | 'forced' | 'free';

export interface BoxRule {
  /** canonical id; for the Butler's rules, the engine's box ids */
  id: string;
  /** the face an upper box counts (1..6); absent for lower boxes */
  upperFace?: number;
  /** points for these counts by the ordinary rules (0 when the dice do not fit) */
  score(counts: readonly number[], sum: number): number;
  /** points when a joker is written here (lower boxes only): the box's full value */
  jokerScore?(counts: readonly number[], sum: number): number;
}

export interface DiceRules {
  name: string;
  boxes: readonly BoxRule[];
  /** the upper bonus is paid when the upper sum is at least this */
  upperBonusFrom: number;
  upperBonus: number;
  /** index in `boxes` of the five-of-a-kind box (poker / Yahtzee), or -1 */
  pokerBox: number;
  /** paid for each further five of a kind while the poker box holds its full value */
  pokerBonus: number;
  joker: JokerMode;
  /** true: the joker applies only while the poker box holds its full value (Butler); false: once it is filled */
  jokerNeedsFullPokerBox: boolean;
}

export const VARIANTS = ['butler', 'yahtzee_free', 'yahtzee_forced', 'yatzy'] as const;
export type Variant = (typeof VARIANTS)[number];

const most = (c: readonly number[]) => Math.max(c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!);
const hasRun = (c: readonly number[], from: number, length: number) => {
  for (let face = from; face < from + length; face++) if (c[face]! === 0) return false;
  return true;
};
const pairsCount = (c: readonly number[]) => {
  let n = 0;
  for (let face = 1; face <= 6; face++) if (c[face]! >= 2) n++;
  return n;
};
const isFullHouse = (c: readonly number[]) => c.slice(1).includes(3) && c.slice(1).includes(2);
const smallStraight = (c: readonly number[]) => hasRun(c, 1, 4) || hasRun(c, 2, 4) || hasRun(c, 3, 4);
const largeStraight = (c: readonly number[]) => hasRun(c, 1, 5) || hasRun(c, 2, 5);
const sumIf = (ok: boolean, sum: number) => (ok ? sum : 0);
const fixed = (points: number) => () => points;
const sumOfAll = (_c: readonly number[], sum: number) => sum;

const upperBoxes = (ids: readonly string[]): BoxRule[] =>
  ids.map((id, i) => ({ id, upperFace: i + 1, score: (c) => c[i + 1]! * (i + 1) }));

const UPPER_IDS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];

/** RULES.md §4: 15 boxes, +35 above 63, the sum in pair/two pairs/three/four, poker bonus and forced joker at 50. */
export const BUTLER_RULES: DiceRules = {
  name: 'butler',
  boxes: [
    ...upperBoxes(UPPER_IDS),
    { id: 'pair', score: (c, s) => sumIf(most(c) >= 2, s), jokerScore: sumOfAll },
    { id: 'two_pairs', score: (c, s) => sumIf(pairsCount(c) >= 2, s), jokerScore: sumOfAll },
    { id: 'three_kind', score: (c, s) => sumIf(most(c) >= 3, s), jokerScore: sumOfAll },
    { id: 'four_kind', score: (c, s) => sumIf(most(c) >= 4, s), jokerScore: sumOfAll },
    { id: 'full_house', score: (c) => (isFullHouse(c) ? 25 : 0), jokerScore: fixed(25) },
    { id: 'small_straight', score: (c) => (smallStraight(c) ? 30 : 0), jokerScore: fixed(30) },
    { id: 'large_straight', score: (c) => (largeStraight(c) ? 40 : 0), jokerScore: fixed(40) },
    { id: 'poker', score: (c) => (most(c) === 5 ? 50 : 0) },
    { id: 'chance', score: sumOfAll, jokerScore: sumOfAll },
  ],
  upperBonusFrom: 64, // "more than 63"
  upperBonus: 35,
  pokerBox: 13,
  pokerBonus: 100,
  joker: 'forced',
  jokerNeedsFullPokerBox: true,
};

function yahtzee(joker: JokerMode): DiceRules {
  return {
    name: joker === 'free' ? 'yahtzee_free' : 'yahtzee_forced',
    boxes: [
      ...upperBoxes(UPPER_IDS),
      { id: 'three_kind', score: (c, s) => sumIf(most(c) >= 3, s), jokerScore: sumOfAll },
      { id: 'four_kind', score: (c, s) => sumIf(most(c) >= 4, s), jokerScore: sumOfAll },
      { id: 'full_house', score: (c) => (isFullHouse(c) ? 25 : 0), jokerScore: fixed(25) },
      { id: 'small_straight', score: (c) => (smallStraight(c) ? 30 : 0), jokerScore: fixed(30) },
      { id: 'large_straight', score: (c) => (largeStraight(c) ? 40 : 0), jokerScore: fixed(40) },
      { id: 'yahtzee', score: (c) => (most(c) === 5 ? 50 : 0) },
      { id: 'chance', score: sumOfAll, jokerScore: sumOfAll },
    ],
    upperBonusFrom: 63,
    upperBonus: 35,
    pokerBox: 11,
    pokerBonus: 100,
    joker,
    jokerNeedsFullPokerBox: false,
  };
}

/** The highest face shown at least `n` times, or 0. */
const topOf = (c: readonly number[], n: number) => {
  for (let face = 6; face >= 1; face--) if (c[face]! >= n) return face;
  return 0;
};

/** Scandinavian Yatzy: pairs and kinds score the matching dice only, straights 15/20, full house the sum, bonus 50. */
const YATZY_RULES: DiceRules = {
  name: 'yatzy',
  boxes: [
    ...upperBoxes(UPPER_IDS),
    { id: 'pair', score: (c) => 2 * topOf(c, 2) },
    {
      id: 'two_pairs',
      score: (c) => {
        const high = topOf(c, 2);
        if (!high) return 0;
        for (let face = high - 1; face >= 1; face--) if (c[face]! >= 2) return 2 * high + 2 * face;
        return 0;
      },
    },
    { id: 'three_kind', score: (c) => 3 * topOf(c, 3) },
    { id: 'four_kind', score: (c) => 4 * topOf(c, 4) },
    { id: 'small_straight', score: (c) => (c[1] && c[2] && c[3] && c[4] && c[5] ? 15 : 0) },
    { id: 'large_straight', score: (c) => (c[2] && c[3] && c[4] && c[5] && c[6] ? 20 : 0) },
    { id: 'full_house', score: (c, s) => (isFullHouse(c) ? s : 0) },
    { id: 'chance', score: sumOfAll },
    { id: 'yatzy', score: (c) => (most(c) === 5 ? 50 : 0) },
  ],
  upperBonusFrom: 63,
  upperBonus: 50,
  pokerBox: 14,
  pokerBonus: 0,
  joker: 'none',
  jokerNeedsFullPokerBox: false,
};

export const RULES: Record<Variant, DiceRules> = {
  butler: BUTLER_RULES,
  yahtzee_free: yahtzee('free'),
  yahtzee_forced: yahtzee('forced'),
  yatzy: YATZY_RULES,
};

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

/**
 * A smaller game with only some of the boxes (in the given order), e.g. for brute-force checks of the solver.
 * The poker box index follows the poker box's id when it is kept.
 */
export function withBoxes(rules: DiceRules, ids: readonly string[], patch: Partial<DiceRules> = {}): DiceRules {
  const boxes = ids.map((id) => {
    const box = rules.boxes.find((b) => b.id === id);
    if (!box) throw new RangeError(`no box ${id} in ${rules.name}`);
    return box;
  });
  const pokerId = rules.pokerBox >= 0 ? rules.boxes[rules.pokerBox]!.id : null;
  return { ...rules, name: `${rules.name}:${ids.join('+')}`, boxes, pokerBox: pokerId ? ids.indexOf(pokerId) : -1, ...patch };
}
