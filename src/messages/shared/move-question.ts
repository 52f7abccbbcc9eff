// The answer to a question about a move (issue 43: «а если перебросить 6, какие шансы на стрит?», "should I keep the
// fives?"): the chance of the box aimed at after that reroll, and what the choice is worth against the best one, from
// the Dice Poker table; each language (messages/<lang>/move-question.ts) gives the words, the layout is here.
import type { DicePokerBox } from '../../games/dice-poker/index.ts';
import type { DicePokerMove } from '../../strategy/dice-poker/advice.ts';
import { faces } from '../dice-faces.ts';
import { percent } from './chances.ts';
import { lines, type Rich } from '../rich.ts';

export interface MoveQuestionWords {
  /** "If you reroll ⚅6: a small straight 31 %" (the box as it reads in a list) */
  targetChance(dice: string, box: string, chance: string): string;
  /** "That choice is worth 187.3 points at the end on average" (no full stop: one follows) */
  choiceWorth(points: string): string;
  /** "— the best one." */
  isBest: string;
  /** "The best: keep ⚄5 ⚄5, reroll 2 and 3 (191.2)." */
  bestIs(move: string, points: string): string;
  /** the table is still being built: the chance is given, the worth later */
  tableBuilding: string;
  /** asked before the turn's first roll: "Chance to make a full house this turn, playing for it: 36.3 %" */
  startChance(box: string, chance: string): string;
}

export interface MoveQuestionTools {
  points(n: number): string;
  title(box: DicePokerBox): string;
  moveText(move: DicePokerMove): string;
}

/** What an answer holds, as numbers: any part may be missing. */
export interface MoveAnswer {
  reroll: readonly number[];
  /** asked before the first roll: the chance to make the box within the turn, playing for it (no reroll then) */
  fromStart?: { box: DicePokerBox; chance: number };
  target?: { box: DicePokerBox; chance: number };
  worth?: { expected: number; best: { move: DicePokerMove; expected: number } } | 'building';
}

export function moveQuestionIn(words: MoveQuestionWords, tools: MoveQuestionTools) {
  return {
    moveAnswer(answer: MoveAnswer): Rich {
      if (answer.fromStart) return lines(words.startChance(tools.title(answer.fromStart.box), percent(answer.fromStart.chance)));
      const dice = faces(answer.reroll);
      const target = answer.target ? words.targetChance(dice, tools.title(answer.target.box), percent(answer.target.chance)) : null;
      let worth: string | null = null;
      if (answer.worth === 'building') worth = words.tableBuilding;
      else if (answer.worth) {
        const { expected, best } = answer.worth;
        const isBest = expected >= best.expected - 1e-9;
        worth = `${words.choiceWorth(tools.points(expected))}${isBest ? words.isBest : `. ${words.bestIs(tools.moveText(best.move), tools.points(best.expected))}`}`;
      }
      return lines(target, worth);
    },
  };
}
