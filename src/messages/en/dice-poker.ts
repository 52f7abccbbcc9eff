// English words for Dice Poker, worded as Yahtzee players say it (full house, small straight, chance): the boxes'
// names, rolls with the best free boxes, scores and bonuses, the score sheet's labels, refusals that list the free
// boxes. Which line says what is decided once for every language in shared/dice-poker.ts.
import { ROUNDS, type DicePokerBox } from '../../games/dice-poker/index.ts';
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { boxNamesIn, dicePokerMessagesIn, type DicePokerWords } from '../shared/dice-poker.ts';
import { count, ROLLS } from './plural.ts';
import { rollPhrase } from './move-hints.ts';

interface BoxNames {
  /** as in a list and after "score": "full house" */
  title: string;
  /** the score-sheet row, at most 8 characters */
  short: string;
}

const NAMES: Record<DicePokerBox, BoxNames> = {
  ones: { title: 'ones', short: 'Ones' },
  twos: { title: 'twos', short: 'Twos' },
  threes: { title: 'threes', short: 'Threes' },
  fours: { title: 'fours', short: 'Fours' },
  fives: { title: 'fives', short: 'Fives' },
  sixes: { title: 'sixes', short: 'Sixes' },
  pair: { title: 'pair', short: 'Pair' },
  two_pairs: { title: 'two pairs', short: '2 Pairs' },
  three_kind: { title: 'three of a kind', short: '3 Kind' },
  four_kind: { title: 'four of a kind', short: '4 Kind' },
  full_house: { title: 'full house', short: 'Full Hse' },
  small_straight: { title: 'small straight', short: 'Sm. Str.' },
  large_straight: { title: 'large straight', short: 'Lg. Str.' },
  poker: { title: 'poker', short: 'Poker' },
  chance: { title: 'chance', short: 'Chance' },
};

function rules(): Rich {
  return lines(
    [bold('🎲 Dice Poker'), ': 1 or more players, 5 dice, 15 rounds, one turn per player each round.'],
    [
      bold('Turn:'),
      ' up to 3 rolls. Start with “roll 5 dice”. Then reroll any of them: “reroll 2 6”. ',
      'Then score the hand in a free box: “score four of a kind”. If it fits nowhere, a 0 goes into any free box.',
    ],
    [bold('Upper section:'), ' ones … sixes score the sum of the dice showing that number. An upper total over 63 earns a +35 bonus.'],
    [bold('Lower section:'), ' pair, two pairs (of different numbers), three of a kind, four of a kind score the sum of all dice;'],
    ['full house (3+2) 25, small straight (4 in a row) 30, large straight (5 in a row) 40, poker (5 of a kind) 50, chance the sum.'],
    ['A bigger hand fits a smaller box: four of a kind counts as a pair or three of a kind, a full house as a pair, two pairs or three of a kind. Poker (5 of a kind) is neither a full house nor two pairs.'],
    [
      bold('Joker:'),
      ' poker again while the poker box holds 50 earns +100, and the hand goes into the upper box of its number; ',
      'if that is taken, into any lower box at full value; if those are full too, a 0 into an upper box.',
    ],
    [bold('Sheet:'), ' 15 boxes, “·” is a free one. The higher total wins: upper + bonus + lower + jokers; equal totals draw.'],
    [bold('Hint:'), ' /hint shows the best move by exact calculation; after the game, a review of the moves.'],
  );
}

const WORDS: DicePokerWords = {
  names: ['dice poker', 'yahtzee', 'poker'],
  title: 'Dice Poker',
  rules,
  box: NAMES,
  write: (box) => `Score ${NAMES[box].title}`,
  rollButton: { label: '🎲 Roll', text: rollPhrase(5) },
  rollsLeft: (left) => `${count(left, ROLLS)} left`,
  noRollsLeft: 'no rolls left',
  best: (list) => `Best: ${list}`,
  joker: {
    own: (box) => `only into ${NAMES[box].title}`,
    zero: (list) => `a 0 into one of ${list}`,
    lower: (list) => `into any free lower box at full value (${list})`,
    line: (where) => ['🃏 ', bold('Poker again!'), ` Score it for +100 and a joker: ${where}.`],
  },
  rerolls: (player, values) => [player, ` rerolls ${values}`],
  keeps: (kept) => ` and keeps ${kept}.`,
  scored: (player, what) => ['✍️ ', player, ' scores ', what],
  totalSuffix: (total) => ` · total ${total}`,
  totalLine: (total) => [`Total: ${total}`],
  bonus: {
    upper: (points) => [`🎁 Upper section bonus (over 63): +${points}`],
    poker: (points) => [`🃏 Extra poker bonus: +${points}`],
  },
  sheet: { upper: 'Upper', bonus: 'Bonus', jokers: 'Jokers', total: 'Total' },
  status: {
    over: ['Game over.'],
    wonBy: 'Game over. Won by: ',
    notRolled: (round, player) => [`Round ${round} of ${ROUNDS}. Turn: `, player, ', no dice rolled yet.'],
    rolled: (round, player, dice, left) => [`Round ${round} of ${ROUNDS}. `, player, `: ${dice} — ${left}`],
    named: (dice) => [`Named for the reroll: ${dice}`],
  },
  free: {
    scoring: (list) => ` Best free boxes: ${list}.`,
    zeros: (list) => ` Nothing fits: a 0 can go into ${list}, for example.`,
  },
  refusal: {
    taken: (title) => `The ${title} box is already filled.`,
    whichStraight: (small, large) => `Which straight? “${small}” or “${large}”.`,
    unknown: (typed) => `There is no box called “${typed}”.`,
    whichBox: 'Which box? For example: “Score four of a kind”.',
    jokerOnly: (list) => `Joker: poker is already scored, so these dice can only go into ${list}.`,
    example: (phrase) => ` For example: “${phrase}”.`,
  },
  gameOver: gameOverWords,
};

export const dicePokerMessages = dicePokerMessagesIn(WORDS);
export const { boxTitle, boxShort, writePhrase } = boxNamesIn(WORDS);
