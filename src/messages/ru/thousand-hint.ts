// Russian text for the 1000 hint (/hint on one's turn) and the game-over review of stop-or-roll decisions; which
// lines they have is shared/thousand-hint.ts. Numbers come from src/strategy/thousand; nothing here computes odds.
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { thousandHintIn } from '../shared/thousand-hint.ts';

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
export const { thousandHint, thousandReview } = thousandHintIn({
  turns: turnsText,
  dice: diceText,
  points: pointsText,
  percent: (p) => `${Math.round(p * 100)} %`,
  advice: (verdict) => `Совет: ${verdict}.`,
  bankVerdict: 'сказать «Хватит»',
  rollVerdict: (dice) => `бросать ${dice}`,
  emptyChance: (percent) => `шанс пустого броска ${percent}`,
  overshootChance: (percent, goal) => `перебора за ${goal} ${percent}`,
  roll: (dice, risks, gain, goal, turns) => `бросать: ${dice}, ${risks}, в среднем ${gain} к ходу; до ${goal} в среднем ещё ${turns}`,
  bank: (turns) => `хватит: ${turns}`,
  noBank: '«Хватит» сейчас не по правилам',
  footnote: '(ходы — после этого хода, при лучшей игре дальше)',
  decision: {
    bank: '«Хватит»',
    roll: (dice) => `бросок ${dice}`,
    at: (what, score, turnPoints, cost) => `${what} при ${score} + ${turnPoints} хода (−${cost})`,
  },
  review: {
    title: 'Разбор решений «бросать или хватит»:',
    perfect: (name) => `${name}: ни одно решение не стоило лишних ходов.`,
    worst: (name, decisions, total) => `${name}: дороже всего ${decisions}. Всего −${total}.`,
  },
});

/**
 * While the policy for the channel's settings is still being solved: the figure known at once (the chance that the
 * next roll scores nothing, `dice` dice), and that the full advice follows by itself (RULES.md §1: never "ask again").
 */
export function thousandHintPending(dice: number, emptyChance: number): Rich {
  return [`Шанс пустого броска (${diceText(dice)}) — ${Math.round(emptyChance * 100)} %. Полный совет (хватит или бросать дальше) считаю, пришлю сам через несколько секунд.`];
}

/** The advice that follows by itself once the policy is solved, addressed to who asked. */
export function thousandHintFollowUp(player: PlayerRef, advice: Rich): Rich {
  return lines([mention(player), ', совет готов:'], advice);
}

/** No stop-or-roll choice to advise on right now (the game is decided, or a position the policy does not know). */
export function thousandHintNone(): Rich {
  return ['Сейчас советовать нечего: дождитесь хода игрока.'];
}

/**
 * The hint in a two-player game once the exact duel is solved: the move that wins most often, and the chance to win
 * with each choice (`bank` null: «Хватит» is not allowed now).
 */
export function thousandDuelHint(best: 'roll' | 'bank', dice: number, roll: number, bank: number | null): Rich {
  const percent = (p: number) => `${(p * 100).toFixed(1).replace('.', ',')} %`;
  const verdict = best === 'bank' ? 'сказать «Хватит»' : `бросать ${diceText(dice)}`;
  return lines(
    [bold(`Совет: ${verdict}.`)],
    [`Шанс на победу, если бросать ${diceText(dice)}: ${percent(roll)}`],
    [bank === null ? '«Хватит» сейчас не по правилам' : `Шанс на победу, если сказать «Хватит»: ${percent(bank)}`],
    ['(оба игрока играют на победу: точный расчёт игры вдвоём)'],
  );
}
