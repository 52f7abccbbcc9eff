import { seedWindowLeft } from '../../dice/fair/seed-window.ts';
import { playOutTurn } from '../../sessions/auto-turn.ts';
import { autoTurnOutcome } from '../auto-turn-reply.ts';
import type { CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';

/** /skip (admin): plays out the current turn at once, as a timeout would. */
export const skip: CommandDefinition = {
  name: 'skip',
  requires: ['admin'],
  options: [],
  handle({ session, user, dice, now, render }) {
    const { turnClockText } = render.text.turnClock;
    // The seed window (dice/fair/seed-window.ts): skipping would roll for the player before late seeds are in.
    const wait = session.game ? seedWindowLeft(session.game, session.settings, now) : 0;
    if (wait > 0) return refuse(render.text.fair.fairText.seedWindowSkip(wait), user, 'seed_window');
    const turn = playOutTurn(session, dice);
    if (!turn) return refuse(turnClockText.nothingToSkip(), user, 'nothing_to_skip');
    return autoTurnOutcome(session, turn, (text, player) => text.turnClock.turnClockText.skipped(player));
  },
};
