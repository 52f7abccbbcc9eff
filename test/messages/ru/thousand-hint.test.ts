import { describe, expect, it } from 'vitest';
import { toPlain } from '../../../src/messages/rich.ts';
import * as ru from '../../../src/messages/ru/thousand-hint.ts';
import { thousandHint, thousandReview, turnsText } from '../../../src/messages/ru/thousand-hint.ts';
import { thousandHintSamples } from '../../helpers/message-samples-b.ts';
import type { ThousandAdvice } from '../../../src/strategy/thousand/advice.ts';
import type { PlayerReview } from '../../../src/strategy/thousand/review.ts';

const advice = (patch: Partial<ThousandAdvice>): ThousandAdvice => ({
  best: 'roll',
  dice: 3,
  emptyChance: 0.2778,
  overshootChance: 0,
  expectedGain: 12.4,
  rollTurns: 6.21,
  bankTurns: 6.94,
  goal: 1000,
  ...patch,
});

describe('1000 hint in Russian', () => {
  it('GIVEN rolling is better WHEN rendered THEN it says roll 3 dice, the empty-roll chance, the gain and the turns of both choices', () => {
    const text = toPlain(thousandHint(advice({})));
    expect(text).toContain('Совет: бросать 3 кости.');
    expect(text).toContain('бросать: 3 кости, шанс пустого броска 28 %, в среднем +12 очков к ходу; до 1000 в среднем ещё 6.2 хода');
    expect(text).toContain('хватит: 6.9 хода');
  });

  it('GIVEN banking is refused WHEN rendered THEN the bank line says it is not allowed now instead of a number', () => {
    const text = toPlain(thousandHint(advice({ bankTurns: null, dice: 5, emptyChance: 0.077 })));
    expect(text).toContain('бросать: 5 костей, шанс пустого броска 8 %');
    expect(text).toContain('«Хватит» сейчас не по правилам');
  });

  it('GIVEN banking is better and a roll may overshoot WHEN rendered THEN it recommends «Хватит» and names the overshoot risk', () => {
    const text = toPlain(thousandHint(advice({ best: 'bank', dice: 1, overshootChance: 0.1667, expectedGain: -150 })));
    expect(text).toContain('Совет: сказать «Хватит».');
    expect(text).toContain('перебора за 1000 17 %');
    expect(text).toContain('в среднем −150 очков к ходу');
  });

  it('GIVEN turn counts WHEN worded THEN tenths take «хода» and whole numbers are shown with a tenth too', () => {
    expect(turnsText(1)).toBe('1.0 хода');
    expect(turnsText(21.04)).toBe('21.0 хода');
    expect(turnsText(0.35)).toBe('0.3 хода');
  });
});

describe('1000 review in Russian', () => {
  it('GIVEN one costly bank and a flawless player WHEN rendered THEN one line each, with the position and the turns lost', () => {
    const reviews: PlayerReview[] = [
      {
        player: 'ann',
        decisions: 5,
        totalCost: 0.84,
        worst: [
          {
            player: { id: 'ann', score: 540, opened: true, bolts: 0, marks: 0, falls: 0, barrel: null },
            turn: { total: 15, diceLeft: 3, rolls: 2, rerollOwed: false },
            chose: 'bank',
            better: 'roll',
            cost: 0.84,
          },
        ],
      },
      { player: 'bob', decisions: 3, totalCost: 0, worst: [] },
    ];
    const text = toPlain(thousandReview(reviews, (id) => ({ id, name: id === 'ann' ? 'Аня' : 'Боб' })));
    expect(text).toContain('Аня: дороже всего «Хватит» при 540 + 15 очков хода (−0.8 хода). Всего −0.8 хода.');
    expect(text).toContain('Боб: ни одно решение не стоило лишних ходов.');
  });

  const s = thousandHintSamples(ru);
  it('GIVEN the policy is still being solved WHEN a player asks THEN the bust chance now and word that the advice follows by itself, never "ask again"', () => {
    expect(s.pending).toContain('Шанс пустого броска (2 кости) — 44 %');
    expect(s.pending).toContain('пришлю сам');
    expect(s.pending).not.toContain('спросите ещё раз');
    expect(s.followUp).toContain('совет готов');
  });
});
