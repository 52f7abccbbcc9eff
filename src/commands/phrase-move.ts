// A roll phrase or another move phrase: a free roll outside a game, a move of the writer inside one.
import type { Action, Rejection } from '../games/types.ts';
import { lines } from '../messages/rich.ts';
import { engineFor } from '../games/registry.ts';
import { playAction } from '../sessions/play.ts';
import { seedWindowLeft } from '../dice/fair/seed-window.ts';
import type { CommandContext, CommandOutcome } from './command.ts';
import type { MoveIntent } from '../core/move-intent.ts';
import type { PhraseIntent } from './intent.ts';
import { freeRollCount, resolveMove } from './resolve-move.ts';
import { hintOutcome } from './hint-advisors.ts';
import { gameReviewText, withReview } from './game-review.ts';
import { replyImage } from './reply-image.ts';
import { refuse } from './refuse.ts';
import { gameView } from './game-view.ts';
import { moveChancesEvents } from './chances.ts';

export function handlePhrase(intent: PhraseIntent, ctx: CommandContext): CommandOutcome | null {
  if (intent.kind === 'hint') return hintOutcome(ctx, true);
  const { session, user, dice, render } = ctx;
  const { badCount, freeRoll } = render.text.common;
  const { fairText } = render.text.fair;
  const { moveReply, rejectionReply } = render.text.moveReply;
  const { askWhichMove, badReroll, leaving } = render.text.phraseReplies;
  if (intent.kind === 'bad_count') {
    return refuse(badCount(intent.typed ?? intent.count), user, 'bad_count');
  }
  const game = session.game;
  const inGame = game?.players.some((p) => p.id === user.id) ?? false;
  if (!game || !inGame) {
    // Only a roll phrase is addressed to the Butler outside a game; "Пас" or "хватит" there is ordinary chat, and
    // so is "хватит, бросаю кости" read as anything but its roll.
    const roll = intent.kind === 'ambiguous' ? intent.options.find((o) => o.kind === 'roll') : intent;
    if (roll?.kind !== 'roll') return null;
    if (game) {
      const rejected = { ok: false as const, code: 'not_in_game' as const };
      return refuse(rejectionReply(gameView(game), rejected, user, render), user, 'not_in_game');
    }
    const rolled = dice.roll(freeRollCount(roll.count));
    const source = fairText.freeRollSource(ctx.diceOrigin ?? 'script');
    return { rich: lines(freeRoll(user, rolled), source), events: [{ type: 'roll', player: user.id, dice: rolled }] };
  }
  if (intent.kind === 'bad_reroll') return refuse(badReroll(intent.value), user, 'bad_reroll');
  if (intent.kind === 'ambiguous') return refuse(askWhichMove(intent.options, game.id), user, 'ambiguous');

  const action = resolveMove(intent satisfies MoveIntent, user.id, engineFor(game.id).expected(game.state));
  if (isRejection(action)) {
    return refuse(rejectionReply(gameView(game), action, user, render), user, action.code);
  }
  // The seed window: the first roll of a fair game waits, refused with nothing changed (dice/fair/seed-window.ts).
  const wait = action.type === 'roll' ? seedWindowLeft(game, session.settings, ctx.now) : 0;
  if (wait > 0) return refuse(fairText.seedWindowWait(wait), user, 'seed_window');
  const result = playAction(session, action, dice);
  if (result.kind === 'rejected') {
    // On the roster but out of play (eliminated in Craps): not "join the lobby", but "you are out of this game".
    const rich =
      result.rejection.code === 'not_in_game'
        ? leaving.outOfThisGame(user)
        : rejectionReply(gameView(game), result.rejection, user, render);
    return refuse(rich, user, result.rejection.code);
  }
  const played = withReview(game, action, result);
  const rendered = moveReply(gameView(played.game), played.events, played.over, render);
  const review = played.over ? gameReviewText(played.game, render) : null;
  const rich = review ? lines(rendered.rich, review) : rendered.rich;
  return {
    session: played.session,
    rich,
    events: [...played.events, ...moveChancesEvents(played.game, played.over)],
    buttons: rendered.buttons,
    ...(played.over ? replyImage(played.game, session.settings, 'over', render.language) : {}),
  };
}

function isRejection(value: Action | Rejection): value is Rejection {
  return 'ok' in value;
}
