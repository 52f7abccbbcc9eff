import { describe, expect, it } from 'vitest';
import { ownRolls } from '../../../src/messages/ru/games.ts';
import { hintsPhrase, rerollExample, rollPhrase } from '../../../src/messages/ru/move-hints.ts';

describe('what-to-type phrases', () => {
  it('GIVEN each game WHEN a roll is hinted THEN it is named the way the seed does', () => {
    expect(rollPhrase(2, ownRolls('craps'))).toBe('бросаю кости');
    expect(rollPhrase(5, ownRolls('bone_poker'))).toBe('бросаю покер');
    expect(rollPhrase(1)).toBe('бросаю кость');
    expect(rollPhrase(3)).toBe('бросаю 3 кости');
    expect(rollPhrase(5, ownRolls('thousand'))).toBe('бросаю 5 костей');
  });

  it('GIVEN dice in hand WHEN a reroll is hinted THEN the example uses dice the player really holds', () => {
    expect(rerollExample([2, 2, 4, 5, 1])).toBe('Перебрасываю 1 и 4, бросаю 2 кости');
    expect(rerollExample([6, 6, 3, 3, 1])).toBe('Перебрасываю 1, бросаю кость');
    expect(rerollExample([5, 5, 5, 5, 2])).toBe('Перебрасываю 2, бросаю кость');
  });

  it('GIVEN a made hand (poker, straight, full house) WHEN a reroll is hinted THEN only the form is shown, never a suggestion', () => {
    expect(rerollExample([4, 4, 4, 4, 4])).toBe('Перебрасываю <кости>');
    expect(rerollExample([3, 1, 2, 5, 4])).toBe('Перебрасываю <кости>');
    expect(rerollExample([2, 3, 4, 5, 6])).toBe('Перебрасываю <кости>');
    expect(rerollExample([6, 6, 6, 3, 3])).toBe('Перебрасываю <кости>');
  });

  it('GIVEN several possible moves WHEN they are hinted THEN they are joined with "или"', () => {
    expect(hintsPhrase([{ type: 'reroll', maxCount: 5, hand: [1, 2, 3, 4, 6] }, { type: 'pass' }], ownRolls('bone_poker'))).toBe(
      'переброс: «Перебрасываю 1 и 2, бросаю 2 кости» (назовите свои кости) или «Пас»',
    );
  });
});
