// The one place where the Dice Poker solver's optimal policy reaches the computer players. It asks the table service
// without starting or awaiting a build: while the table is not ready (building, failed) the policy answers null and
// the bot plays its greedy policy, so a bot never waits for the build. Both the Butler (src/main.ts) and
// `npm run bench:bots` take the policy from here.
import { bestDicePokerAction } from '../dice-poker/policy.ts';
import { getTable } from '../dice-poker/table-service.ts';
import type { DicePokerPolicy } from './types.ts';

export function exactDicePokerPolicy(): DicePokerPolicy {
  return (state, player) => {
    // getTable() starts the load (or the worker build) on first need and answers null until it is ready.
    const table = getTable();
    return table ? bestDicePokerAction(table, state, player) : null;
  };
}
