// What happens to a chat's table when the Butler is removed from the chat (kicked, left, or every send refused):
// the running game ends without a winner, an open lobby is cancelled, and the turn clock stops, so no deadline
// wakes the chat again and nothing more is said there. Settings stay, for when the Butler is added back.
import type { CommandOutcome } from './command.ts';
import type { ChannelSession } from '../sessions/session.ts';

/** The session after removal and the outcome to commit, or null when there is nothing to end. */
export function endForRemoval(session: ChannelSession): { session: ChannelSession; outcome: CommandOutcome } | null {
  const game = session.game?.id ?? session.lobby?.game;
  if (game === undefined) return null;
  const after = { ...session, game: null, lobby: null };
  // A running game goes on record like one ended by /endgame (no winner, its secret revealed); the event says why.
  const written = session.game
    ? { ...after, ended: { game: session.game, winners: [], scores: null, how: 'ended' as const } }
    : after;
  return {
    session: after,
    outcome: { session: written, rich: [], events: [{ type: 'game_ended', game, reason: 'removed' }] },
  };
}
