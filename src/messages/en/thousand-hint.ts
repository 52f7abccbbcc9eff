// English text for the 1000 hint (/hint on one's turn) and the game-over review of roll-or-bank decisions.
// Numbers come from src/strategy/thousand; nothing here computes odds.
import type { ThousandAdvice } from '../../strategy/thousand/advice.ts';
import type { CostlyDecision, PlayerReview } from '../../strategy/thousand/review.ts';
import { bold, lines, type PlayerRef, type Rich } from '../rich.ts';

const plural = new Intl.PluralRules('en');
/** "1.0 turns": a number shown with a decimal is plural in English */
const pluralTenths = new Intl.PluralRules('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const word = (rule: Intl.PluralRules, n: number, one: string, other: string) => (rule.select(n) === 'one' ? one : other);

/** "6.2 turns" — tenths, as the hint shows them. */
export function turnsText(turns: number): string {
  const shown = Number(turns.toFixed(1));
  return `${shown.toFixed(1)} ${word(pluralTenths, shown, 'turn', 'turns')}`;
}

const diceText = (n: number): string => `${n} ${word(plural, n, 'die', 'dice')}`;
const pointsText = (n: number): string => `${n} ${word(plural, Math.abs(n), 'point', 'points')}`;
const percent = (p: number): string => `${Math.round(p * 100)}%`;
const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${pointsText(Math.abs(n))}`;

/**
 * "Advice: roll 3 dice." then one line per choice: "roll: 3 dice, 28% chance of a bust, +12 points to the turn on
 * average; then 6.2 turns to 1000 on average" and "bank: 6.9 turns" (or why not now).
 */
export function thousandHint(advice: ThousandAdvice): Rich {
  const verdict = advice.best === 'bank' ? 'say “bank”' : `roll ${diceText(advice.dice)}`;
  const risks = [`${percent(advice.emptyChance)} chance of a bust`];
  if (advice.overshootChance > 0) risks.push(`${percent(advice.overshootChance)} of going past ${advice.goal}`);
  const gain = Math.round(advice.expectedGain);
  const roll =
    `roll: ${diceText(advice.dice)}, ${risks.join(', ')}, ${signed(gain)} to the turn on average; ` +
    `then ${turnsText(advice.rollTurns)} to ${advice.goal} on average`;
  const bank = advice.bankTurns === null ? '“bank” is not allowed right now' : `bank: ${turnsText(advice.bankTurns)}`;
  return lines([bold(`Advice: ${verdict}.`)], [roll], [bank], ['(turns counted after this one, with the best play from here)']);
}

/** While the policy for the channel's settings is still being solved (a second or two after the first ask). */
export function thousandHintPending(): Rich {
  return ['Working out the best play for these settings; ask again in a couple of seconds.'];
}

/** No roll-or-bank choice to advise on right now. */
export function thousandHintNone(): Rich {
  return ['Nothing to advise right now: wait for a player’s turn.'];
}

function decisionText(d: CostlyDecision): string {
  const what = d.chose === 'bank' ? '“bank”' : `a roll of ${diceText(d.turn.rerollOwed ? 5 : d.turn.diceLeft)}`;
  return `${what} at ${d.player.score} + ${pointsText(d.turn.total)} this turn (−${turnsText(d.cost)})`;
}

/** One or two short lines per person: the costliest decisions, or that none cost anything. */
export function thousandReview(reviews: readonly PlayerReview[], player: (id: string) => PlayerRef): Rich {
  const out: Rich[] = [[bold('Review of the “roll or bank” decisions:')]];
  for (const review of reviews) {
    const name = player(review.player).name;
    if (review.worst.length === 0) {
      out.push([`${name}: no decision cost any extra turns.`]);
      continue;
    }
    out.push([`${name}: costliest: ${review.worst.map(decisionText).join('; ')}. In all −${turnsText(review.totalCost)}.`]);
  }
  return lines(...out);
}
