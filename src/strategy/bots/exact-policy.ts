// The one place where the Dice Poker solver's optimal policy reaches the computer players. While the table is not
// ready (loading, building) the policy answers "pending" with the promise of the table: the bot's move waits for it
// (outside the chat's lock), so the move is the exact policy's on every run, however fast the machine builds. Both the Butler (src/main.ts) and
// `npm run bench:bots` take the policy from here.
import { bestDicePokerAction } from '../dice-poker/policy.ts';
import { getTable, whenReady } from '../dice-poker/table-service.ts';
import { getSpread, whenSpreadReady } from '../dice-poker/spread-service.ts';
import { playsWholeGame, wholeGameAction } from '../dice-poker/whole-game.ts';
import type { DicePokerPolicy, DicePokerWholeGamePolicy } from './types.ts';

export function exactDicePokerPolicy(): DicePokerPolicy {
  return (state, player) => {
    // getTable() starts the load (or the worker build) on first need and answers null until it is ready.
    const table = getTable();
    return table ? bestDicePokerAction(table, state, player) : { pending: whenReady() };
  };
}

/**
 * The whole-game opponent of a two-player game: the value table and its spread table (spread-service.ts), pending
 * until both are ready, so the move is the same on every run.
 */
export function wholeGameDicePokerPolicy(): DicePokerWholeGamePolicy {
  return (state, player, scoring) => {
    if (!playsWholeGame(state, player)) return null;
    const table = getTable();
    if (!table) return { pending: whenReady() };
    const spread = getSpread(table);
    return spread ? wholeGameAction({ table, spread }, state, player, scoring) : { pending: whenSpreadReady(table) };
  };
}
