import { playOutTurn } from '../../sessions/auto-turn.ts';
import { autoTurnOutcome } from '../auto-turn-reply.ts';
import type { CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';

/** /skip (admin): plays out the current turn at once, as a timeout would. */
export const skip: CommandDefinition = {
  name: 'skip',
  requires: ['admin'],
  options: [],
  handle({ session, user, dice, render }) {
    const { turnClockText } = render.text.turnClock;
    const turn = playOutTurn(session, dice);
    if (!turn) return refuse(turnClockText.nothingToSkip(), user, 'nothing_to_skip');
    return autoTurnOutcome(session, turn, (text, player) => text.turnClock.turnClockText.skipped(player));
  },
};
