// 1000's hint and its game-over review without their words: which lines the advice has (the verdict, the roll with
// its risks, the bank, the footnote), the sign of a gain, and one review line per person. Each language
// (messages/<lang>/thousand-hint.ts) gives the words and its own plural forms.
import type { ThousandAdvice } from '../../strategy/thousand/advice.ts';
import type { CostlyDecision, PlayerReview } from '../../strategy/thousand/review.ts';
import { bold, lines, type PlayerRef, type Rich } from '../rich.ts';

export interface ThousandHintWords {
  /** "6.2 turns" (tenths), "3 dice", "12 points", "28%" — with the language's plural forms */
  turns(turns: number): string;
  dice(n: number): string;
  points(n: number): string;
  percent(p: number): string;
  /** the advice's first line around its verdict: "Advice: roll 3 dice." */
  advice(verdict: string): string;
  bankVerdict: string;
  rollVerdict(dice: string): string;
  emptyChance(percent: string): string;
  overshootChance(percent: string, goal: number): string;
  /** the roll's line: `risks` already joined, `gain` with its sign */
  roll(dice: string, risks: string, gain: string, goal: number, turns: string): string;
  bank(turns: string): string;
  noBank: string;
  footnote: string;
  /** a costly decision: what was chosen, and at which score */
  decision: { bank: string; roll(dice: string): string; at(what: string, score: number, turnPoints: string, cost: string): string };
  review: { title: string; perfect(name: string): string; worst(name: string, decisions: string, total: string): string };
}

/** thousandHint (the advice) and thousandReview (the end-of-game review) of one language. */
export function thousandHintIn(words: ThousandHintWords) {
  const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${words.points(Math.abs(n))}`;
  const decisionText = (d: CostlyDecision): string => {
    const what = d.chose === 'bank' ? words.decision.bank : words.decision.roll(words.dice(d.turn.rerollOwed ? 5 : d.turn.diceLeft));
    return words.decision.at(what, d.player.score, words.points(d.turn.total), words.turns(d.cost));
  };
  return {
    /** The verdict, then one line per choice (the bank's, or why not now), then what the turns count. */
    thousandHint(advice: ThousandAdvice): Rich {
      const verdict = advice.best === 'bank' ? words.bankVerdict : words.rollVerdict(words.dice(advice.dice));
      const risks = [words.emptyChance(words.percent(advice.emptyChance))];
      if (advice.overshootChance > 0) risks.push(words.overshootChance(words.percent(advice.overshootChance), advice.goal));
      const roll = words.roll(words.dice(advice.dice), risks.join(', '), signed(Math.round(advice.expectedGain)), advice.goal, words.turns(advice.rollTurns));
      const bank = advice.bankTurns === null ? words.noBank : words.bank(words.turns(advice.bankTurns));
      return lines([bold(words.advice(verdict))], [roll], [bank], [words.footnote]);
    },
    /** One or two short lines per person: the costliest decisions, or that none cost anything. */
    thousandReview(reviews: readonly PlayerReview[], player: (id: string) => PlayerRef): Rich {
      const out: Rich[] = [[bold(words.review.title)]];
      for (const review of reviews) {
        const name = player(review.player).name;
        out.push([
          review.worst.length === 0
            ? words.review.perfect(name)
            : words.review.worst(name, review.worst.map(decisionText).join('; '), words.turns(review.totalCost)),
        ]);
      }
      return lines(...out);
    },
  };
}
