// One move of a computer player, as the chat sees it: the strategy picks an ordinary action, the engine applies it
// exactly as it would a person's, and the reply is the one a person's move gets (one reply per move).
import { engineOf } from '../core/hosted-games.ts';
import type { Action } from '../games/types.ts';
import { isBotId } from '../sessions/bot-players.ts';
import { playAction } from '../sessions/play.ts';
import type { ChannelSession } from '../sessions/session.ts';
import { botMove, isPolicyPending, type BotContext, type PolicyPending } from '../strategy/bots/index.ts';
import type { DiceRoller } from '../games/types.ts';
import type { CommandOutcome } from './command.ts';
import { renderContextFor } from './render-context.ts';
import { withFinalReview } from './game-review.ts';
import { lines } from '../messages/rich.ts';
import { gameView } from './game-view.ts';
import { replyImage } from './reply-image.ts';
import { moveChancesEvents } from './chances.ts';

/**
 * The bot's move if a bot is to move now; pending while its policy is not ready (nothing is written: the caller
 * waits outside the chat's lock and asks again); null otherwise (nothing to do, nothing is written).
 */
export function botMoveOutcome(session: ChannelSession, dice: DiceRoller, ctx: BotContext): CommandOutcome | PolicyPending | null {
  const game = session.game;
  if (!game) return null;
  const engine = engineOf(game.id);
  const player = engine.expected(game.state)?.player;
  if (!player || !isBotId(player)) return null;
  const proposed = safeBotMove(game.id, game.state, player, ctx);
  if (isPolicyPending(proposed)) return proposed;
  // A strategy that errs or proposes an illegal move must not stall the game: the engine's own safe move instead.
  let result = tryAction(session, proposed, dice);
  if (!result || result.kind === 'rejected') result = tryAction(session, engine.autoMove(game.state), dice);
  if (!result || result.kind === 'rejected') return null;
  const render = renderContextFor(session);
  const rendered = render.text.moveReply.moveReply(gameView(result.game), result.events, result.over, render);
  const { events, review } = withFinalReview(result, render);
  const chances = moveChancesEvents(result.game, result.over);
  return {
    session: result.session,
    rich: review ? lines(rendered.rich, review) : rendered.rich,
    events: [...events, ...chances],
    buttons: rendered.buttons,
    // The last move may be a computer player's: the final picture goes with it as with a person's.
    ...(result.over ? replyImage(result.game, session.settings, 'over', render.language) : {}),
  };
}

function safeBotMove(game: Parameters<typeof botMove>[0], state: unknown, player: string, ctx: BotContext): Action | PolicyPending | null {
  try {
    return botMove(game, state, player, ctx);
  } catch {
    return null;
  }
}

function tryAction(session: ChannelSession, action: Action | null, dice: DiceRoller) {
  return action ? playAction(session, action, dice) : null;
}
