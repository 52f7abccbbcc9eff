// Bone Poker's advice in round 2 (issue 43): the hint («подскажи», /hint) and the answer to a question about one
// choice («есть смысл перекидывать единицу?»), both as exact chances to win. The layout is here; each language
// (messages/<lang>/bone-poker-advice.ts) gives the words.
import type { Rich } from '../rich.ts';
import { faces } from '../dice-faces.ts';
import { percent } from './chances.ts';

export interface BonePokerAdviceWords {
  /** "reroll ⚀1 ⚁2" */
  reroll(dice: string): string;
  /** "pass" (keep the hand) */
  pass: string;
  /** "💡 Ann: reroll ⚀1 — 47 % to win." */
  best(choice: string, chance: string): string;
  /** "If you reroll ⚅6: 42 % to win" (no full stop: one follows) */
  ifChosen(choice: string, chance: string): string;
  /** ". It is the best choice." */
  isBest: string;
  /** ". Best: reroll ⚀1 (47 %)." */
  bestIs(choice: string, chance: string): string;
  /** not the writer's round-2 choice now */
  notNow: string;
}

export interface BonePokerChoiceFigures {
  reroll: readonly number[];
  chance: number;
}

export function bonePokerAdviceIn(words: BonePokerAdviceWords) {
  const choice = (reroll: readonly number[]) => (reroll.length === 0 ? words.pass : words.reroll(faces(reroll)));
  return {
    /** The hint: the best choice and its chance to win. */
    bonePokerHint(best: BonePokerChoiceFigures): Rich {
      return [words.best(choice(best.reroll), percent(best.chance))];
    },
    /** The answer to a question about one choice, against the best one. */
    bonePokerAnswer(asked: BonePokerChoiceFigures, best: BonePokerChoiceFigures): Rich {
      const isBest = asked.chance >= best.chance - 1e-9;
      return [`${words.ifChosen(choice(asked.reroll), percent(asked.chance))}${isBest ? words.isBest : words.bestIs(choice(best.reroll), percent(best.chance))}`];
    },
    bonePokerNotNow(): Rich {
      return [words.notNow];
    },
  };
}
