// Ukrainian text for the 1000 hint (/hint on one's turn) and the game-over review of «кидати чи досить» decisions.
// Numbers come from src/strategy/thousand; nothing here computes odds.
import type { ThousandAdvice } from '../../strategy/thousand/advice.ts';
import type { CostlyDecision, PlayerReview } from '../../strategy/thousand/review.ts';
import { bold, lines, type PlayerRef, type Rich } from '../rich.ts';

const plural = new Intl.PluralRules('uk');
const pluralTenths = new Intl.PluralRules('uk', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `fraction`: the form after a decimal number, genitive singular in Ukrainian ("6,2 ходу"). */
interface Forms {
  one: string;
  few: string;
  many: string;
  fraction: string;
}

function pick(forms: Forms, rule: Intl.PluralRules, n: number): string {
  const category = rule.select(n);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : category === 'other' ? forms.fraction : forms.many;
}

const TURN_FORMS = { one: 'хід', few: 'ходи', many: 'ходів', fraction: 'ходу' };
const DICE_FORMS = { one: 'кубик', few: 'кубики', many: 'кубиків', fraction: 'кубика' };
const POINT_FORMS = { one: 'очко', few: 'очки', many: 'очок', fraction: 'очка' };

/** "6,2 ходу" — tenths, with the Ukrainian decimal comma. */
export function turnsText(turns: number): string {
  const shown = Number(turns.toFixed(1));
  return `${shown.toFixed(1).replace('.', ',')} ${pick(TURN_FORMS, pluralTenths, shown)}`;
}

const diceText = (n: number): string => `${n} ${pick(DICE_FORMS, plural, n)}`;
const pointsText = (n: number): string => `${n} ${pick(POINT_FORMS, plural, Math.abs(n))}`;
const percent = (p: number): string => `${Math.round(p * 100)} %`;
const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${pointsText(Math.abs(n))}`;

/**
 * «Порада: кидати 3 кубики.» then one line per choice: «кидати: 3 кубики, шанс порожнього кидка 28 %, у середньому
 * +12 очок до ходу; до 1000 у середньому ще 6,2 ходу» and «досить: 6,9 ходу» (or why not now).
 */
export function thousandHint(advice: ThousandAdvice): Rich {
  const verdict = advice.best === 'bank' ? 'сказати «Досить»' : `кидати ${diceText(advice.dice)}`;
  const risks = [`шанс порожнього кидка ${percent(advice.emptyChance)}`];
  if (advice.overshootChance > 0) risks.push(`перебору за ${advice.goal} ${percent(advice.overshootChance)}`);
  const gain = Math.round(advice.expectedGain);
  const roll =
    `кидати: ${diceText(advice.dice)}, ${risks.join(', ')}, у середньому ${signed(gain)} до ходу; ` +
    `до ${advice.goal} у середньому ще ${turnsText(advice.rollTurns)}`;
  const bank = advice.bankTurns === null ? '«Досить» зараз не за правилами' : `досить: ${turnsText(advice.bankTurns)}`;
  return lines([bold(`Порада: ${verdict}.`)], [roll], [bank], ['(ходи — після цього ходу, за найкращої гри далі)']);
}

/** While the policy for the channel's settings is still being solved (a second or two after the first ask). */
export function thousandHintPending(): Rich {
  return ['Рахую найкращу гру для цих налаштувань — спитайте ще раз за кілька секунд.'];
}

/** No roll-or-bank choice to advise on right now. */
export function thousandHintNone(): Rich {
  return ['Зараз радити нічого: дочекайтеся ходу гравця.'];
}

function decisionText(d: CostlyDecision): string {
  const what = d.chose === 'bank' ? '«Досить»' : `кидати ${diceText(d.turn.rerollOwed ? 5 : d.turn.diceLeft)}`;
  return `${what} при ${d.player.score} + ${pointsText(d.turn.total)} за хід (−${turnsText(d.cost)})`;
}

/** One or two short lines per person: the costliest decisions, or that none cost anything. */
export function thousandReview(reviews: readonly PlayerReview[], player: (id: string) => PlayerRef): Rich {
  const out: Rich[] = [[bold('Розбір рішень «кидати чи досить»:')]];
  for (const review of reviews) {
    const name = player(review.player).name;
    if (review.worst.length === 0) {
      out.push([`${name}: жодне рішення не коштувало зайвих ходів.`]);
      continue;
    }
    out.push([`${name}: найдорожче — ${review.worst.map(decisionText).join('; ')}. Усього −${turnsText(review.totalCost)}.`]);
  }
  return lines(...out);
}
