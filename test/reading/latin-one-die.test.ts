// A die noun in the singular names one die in Latin letters too: «brosayu kubik» is «бросаю кубик», one die — not
// the two a bare roll verb gives outside a game (a silent wrong roll before).
import { describe, expect, it } from 'vitest';
import { runLine } from './corpus-run.ts';

describe('one die, typed in Latin letters', () => {
  it.each([
    ['brosayu kubik', 'ru'],
    ['kinu kost', 'ru'],
    ['kydayu kubyk', 'uk'],
  ])('GIVEN no game WHEN "%s" (%s) THEN one die is rolled', (text, language) => {
    expect(runLine({ text, at: { game: 'none' }, expect: { do: 'roll' } }, language)).toEqual({ do: 'roll', count: 1 });
  });

  it('GIVEN no game WHEN "brosayu kubiki" (the plural) THEN no count is named by the noun', () => {
    expect(runLine({ text: 'brosayu kubiki', at: { game: 'none' }, expect: { do: 'roll' } }, 'ru').count).not.toBe(1);
  });
});
