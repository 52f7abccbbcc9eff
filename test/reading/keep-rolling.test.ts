// "keep rolling" is English for "roll on": a keep verb right before a roll verb keeps no dice. Read as a keep alone
// it banked a 1000 turn the writer meant to roll on (a silent wrong move).
import { describe, expect, it } from 'vitest';
import { runLine } from './corpus-run.ts';

const mid = { game: 'thousand', phase: 'mid', left: 3, turn: 150, canBank: true } as const;

describe('keep + a roll verb rolls on', () => {
  it.each(['keep rolling', 'Keep throwing!', 'ok keep rolling then'])('GIVEN a 1000 turn with 3 dice left WHEN "%s" THEN the 3 dice are rolled, nothing banked', (text) => {
    expect(runLine({ text, at: mid, expect: { do: 'roll' } }, 'en')).toEqual({ do: 'roll', count: 3 });
  });

  it('GIVEN the same turn WHEN "keep the points" THEN it still banks', () => {
    expect(runLine({ text: 'keep the points', at: mid, expect: { do: 'bank' } }, 'en').do).toBe('bank');
  });
});
