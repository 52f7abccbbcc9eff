// The time a fair game's first die was drawn, noted in its seal by the commit that logs that die: with the start
// (`startedAt`) and each phrase's time it lets anyone check the seed window from the record alone
// (docs/fair-dice.md). It is a note for people, never an input: no die and no rule reads it.
import { FAIR_V3 } from '../dice/fair/construction.ts';
import { diceRolled, gameWith, sessionWith, type ChannelSession, type RunningGame } from './session.ts';

export function withFirstRollTime(session: ChannelSession, now: number): ChannelSession {
  const game = session.game ? stamped(session.game, now) : session.game;
  const ended = session.ended ? stamped(session.ended.game, now) : undefined;
  if (game === session.game && (ended === undefined || ended === session.ended!.game)) return session;
  return sessionWith(session, { game, ...(ended ? { ended: { ...session.ended!, game: ended } } : {}) });
}

function stamped(game: RunningGame, now: number): RunningGame {
  const fair = game.fair;
  // (v3 seals only: a game sealed by an older build may have rolled long before this commit)
  if (fair?.by !== 'hmac' || fair.scheme !== FAIR_V3 || fair.rolledAt !== undefined || !diceRolled(game)) return game;
  return gameWith(game, { fair: { ...fair, rolledAt: now } });
}
