// The chat message for a turn played out on a quiet player's behalf (timeout or /skip).
import { lines, type PlayerRef, type Rich } from '../messages/rich.ts';
import type { Messages } from '../messages/index.ts';
import type { AutoTurn } from '../sessions/auto-turn.ts';
import type { ChannelSession } from '../sessions/session.ts';
import type { CommandOutcome } from './command.ts';
import { renderContextFor } from './render-context.ts';
import { everyoneLeftImage, replyImage } from './reply-image.ts';
import { gameView } from './game-view.ts';

/** `headline` is given the chat's text, so the notice speaks the chat's language like the rest of the reply. */
export function autoTurnOutcome(before: ChannelSession, turn: AutoTurn, headline: (text: Messages, name: PlayerRef) => Rich): CommandOutcome {
  const ctx = renderContextFor(before);
  const { moveReply } = ctx.text.moveReply;
  const { turnClockText } = ctx.text.turnClock;
  const { gameOverWords } = ctx.text.gameOver;
  const player = ctx.player(turn.player);
  // With no person left the game's own game_over event (which carries no scores) is not rendered; the same
  // "nobody left" line follows the removal instead.
  const shown = turn.noPeople ? turn.events.filter((e) => e.type !== 'game_over') : turn.events;
  const rendered = moveReply(gameView(turn.game), shown, turn.over, ctx, {
    before: headline(ctx.text, player),
    after: turn.removed ? lines(turnClockText.removed(player), turn.noPeople ? gameOverWords.nobody : null) : undefined,
  });
  return {
    session: turn.session,
    rich: rendered.rich,
    events: [{ type: 'timeout', player: turn.player, removed: turn.removed }, ...turn.events],
    buttons: rendered.buttons,
    // with no person left nobody won, whatever the engine made of it: the picture crowns nobody either
    ...(turn.noPeople ? everyoneLeftImage(turn.game, before.settings, ctx.language) : turn.over ? replyImage(turn.game, before.settings, 'over', ctx.language) : {}),
  };
}
