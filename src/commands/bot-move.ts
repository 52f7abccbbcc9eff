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
import { withFinalReview } from '../advice/game-review.ts';
import { lines } from '../messages/rich.ts';
import { gameView } from './game-view.ts';
import { replyImage } from './reply-image.ts';
import { moveChancesEvents } from '../advice/chances.ts';
import { addDie, diceLeft, owe, owedRoll, playersThrow, rollCount, type RollAction } from '../sessions/thrown-dice.ts';
import { gameWith, sessionWith, type ThrownDice } from '../sessions/session.ts';
import { appliedOutcome } from './phrase-move.ts';

/**
 * The bot's move if a bot is to move now; pending while its policy is not ready (nothing is written: the caller
 * waits outside the chat's lock and asks again); null otherwise (nothing to do, nothing is written).
 */
export function botMoveOutcome(session: ChannelSession, dice: DiceRoller, ctx: BotContext & { now?: number }): CommandOutcome | PolicyPending | null {
  const game = session.game;
  if (!game) return null;
  const engine = engineOf(game.id);
  const player = engine.expected(game.state)?.player;
  if (!player || !isBotId(player)) return null;
  // The players throw this game's dice (Telegram's 🎲): the bot's roll is owed and thrown with sendDice.
  if (playersThrow(game)) {
    const owed = owedRoll(game);
    if (owed && owed.action.player === player) return lostThrows(session, owed, dice);
  }
  const proposed = safeBotMove(game.id, game.state, player, ctx);
  if (isPolicyPending(proposed)) return proposed;
  if (playersThrow(game)) {
    const roll = proposed?.type === 'roll' ? proposed : engine.autoMove(game.state);
    if (roll?.type === 'roll') {
      const count = rollCount(game, roll);
      if (typeof count === 'number') return botThrows(session, roll, count, player, ctx.now ?? 0);
    }
  }
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

/** How long a computer player's asked-for dice may take to come back before they count as lost (a restart). */
export const THROW_GRACE_MS = 60_000;

/**
 * The bot's roll becomes owed with every die asked for at once (`asked`), and its clock moves on by the grace: the
 * notice goes out, then the Butler asks Telegram for each die once (Butler.throwFor). A die asked for is never asked
 * again: one that does not come back (the process stopped between asking and hearing) is rolled by the Butler
 * when the grace is over (lostThrows), and the record says so.
 */
function botThrows(session: ChannelSession, roll: RollAction, count: number, player: string, now: number): CommandOutcome {
  const owing = owe(session, roll, count);
  const due = now + THROW_GRACE_MS;
  const game = gameWith(owing.game!, { clock: { player, remindAt: due, deadline: due, reminded: true } });
  const render = renderContextFor(session);
  return {
    session: sessionWith(owing, { game }),
    rich: render.text.thrownDice.thrownDiceText.botThrows(render.player(player), count),
    events: [{ type: 'dice_owed', player, count }],
    throws: { player, count },
  };
}

/** The grace is over and the bot's dice did not all come back: the Butler rolls the rest (logged as message 0). */
function lostThrows(session: ChannelSession, owed: ThrownDice, dice: DiceRoller): CommandOutcome | null {
  let current = session;
  const left = diceLeft(owed);
  const values = dice.roll(left);
  for (const value of values) {
    const thrown = addDie(current, { value, messageId: 0 });
    if (thrown.kind === 'owed') {
      current = thrown.session;
      continue;
    }
    if (thrown.result.kind === 'rejected') return null;
    return appliedOutcome(current, owed.action, thrown.result, { render: renderContextFor(session) });
  }
  return null;
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
