// Dice Poker box names as people type them after "в" (Russian and Ukrainian), matched in folded text.
import type { DicePokerBox } from '../intent.ts';
import { WORD_END } from './normalize.ts';

/** Ukrainian і, also typed as the Latin i on keyboards without it ("стрiт"). */
const I = '[іi]';
const APOSTROPHE = "['ʼ’`]";
const HYPHEN = '[\\-‐‑–—]';

/**
 * Regex fragments per box, in folded text (lower case, ё = е). Longer spellings of a box come first so that the
 * whole name is the match ("малый стрит", not "малый"). Note the plural "тройки" (the threes box) against the
 * singular "тройка/тройку" (three of a kind).
 */
const BOX_PATTERNS: ReadonlyArray<readonly [DicePokerBox, readonly string[]]> = [
  ['ones', ['единицы', 'единички', `одиниц${I}`, 'одинички']],
  ['twos', ['двойки', 'двоечки', `дв${I}йки`]],
  ['threes', ['тройки', `тр${I}йки`]],
  ['fours', ['четверки', `четв${I}рки`]],
  ['fives', ['пятерки', `п${APOSTROPHE}?ят${I}рки`]],
  ['sixes', ['шестерки', `шест${I}рки`, `ш${I}стки`]],
  ['two_pairs', [`(?:две|дв${I}|2)\\s+пар[ыи]`]],
  ['pair', ['пара', 'пару', 'пары', 'пари']],
  ['three_kind', ['тройка', 'тройку', `тр${I}йка`, `тр${I}йку`, 'триплет', 'сет']],
  ['four_kind', ['каре']],
  ['full_house', [`фулл?(?:${HYPHEN}|\\s+)?хаус`, `full(?:${HYPHEN}|\\s+)?house`, 'фулл?']],
  ['small_straight', [`(?:малый|мал[иi]й|маленький)\\s+стр(?:и|${I})т`, 'малый', 'мал[иi]й']],
  ['large_straight', [`(?:большой|вел[иi]кий)\\s+стр(?:и|${I})т`, 'большой', 'вел[иi]кий']],
  ['poker', ['покер']],
  ['chance', ['шанс']],
];

/** One alternative per box, each captured in its own group (group i + 1 = BOX_PATTERNS[i]). Sticky. */
const BOX_RE = new RegExp(
  `(?:${BOX_PATTERNS.map(([, forms]) => `(${forms.join('|')})`).join('|')})${WORD_END}`,
  'vy',
);

export interface BoxMatch {
  box: DicePokerBox;
  /** index just past the box name */
  end: number;
}

/** The box whose name starts exactly at `index` of the folded text (as a whole word or words), or null. */
export function matchBoxAt(folded: string, index: number): BoxMatch | null {
  BOX_RE.lastIndex = index;
  const m = BOX_RE.exec(folded);
  if (m === null) return null;
  for (let i = 0; i < BOX_PATTERNS.length; i++) {
    if (m[i + 1] !== undefined) return { box: BOX_PATTERNS[i][0], end: index + m[0].length };
  }
  return null;
}
