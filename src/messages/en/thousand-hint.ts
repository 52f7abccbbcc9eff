// English text for the 1000 hint (/hint on one's turn) and the game-over review of roll-or-bank decisions; which
// lines they have is shared/thousand-hint.ts. Numbers come from src/strategy/thousand; nothing here computes odds.
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { thousandHintIn } from '../shared/thousand-hint.ts';

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
export const { thousandHint, thousandReview } = thousandHintIn({
  turns: turnsText,
  dice: diceText,
  points: pointsText,
  percent: (p) => `${Math.round(p * 100)}%`,
  advice: (verdict) => `Advice: ${verdict}.`,
  bankVerdict: 'say “bank”',
  rollVerdict: (dice) => `roll ${dice}`,
  emptyChance: (percent) => `${percent} chance of a bust`,
  overshootChance: (percent, goal) => `${percent} of going past ${goal}`,
  roll: (dice, risks, gain, goal, turns) => `roll: ${dice}, ${risks}, ${gain} to the turn on average; then ${turns} to ${goal} on average`,
  bank: (turns) => `bank: ${turns}`,
  noBank: '“bank” is not allowed right now',
  footnote: '(turns counted after this one, with the best play from here)',
  decision: {
    bank: '“bank”',
    roll: (dice) => `a roll of ${dice}`,
    at: (what, score, turnPoints, cost) => `${what} at ${score} + ${turnPoints} this turn (−${cost})`,
  },
  review: {
    title: 'Review of the “roll or bank” decisions:',
    perfect: (name) => `${name}: no decision cost any extra turns.`,
    worst: (name, decisions, total) => `${name}: costliest: ${decisions}. In all −${total}.`,
  },
});

/**
 * While the policy for the channel's settings is still being solved: the figure known at once (the chance that the
 * next roll scores nothing, `dice` dice), and that the full advice follows by itself (RULES.md §1: never "ask again").
 */
export function thousandHintPending(dice: number, emptyChance: number): Rich {
  return [`Chance of a bust with ${diceText(dice)}: ${Math.round(emptyChance * 100)}%. The full advice (bank or roll on) is being worked out; it follows by itself in a few seconds.`];
}

/** The advice that follows by itself once the policy is solved, addressed to who asked. */
export function thousandHintFollowUp(player: PlayerRef, advice: Rich): Rich {
  return lines([mention(player), ', the advice is ready:'], advice);
}

/** No roll-or-bank choice to advise on right now. */
export function thousandHintNone(): Rich {
  return ['Nothing to advise right now: wait for a player’s turn.'];
}

/**
 * The hint in a two-player game once the exact duel is solved: the move that wins most often, and the chance to win
 * with each choice (`bank` null: «Хватит» is not allowed now).
 */
export function thousandDuelHint(best: 'roll' | 'bank', dice: number, roll: number, bank: number | null): Rich {
  const percent = (p: number) => `${(p * 100).toFixed(1)}%`;
  const verdict = best === 'bank' ? 'say “bank”' : `roll ${diceText(dice)}`;
  return lines(
    [bold(`Advice: ${verdict}.`)],
    [`Chance to win if you roll ${diceText(dice)}: ${percent(roll)}`],
    [bank === null ? '“bank” is not allowed right now' : `Chance to win if you say “bank”: ${percent(bank)}`],
    ['(both players playing to win from here: the exact two-player game)'],
  );
}
