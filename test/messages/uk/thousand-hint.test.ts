import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/thousand-hint.ts';
import { notUkrainian } from '../../helpers/alphabet.ts';
import { thousandHintSamples } from '../../helpers/message-samples-b.ts';

const s = thousandHintSamples(uk);

describe('uk/thousand-hint', () => {
  it('GIVEN every 1000 hint and review WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё', () => {
    expect(notUkrainian(s)).toEqual({});
  });

  it('GIVEN rolling or banking is better WHEN a player asks for a hint THEN the advice, the empty-roll chance, the gain and the turns of both choices', () => {
    expect(s.roll).toContain('Порада: кидати 3 кубики.');
    expect(s.roll).toContain('кидати: 3 кубики, шанс порожнього кидка 28 %, у середньому +12 очок до ходу; до 1000 у середньому ще 6,2 ходу');
    expect(s.bank).toContain('Порада: сказати «Досить».');
    expect(s.refused).toContain('кидати: 5 кубиків');
  });

  it('GIVEN expected turn counts WHEN they are shown THEN a decimal comma and the form after a decimal (ходу)', () => {
    expect(s.turns).toBe('1,0 ходу | 2,0 ходу | 5,0 ходу | 6,2 ходу');
  });

  it('GIVEN a finished 1000 game WHEN its review is shown THEN each player by name with the costliest decisions', () => {
    expect(s.review).toContain('Annabel: найдорожче — кидати 2 кубики при 450 + 350 очок за хід (−0,6 ходу)');
    expect(s.review).toContain('Bobby: жодне рішення не коштувало зайвих ходів.');
  });

  it('GIVEN the policy is still being solved WHEN a player asks THEN the bust chance now and word that the advice follows by itself, never "ask again"', () => {
    expect(s.pending).toContain('Шанс порожнього кидка (2 кубики) — 44 %');
    expect(s.pending).toContain('надішлю сам');
    expect(s.pending).not.toContain('спитайте ще раз');
    expect(s.followUp).toContain('порада готова');
  });
});
