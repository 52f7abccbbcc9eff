// English replies for Dice Poker, worded as Yahtzee players say it (full house, small straight, chance): rolls with
// the best free boxes, scores and bonuses, the score sheet, refusals that list the free boxes, buttons for the best
// boxes. Which line says what is decided once for every language in shared/dice-poker.ts.
import { ROLLS_PER_TURN, ROUNDS, type BoxOption, type DicePokerBox, type DicePokerEvent, type DicePokerState } from '../../games/dice-poker/index.ts';
import type { PlayerId, Rejection } from '../../games/types.ts';
import { who } from '../mentions.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, pre, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import {
  boxButtons,
  dicePokerEvents,
  freeChoice,
  isBareStraight,
  isKnownBox,
  roundOf,
  scoringBoxes,
  sheetTable,
  type JokerWhere,
} from '../shared/dice-poker.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { count, ROLLS } from './plural.ts';

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

/** The English name of a box as it reads in a list ("four of a kind"); an unknown id is returned as is. */
export function boxTitle(box: string): string {
  return isKnownBox(box) ? NAMES[box].title : box;
}

/** The score-sheet row name of a box ("Sm. Str."), as in the text table and the picture. */
export function boxShort(box: DicePokerBox): string {
  return NAMES[box].short;
}

/** The phrase that writes into a box, exactly as a player would type it: "Score full house". */
export function writePhrase(box: DicePokerBox): string {
  return `Score ${NAMES[box].title}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "four of a kind — 22, chance — 22" */
function optionList(options: readonly BoxOption[]): string {
  return options.map(({ box, points }) => `${boxTitle(box)} — ${points}`).join(', ');
}

function rollsLeftText(left: number): string {
  return left <= 0 ? 'no rolls left' : `${count(left, ROLLS)} left`;
}

function bestLine(state: DicePokerState, player: PlayerId): Rich | null {
  const best = scoringBoxes(state, player);
  return best.length > 0 ? [`Best: ${optionList(best)}`] : null;
}

function jokerLine(where: JokerWhere): Rich {
  const text =
    where.kind === 'own'
      ? `only into ${NAMES[where.box].title}`
      : where.kind === 'zero'
        ? `a 0 into one of ${where.boxes.map(boxTitle).join(', ')}`
        : `into any free lower box at full value (${where.boxes.map(boxTitle).join(', ')})`;
  return ['🃏 ', bold('Poker again!'), ` Score it for +100 and a joker: ${text}.`];
}

function events(all: readonly DicePokerEvent[], after: DicePokerState, ctx: RenderContext): Rich {
  return dicePokerEvents(all, after, ctx, {
    roll: (player, hand, left) => ['🎲 ', mention(ctx.player(player)), `: ${hand} — ${rollsLeftText(left)}`],
    best: bestLine,
    joker: jokerLine,
    rerollNamed: (player, values, kept) => [
      mention(ctx.player(player)),
      ` rerolls ${faces(values)}`,
      kept.length > 0 ? ` and keeps ${faces(kept)}.` : '.',
    ],
    scored: (player, box, points) => ['✍️ ', mention(ctx.player(player)), ' scores ', bold(`${boxTitle(box)} — ${points}`)],
    totalSuffix: (total) => ` · total ${total}`,
    totalLine: (total) => [`Total: ${total}`],
    bonus: (kind, points) => (kind === 'upper' ? [`🎁 Upper section bonus (over 63): +${points}`] : [`🃏 Extra poker bonus: +${points}`]),
    gameOver: gameOverWords,
  });
}

const SHEET_LABELS = { box: boxShort, upper: 'Upper', bonus: 'Bonus', jokers: 'Jokers', total: 'Total' };

function status(state: DicePokerState, ctx: RenderContext): Rich {
  const table = state.players.length > 0 ? pre(sheetTable(state, ctx, SHEET_LABELS)) : null;
  if (state.over || state.current === null) {
    const verdict = state.winners.length > 0 ? ['Game over. Won by: ', ...who(state.winners, ctx)] : ['Game over.'];
    return lines(table, verdict);
  }
  const player = state.current;
  const round = roundOf(state, player);
  const { rolls, dice, reroll } = state.turn;
  const turn: Rich =
    rolls === 0
      ? [`Round ${round} of ${ROUNDS}. Turn: `, mention(ctx.player(player)), ', no dice rolled yet.']
      : [`Round ${round} of ${ROUNDS}. `, mention(ctx.player(player)), `: ${faces(dice)} — ${rollsLeftText(ROLLS_PER_TURN - rolls)}`];
  const named = reroll ? [`Named for the reroll: ${faces(reroll)}`] : null;
  return lines(table, turn, named, rolls > 0 ? bestLine(state, player) : null);
}

/** " Best free boxes: full house — 25, three of a kind — 16." or where a 0 costs least. */
function freeList(state: DicePokerState): string {
  const choice = freeChoice(state);
  if (choice === null) return '';
  if ('scoring' in choice) return ` Best free boxes: ${optionList(choice.scoring)}.`;
  return ` Nothing fits: a 0 can go into ${choice.zeros.map(boxTitle).join(', ')}, for example.`;
}

function rejection(rejected: Rejection, state: DicePokerState): Rich | null {
  const params = rejected.params ?? {};
  switch (rejected.code) {
    case 'box_taken':
      return [`The ${boxTitle(String(params.box))} box is already filled.${freeList(state)}`];
    case 'unknown_box':
      if (isBareStraight(String(params.box ?? ''))) {
        return [`Which straight? “${writePhrase('small_straight')}” or “${writePhrase('large_straight')}”.${freeList(state)}`];
      }
      return [params.box ? `There is no box called “${params.box}”.` : 'Which box? For example: “Score four of a kind”.', freeList(state)];
    case 'joker_box_required': {
      const boxes = ((params.boxes ?? []) as string[]).filter(isKnownBox);
      const first = boxes[0];
      return [
        `Joker: poker is already scored, so these dice can only go into ${boxes.map(boxTitle).join(', ')}.`,
        first ? ` For example: “${writePhrase(first)}”.` : '',
      ];
    }
    default:
      return null;
  }
}

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

export const dicePokerMessages: GameMessages<DicePokerState, DicePokerEvent> = {
  names: ['dice poker', 'yahtzee', 'poker'],
  title: 'Dice Poker',
  rules,
  events: (all, after, ctx) => events(all, after, ctx),
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons: (state) => boxButtons(state, (box, points) => `${capitalize(boxTitle(box))} — ${points}`, writePhrase),
};
