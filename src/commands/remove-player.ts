// A player leaving or being kicked: out of the lobby, or a forfeit in the running game (the engine decides
// whether the game goes on and who wins if too few remain).
import { lobby } from '../messages/ru/common.ts';
import { moveReply } from '../messages/ru/move-reply.ts';
import type { PlayerRef } from '../messages/rich.ts';
import { playAction } from '../sessions/play.ts';
import type { ChannelSession } from '../sessions/session.ts';
import type { DiceSource } from '../dice/dice-source.ts';
import type { CommandOutcome } from './command.ts';
import { renderContextFor } from './render-context.ts';
import { replyImage } from './reply-image.ts';

export function removeFromGame(
  session: ChannelSession,
  player: PlayerRef,
  why: 'left' | 'kicked',
  dice: DiceSource,
): CommandOutcome | null {
  const game = session.game;
  if (!game || !game.players.some((p) => p.id === player.id)) return null;
  const result = playAction(session, { type: 'forfeit', player: player.id }, dice);
  const ctx = renderContextFor(session);
  const headline = why === 'kicked' ? lobby.kicked(player) : lobby.leftGame(player);
  if (result.kind === 'rejected') {
    // The engine no longer counts them (already out of play): drop them from the roster only.
    return { rich: headline, events: [{ type: 'forfeit', player: player.id }], session };
  }
  const rendered = moveReply(result.game, result.events, result.over, ctx, { before: headline });
  return {
    session: result.session,
    rich: rendered.rich,
    events: result.events,
    buttons: rendered.buttons,
    ...(result.over ? replyImage(result.game, session.settings, 'over') : {}),
  };
}

export function removeFromLobby(session: ChannelSession, player: PlayerRef): ChannelSession | null {
  if (!session.lobby || !session.lobby.players.some((p) => p.id === player.id)) return null;
  return { ...session, lobby: { ...session.lobby, players: session.lobby.players.filter((p) => p.id !== player.id) } };
}
