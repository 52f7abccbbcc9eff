// The whole-game Dice Poker policy as the Butler injects it (issue 54): it waits for the value table and its spread
// table — never a move of another policy while either is loading — and once both are ready the bot of a two-player
// game plays its move; with three players, or for score only, the bot plays as before.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { botMove, isPolicyPending } from '../../../src/strategy/bots/index.ts';
import { exactDicePokerPolicy, wholeGameDicePokerPolicy } from '../../../src/strategy/bots/exact-policy.ts';
import { setSpreadForTests } from '../../../src/strategy/dice-poker/spread-service.ts';
import { configureTables, setTableForTests } from '../../../src/strategy/dice-poker/table-service.ts';
import { allBut, duelPosition, duelTables } from '../dice-poker/duel-tables.ts';

// 50 points behind, poker, large straight and chance left, 5-5-5-2-3 on the first roll (whole-game.test.ts)
const free = ['poker', 'large_straight', 'chance'] as const;
const behind = duelPosition({ ...allBut([...free]) }, { ...allBut([...free]), pair: 50 }, { rolls: 1, dice: [5, 5, 5, 2, 3] });
const tables = duelTables(behind);
const ctx = () => ({ dicePokerPolicy: exactDicePokerPolicy(), dicePokerWholeGame: wholeGameDicePokerPolicy() });

beforeAll(() => configureTables({ dir: null })); // no table files read or written
afterEach(() => setSpreadForTests(tables.table, null));

describe('whole-game Dice Poker policy, injected', () => {
  it('GIVEN the value table still building WHEN the bot of a two-player game moves THEN it waits', () => {
    setTableForTests('building');
    expect(isPolicyPending(botMove('dice_poker', behind, 'bot:1', ctx()))).toBe(true);
  });

  it('GIVEN the value table ready but not its spread WHEN the bot moves THEN it waits for the spread too', () => {
    setTableForTests(tables.table);
    setSpreadForTests(tables.table, 'building');
    expect(isPolicyPending(botMove('dice_poker', behind, 'bot:1', ctx()))).toBe(true);
  });

  it('GIVEN both tables ready WHEN the bot 50 behind moves THEN it keeps the 5s for a poker; for score only it keeps 2-3-5', () => {
    setTableForTests(tables.table);
    setSpreadForTests(tables.table, tables.spread);
    expect(botMove('dice_poker', behind, 'bot:1', ctx())).toEqual({ type: 'roll', player: 'bot:1', count: 2, reroll: [2, 3] });
    expect(botMove('dice_poker', behind, 'bot:1', { ...ctx(), playToWin: false })).toEqual({ type: 'roll', player: 'bot:1', count: 2, reroll: [5, 5] });
  });

  it('GIVEN three players WHEN the bot moves THEN the expected-score move, as before', () => {
    setTableForTests(tables.table);
    setSpreadForTests(tables.table, tables.spread);
    const three = { ...behind, players: [...behind.players, 'bot:3'], sheets: { ...behind.sheets, 'bot:3': behind.sheets['bot:2']! }, pokerBonus: { ...behind.pokerBonus, 'bot:3': 0 } };
    expect(botMove('dice_poker', three, 'bot:1', ctx())).toEqual({ type: 'roll', player: 'bot:1', count: 2, reroll: [5, 5] });
  });
});
