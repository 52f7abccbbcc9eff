// The Ukrainian words the Butler has always understood (RULES.md §1 names the Ukrainian Dice Poker boxes, and the
// Ukrainian reroll forms were accepted before this lexicon). Only those: the full Ukrainian lexicon and texts are a
// later issue. Every field of Lexicon is here so that adding words is filling in lists.
import type { Lexicon } from './types.ts';

export const uk: Lexicon = {
  rollVerbs: [],
  rerollVerbs: ['перекидаю'],
  keepVerbs: [],
  scoreVerbs: ['записую', 'записати'],
  scoreVerbsAnyName: ['записую', 'записати'],
  scoreLinks: ['у'],
  wholeMessageLinks: [],
  boxAlternatives: [],
  passWords: [],
  bankWords: [],
  fillers: [],
  dieNouns: new Map(),
  rollCounts: new Map(),
  allWords: [],
  valueNumerals: new Map([
    ['дві', 2],
    ['чотири', 4],
    ["п'ять", 5],
    ['шість', 6],
    ['сім', 7],
    ['вісім', 8],
  ]),
  faceNouns: new Map(),
  conjunctions: ['і', 'та'],
  boxes: [
    ['ones', ['одиниці', 'одинички']],
    ['twos', ['двійки']],
    ['threes', ['трійки']],
    ['fours', ['четвірки']],
    ['fives', ["п'ятірки", 'пятірки']],
    ['sixes', ['шістки', 'шестірки']],
    ['two_pairs', ['дві пари', '2 пари']],
    ['pair', ['пари']],
    ['three_kind', ['трійка', 'трійку']],
    ['small_straight', ['малий стріт', 'малий стрит', 'малий']],
    ['large_straight', ['великий стріт', 'великий стрит', 'великий']],
  ],
  straightWords: ['стріт'],
};
