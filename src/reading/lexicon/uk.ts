// Ukrainian words of the phrase grammar (RULES.md §1; the Dice Poker seed is Ukrainian). Folded: lower case, and
// apostrophes written "'" ("п'ять", "пʼять" and "п’ять" are one word). Words spelt as in Russian ("пас", "кубики",
// "каре", "шанс", "пишу", "ставлю") are in ru.ts already: the lexicons are merged.
import type { Lexicon } from './types.ts';

/** [stems, endings] → every form, as in ru.ts. */
function forms(stems: readonly string[], endings: readonly string[]): string[] {
  return stems.flatMap((stem) => endings.map((ending) => stem + ending));
}

/** hard stems (двійк-а, -у, -и, -ою) and the soft одиниц- (-я, -ю, -і, -ею): a few forms that are no word do no harm */
const FACE_ENDINGS = ['а', 'у', 'и', 'ою', 'я', 'ю', 'і', 'ею'] as const;
const FACE_STEMS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1, ['одиниц', 'одиничк']],
  [2, ['двійк']],
  [3, ['трійк']],
  [4, ['четвірк']],
  [5, ["п'ятірк", 'пятірк']],
  [6, ['шістк', 'шестірк']],
];

export const uk: Lexicon = {
  rollVerbs: ['кидаю'],
  rerollVerbs: ['перекидаю', 'перекидую'],
  keepVerbs: ['залишаю', 'лишаю', 'залишу', 'відкладаю', 'тримаю', 'зберігаю'],
  scoreVerbs: ['записую', 'записати', 'запишу', 'запиши', 'вписую', 'впишу', 'заношу', 'занесу'],
  scoreVerbsAnyName: ['записую', 'записати', 'запишу', 'запиши'],
  scoreLinks: ['у', 'в', 'графу', 'клітинку', 'рядок'],
  wholeMessageLinks: ['у'],
  boxAlternatives: ['ні', 'або', 'тобто', 'краще', 'точніше', 'ой', 'а'],
  passWords: ['пас', 'пасую'],
  bankWords: ['досить', 'годі', 'вистачить'],
  fillers: ['ну', 'я', 'мабуть', 'гаразд', 'добре', 'все', 'усе', 'тоді', 'давай', 'ок', 'вже', 'ось', 'так', 'залишаю', 'лишаю', 'поки'],
  dieNouns: new Map<string, number | null>([
    ['кістку', 1],
    ['кістка', 1],
    ['кістки', 2],
    ['кості', 2],
    ['кісток', null],
    ['кістками', null],
    ['кісточку', 1],
    ['кісточки', 2],
    ['кісточок', null],
    ['кубиків', null],
  ]),
  rollCounts: new Map([
    ['одну', 1],
    ['дві', 2],
    ['обидва', 2],
    ['обидві', 2],
    ['чотири', 4],
    ["п'ять", 5],
    ['пять', 5],
    // outside 1..5: answered with a clear error
    ['шість', 6],
    ['сім', 7],
    ['вісім', 8],
    ["дев'ять", 9],
    ['десять', 10],
  ]),
  allWords: ['всі', 'усі', 'решту', 'решта', 'інші', 'решти'],
  // «кидаю покер» is not in the rule text; the Russian «бросаю покер» works in every chat
  fiveDiceWords: [],
  everything: ['все', 'усе', 'всі', 'усі'],
  articles: [],
  valueNumerals: new Map([
    ['одна', 1],
    ['одну', 1],
    ['дві', 2],
    ['чотири', 4],
    ["п'ять", 5],
    ['пять', 5],
    ['шість', 6],
    // outside 1..6
    ['сім', 7],
    ['вісім', 8],
    ["дев'ять", 9],
  ]),
  faceNouns: new Map([
    ...FACE_STEMS.flatMap(([value, stems]) => forms(stems, FACE_ENDINGS).map((f) => [f, value] as const)),
    // the genitive plural after "пару", "п'ять"
    ...([['одиниць', 1], ['двійок', 2], ['трійок', 3], ['четвірок', 4], ["п'ятірок", 5], ['шісток', 6]] as const),
  ]),
  conjunctions: ['і', 'та', 'й'],
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
    ['small_straight', ['малий стріт', 'малий стрит', 'малий', 'м стріт']],
    ['large_straight', ['великий стріт', 'великий стрит', 'великий', 'вел стріт']],
  ],
  straightWords: ['стріт'],
  adviceAsks: ['підкажи', 'підкажіть', 'підказка', 'підказку', 'порадь', 'порадьте', 'порада', 'пораду', 'що краще', 'як краще', 'що робити', 'який хід', 'найкращий хід'],
  adviceAround: ['що', 'як', 'які', 'який', 'мені', 'ну', 'а', 'будь', 'ласка', 'плз', 'тут', 'зараз', 'тепер', 'хід', 'краще', 'далі', 'перекинути', 'перекидати', 'залишити', 'залишати', 'лишити', 'кинути', 'кидати', 'зробити', 'робити', 'записати', 'куди', 'кістки', 'кубики', 'друже'],
};
