// ┌──────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
// │ INTEGRATOR (issue 14): the ONE place where the Dice Poker solver's optimal policy reaches the computer players. │
// └──────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
// Once src/strategy/dice-poker/ (branch `dpsolver`) is merged, return a policy that asks its table service, e.g.
//
//   import { bestDicePokerAction } from '../dice-poker/policy.ts';
//   return (state, player) => { const table = service.tableIfReady(); return table ? bestDicePokerAction(table, state, player) : null; };
//
// The policy must answer null while the table is not ready (building, failed): the bot then plays its greedy policy,
// so it never waits for the build. Both the Butler (src/main.ts) and `npm run bench:bots` take the policy from here.
import type { DicePokerPolicy } from './types.ts';

export function exactDicePokerPolicy(): DicePokerPolicy | null {
  return null;
}
