// Russian text for the 1000 hint (/hint on one's turn) and the game-over review of stop-or-roll decisions.
// Numbers come from src/strategy/thousand; nothing here computes odds.
import type { ThousandAdvice } from '../../strategy/thousand/advice.ts';
import type { CostlyDecision, PlayerReview } from '../../strategy/thousand/review.ts';
import { bold, lines, type PlayerRef, type Rich } from '../rich.ts';

const plural = new Intl.PluralRules('ru');
const pluralTenths = new Intl.PluralRules('ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function pick(forms: Record<'one' | 'few' | 'many', string>, rule: Intl.PluralRules, n: number): string {
  const category = rule.select(n);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : category === 'other' ? forms.few : forms.many;
}

const TURN_FORMS = { one: 'ход', few: 'хода', many: 'ходов' };
const DICE_FORMS = { one: 'кость', few: 'кости', many: 'костей' };
const POINT_FORMS = { one: 'очко', few: 'очка', many: 'очков' };

/** "6.2 хода" — tenths, as the hint shows them. */
export function turnsText(turns: number): string {
  const shown = Number(turns.toFixed(1));
  return `${shown.toFixed(1)} ${pick(TURN_FORMS, pluralTenths, shown)}`;
}

const diceText = (n: number): string => `${n} ${pick(DICE_FORMS, plural, n)}`;
const pointsText = (n: number): string => `${n} ${pick(POINT_FORMS, plural, Math.abs(n))}`;
const percent = (p: number): string => `${Math.round(p * 100)} %`;
const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${pointsText(Math.abs(n))}`;

/**
 * «Совет: бросать.» then one line per choice: «бросать: 3 кости, шанс пустого броска 28 %, в среднем +12 очков к
 * ходу; до 1000 в среднем ещё 6.2 хода» and «хватит: 6.9 хода» (or why not now).
 */
export function thousandHint(advice: ThousandAdvice): Rich {
  const verdict = advice.best === 'bank' ? 'сказать «Хватит»' : `бросать ${diceText(advice.dice)}`;
  const risks = [`шанс пустого броска ${percent(advice.emptyChance)}`];
  if (advice.overshootChance > 0) risks.push(`перебора за ${advice.goal} ${percent(advice.overshootChance)}`);
  const gain = Math.round(advice.expectedGain);
  const roll =
    `бросать: ${diceText(advice.dice)}, ${risks.join(', ')}, в среднем ${signed(gain)} к ходу; ` +
    `до ${advice.goal} в среднем ещё ${turnsText(advice.rollTurns)}`;
  const bank = advice.bankTurns === null ? '«Хватит» сейчас не по правилам' : `хватит: ${turnsText(advice.bankTurns)}`;
  return lines([bold(`Совет: ${verdict}.`)], [roll], [bank], ['(ходы — после этого хода, при лучшей игре дальше)']);
}

/** While the policy for the channel's settings is still being solved (a second or two after the first ask). */
export function thousandHintPending(): Rich {
  return ['Считаю лучшую игру для этих настроек — спросите ещё раз через пару секунд.'];
}

/** No stop-or-roll choice to advise on right now (the game is decided, or a position the policy does not know). */
export function thousandHintNone(): Rich {
  return ['Сейчас советовать нечего: дождитесь хода игрока.'];
}

function decisionText(d: CostlyDecision): string {
  const what = d.chose === 'bank' ? '«Хватит»' : `бросок ${diceText(d.turn.rerollOwed ? 5 : d.turn.diceLeft)}`;
  return `${what} при ${d.player.score} + ${pointsText(d.turn.total)} хода (−${turnsText(d.cost)})`;
}

/** One or two short lines per person: the costliest decisions, or that none cost anything. */
export function thousandReview(reviews: readonly PlayerReview[], player: (id: string) => PlayerRef): Rich {
  const out: Rich[] = [[bold('Разбор решений «бросать или хватит»:')]];
  for (const review of reviews) {
    const name = player(review.player).name;
    if (review.worst.length === 0) {
      out.push([`${name}: ни одно решение не стоило лишних ходов.`]);
      continue;
    }
    out.push([`${name}: дороже всего ${review.worst.map(decisionText).join('; ')}. Всего −${turnsText(review.totalCost)}.`]);
  }
  return lines(...out);
}
