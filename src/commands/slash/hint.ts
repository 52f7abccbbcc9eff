// /hint: the best move now for the player on turn (Dice Poker), with its expected final score and two alternatives.
import { hintOutcome } from '../../advice/hint-advisors.ts';
import type { CommandDefinition } from '../command.ts';

export const hint: CommandDefinition = {
  name: 'hint',
  options: [],
  handle: (ctx) => hintOutcome(ctx, false)!,
};
