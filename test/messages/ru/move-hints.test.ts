import { describe, expect, it } from 'vitest';
import { hintsPhrase, rerollExample, rollPhrase } from '../../../src/messages/ru/move-hints.ts';

describe('what-to-type phrases', () => {
  it('names the roll the way the seed does for each game', () => {
    expect(rollPhrase(2, 'craps')).toBe('бросаю кости');
    expect(rollPhrase(5, 'bone_poker')).toBe('бросаю покер');
    expect(rollPhrase(1)).toBe('бросаю кость');
    expect(rollPhrase(3)).toBe('бросаю 3 кости');
    expect(rollPhrase(5, 'thousand')).toBe('бросаю 5 костей');
  });

  it('shows a reroll example with dice the player really holds', () => {
    expect(rerollExample([2, 2, 4, 5, 1])).toBe('Перебрасываю 1 и 4, бросаю 2 кости');
    expect(rerollExample([6, 6, 3, 3, 1])).toBe('Перебрасываю 1, бросаю кость');
    expect(rerollExample([5, 5, 5, 5, 2])).toBe('Перебрасываю 2, бросаю кость');
  });

  it('never suggests rerolling a made hand (poker, straight, full house): only the form', () => {
    expect(rerollExample([4, 4, 4, 4, 4])).toBe('Перебрасываю <кости>');
    expect(rerollExample([3, 1, 2, 5, 4])).toBe('Перебрасываю <кости>');
    expect(rerollExample([2, 3, 4, 5, 6])).toBe('Перебрасываю <кости>');
    expect(rerollExample([6, 6, 6, 3, 3])).toBe('Перебрасываю <кости>');
  });

  it('joins several possible moves with "или"', () => {
    expect(hintsPhrase([{ type: 'reroll', maxCount: 5, hand: [1, 2, 3, 4, 6] }, { type: 'pass' }], 'bone_poker')).toBe(
      'переброс: «Перебрасываю 1 и 2, бросаю 2 кости» (назовите свои кости) или «Пас»',
    );
  });
});
