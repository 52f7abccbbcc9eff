// Ukrainian text for the 1000 hint (/hint on one's turn) and the game-over review of roll-or-stop decisions; which
// lines they have is shared/thousand-hint.ts. Numbers come from src/strategy/thousand; nothing here computes odds.
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { thousandHintIn } from '../shared/thousand-hint.ts';

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
export const { thousandHint, thousandReview } = thousandHintIn({
  turns: turnsText,
  dice: diceText,
  points: pointsText,
  percent: (p) => `${Math.round(p * 100)} %`,
  advice: (verdict) => `Порада: ${verdict}.`,
  bankVerdict: 'сказати «Досить»',
  rollVerdict: (dice) => `кидати ${dice}`,
  emptyChance: (percent) => `шанс порожнього кидка ${percent}`,
  overshootChance: (percent, goal) => `перебору за ${goal} ${percent}`,
  roll: (dice, risks, gain, goal, turns) => `кидати: ${dice}, ${risks}, у середньому ${gain} до ходу; до ${goal} у середньому ще ${turns}`,
  bank: (turns) => `досить: ${turns}`,
  noBank: '«Досить» зараз не за правилами',
  footnote: '(ходи — після цього ходу, за найкращої гри далі)',
  decision: {
    bank: '«Досить»',
    roll: (dice) => `кидати ${dice}`,
    at: (what, score, turnPoints, cost) => `${what} при ${score} + ${turnPoints} за хід (−${cost})`,
  },
  review: {
    title: 'Розбір рішень «кидати чи досить»:',
    perfect: (name) => `${name}: жодне рішення не коштувало зайвих ходів.`,
    worst: (name, decisions, total) => `${name}: найдорожче — ${decisions}. Усього −${total}.`,
  },
});

/**
 * While the policy for the channel's settings is still being solved: the figure known at once (the chance that the
 * next roll scores nothing, `dice` dice), and that the full advice follows by itself (RULES.md §1: never "ask again").
 */
export function thousandHintPending(dice: number, emptyChance: number): Rich {
  return [`Шанс порожнього кидка (${diceText(dice)}) — ${Math.round(emptyChance * 100)} %. Повну пораду (годі чи кидати далі) рахую, надішлю сам за кілька секунд.`];
}

/** The advice that follows by itself once the policy is solved, addressed to who asked. */
export function thousandHintFollowUp(player: PlayerRef, advice: Rich): Rich {
  return lines([mention(player), ', порада готова:'], advice);
}

/** No roll-or-bank choice to advise on right now. */
export function thousandHintNone(): Rich {
  return ['Зараз радити нічого: дочекайтеся ходу гравця.'];
}

/**
 * The hint in a two-player game once the exact duel is solved: the move that wins most often, and the chance to win
 * with each choice (`bank` null: «Хватит» is not allowed now).
 */
export function thousandDuelHint(best: 'roll' | 'bank', dice: number, roll: number, bank: number | null): Rich {
  const percent = (p: number) => `${(p * 100).toFixed(1).replace('.', ',')} %`;
  const verdict = best === 'bank' ? 'сказати «Досить»' : `кидати ${diceText(dice)}`;
  return lines(
    [bold(`Порада: ${verdict}.`)],
    [`Шанс на перемогу, якщо кидати ${diceText(dice)}: ${percent(roll)}`],
    [bank === null ? '«Досить» зараз не за правилами' : `Шанс на перемогу, якщо сказати «Досить»: ${percent(bank)}`],
    ['(обидва гравці грають на перемогу: точний розрахунок гри удвох)'],
  );
}
