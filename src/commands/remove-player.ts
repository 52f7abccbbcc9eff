// A player leaving or being kicked: out of the lobby, or a forfeit in the running game (the engine decides
// whether the game goes on and who wins if too few remain).
import { engineOf } from '../core/hosted-games.ts';
import { lines, type PlayerRef } from '../messages/rich.ts';
import { forfeitPlayer } from '../sessions/forfeit-player.ts';
import type { ChannelSession } from '../sessions/session.ts';
import type { DiceSource } from '../dice/dice-source.ts';
import type { CommandOutcome } from './command.ts';
import { renderContextFor } from './render-context.ts';
import { everyoneLeftImage, replyImage } from './reply-image.ts';
import { refuse } from './refuse.ts';
import { gameView } from './game-view.ts';

export function removeFromGame(
  session: ChannelSession,
  player: PlayerRef,
  why: 'left' | 'kicked',
  dice: DiceSource,
): CommandOutcome | null {
  const game = session.game;
  if (!game || !game.players.some((p) => p.id === player.id)) return null;
  const ctx = renderContextFor(session);
  const { lobby } = ctx.text.common;
  const { leaving } = ctx.text.phraseReplies;
  const { moveReply } = ctx.text.moveReply;
  const { gameOverWords } = ctx.text.gameOver;
  // Out already (eliminated in Craps, left before): RULES §6 — refused, nothing changes, no second forfeit.
  if (!engineOf(game.id).players(game.state).includes(player.id)) {
    return refuse(leaving.alreadyOut(player), player, 'already_out');
  }
  const result = forfeitPlayer(session, player.id, dice);
  const headline = why === 'kicked' ? lobby.kicked(player) : lobby.leftGame(player);
  if (result.kind === 'rejected') {
    return refuse(leaving.alreadyOut(player), player, result.rejection.code);
  }
  if (result.noPeople) {
    return {
      session: result.session,
      rich: lines(headline, gameOverWords.nobody, lobby.gameOverHint(game.id)),
      events: result.events,
      // a game that ends with nobody left still gets its picture (issue 50)
      ...everyoneLeftImage(result.game, session.settings, ctx.language),
    };
  }
  const rendered = moveReply(gameView(result.game), result.events, result.over, ctx, { before: headline });
  return {
    session: result.session,
    rich: rendered.rich,
    events: result.events,
    buttons: rendered.buttons,
    ...(result.over ? replyImage(result.game, session.settings, 'over', ctx.language) : {}),
  };
}

export function removeFromLobby(session: ChannelSession, player: PlayerRef): ChannelSession | null {
  if (!session.lobby || !session.lobby.players.some((p) => p.id === player.id)) return null;
  return { ...session, lobby: { ...session.lobby, players: session.lobby.players.filter((p) => p.id !== player.id) } };
}
