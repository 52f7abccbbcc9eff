// The whole-game opponent of a two-player Dice Poker game (issue 54): where the chance to win and the points part
// ways it follows the chance — a riskier keep when far behind, the sure points when ahead — and elsewhere it plays
// the expected-score move. Scripted positions late in the game, with real values and spreads solved for them.
import { describe, expect, it } from 'vitest';
import type { DicePokerBox } from '../../../src/games/dice-poker/index.ts';
import { bestDicePokerAction } from '../../../src/strategy/dice-poker/policy.ts';
import { playsWholeGame, wholeGameAction } from '../../../src/strategy/dice-poker/whole-game.ts';
import { allBut, duelPosition, duelTables, type Written } from './duel-tables.ts';

/** Both sheets with only `free` left, the same boxes written with 0, and bot:1 `lead` points ahead (in its pair box). */
function sheets(free: DicePokerBox[], lead: number): [Written, Written] {
  return [
    { ...allBut(free), pair: Math.max(0, lead) },
    { ...allBut(free), pair: Math.max(0, -lead) },
  ];
}

function moves(free: DicePokerBox[], lead: number, turn: { rolls: number; dice: number[] }) {
  const [mine, theirs] = sheets(free, lead);
  const state = duelPosition(mine, theirs, turn);
  const tables = duelTables(state);
  const scoring = bestDicePokerAction(tables.table, state, 'bot:1');
  return { scoring, whole: wholeGameAction(tables, state, 'bot:1', scoring), state, tables };
}

describe('Dice Poker whole-game opponent', () => {
  it('GIVEN 50 points behind with poker, large straight and chance left WHEN 5-5-5-2-3 comes on the first roll THEN it keeps the three 5s for a poker where the score player keeps 2-3-5 for a straight', () => {
    const { scoring, whole } = moves(['poker', 'large_straight', 'chance'], -50, { rolls: 1, dice: [5, 5, 5, 2, 3] });
    expect(scoring).toEqual({ type: 'roll', player: 'bot:1', count: 2, reroll: [5, 5] });
    expect(whole).toEqual({ type: 'roll', player: 'bot:1', count: 2, reroll: [2, 3] });
  });

  it('GIVEN 40 points ahead with poker, four of a kind and chance left WHEN 5-6-6-6-6 shows with one roll left THEN it writes the sure 29 where the score player rerolls the 5 for a poker', () => {
    const { scoring, whole } = moves(['poker', 'four_kind', 'chance'], 40, { rolls: 2, dice: [5, 6, 6, 6, 6] });
    expect(scoring).toEqual({ type: 'roll', player: 'bot:1', count: 1, reroll: [5] });
    expect(whole).toEqual({ type: 'score', player: 'bot:1', box: 'four_kind' });
  });

  it('GIVEN a level game WHEN 2-3-4-5-6 comes on the first roll THEN it writes the large straight as the score player does', () => {
    const { scoring, whole } = moves(['poker', 'large_straight', 'chance'], 0, { rolls: 1, dice: [2, 3, 4, 5, 6] });
    expect(whole).toEqual(scoring);
    expect(whole).toEqual({ type: 'score', player: 'bot:1', box: 'large_straight' });
  });

  it('GIVEN 150 points ahead WHEN every move wins all but surely THEN it plays the move that scores most, not a tail of the curve', () => {
    const { scoring, whole } = moves(['sixes', 'large_straight', 'chance'], 150, { rolls: 1, dice: [6, 6, 6, 6, 2] });
    expect(whole).toEqual(scoring);
    expect(scoring).toEqual({ type: 'roll', player: 'bot:1', count: 1, reroll: [2] });
  });

  it('GIVEN the same position twice (fresh copies) WHEN asked THEN the same move: it depends on the position only', () => {
    const first = moves(['poker', 'large_straight', 'chance'], -50, { rolls: 1, dice: [5, 5, 5, 2, 3] });
    const again = structuredClone(first.state);
    expect(wholeGameAction(first.tables, again, 'bot:1', first.scoring)).toEqual(first.whole);
  });

  it('GIVEN the last round, three players, or the other player on turn THEN the whole-game opponent does not choose', () => {
    const [mine, theirs] = sheets(['chance'], -20);
    expect(playsWholeGame(duelPosition(mine, theirs, { rolls: 1, dice: [1, 2, 3, 4, 5] }), 'bot:1')).toBe(false);
    const [a, b] = sheets(['poker', 'chance'], -20);
    const two = duelPosition(a, b, { rolls: 1, dice: [1, 2, 3, 4, 5] });
    expect(playsWholeGame(two, 'bot:1')).toBe(true);
    expect(playsWholeGame(two, 'bot:2')).toBe(false);
    const three = { ...two, players: [...two.players, 'bot:3'], sheets: { ...two.sheets, 'bot:3': two.sheets['bot:2']! } };
    expect(playsWholeGame(three, 'bot:1')).toBe(false);
  });
});
