// A roll phrase or another move phrase: a free roll outside a game, a move of the writer inside one.
import { engineOf } from '../core/hosted-games.ts';
import type { Action, Rejection } from '../games/types.ts';
import { lines } from '../messages/rich.ts';
import { playAction, type PlayResult } from '../sessions/play.ts';
import { diceLeft, owedRoll, playersThrow } from '../sessions/thrown-dice.ts';
import { oweRoll } from './thrown-die.ts';
import { seedWindowLeft } from '../dice/fair/seed-window.ts';
import type { CommandContext, CommandOutcome } from './command.ts';
import type { PhraseIntent } from '../reading/intent.ts';
import { readMove, type Reading } from '../reading/read-move.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import { moveIntentOf } from '../reading/move-of-action.ts';
import type { ChannelSession } from '../sessions/session.ts';
import { hintOutcome } from '../advice/hint-advisors.ts';
import { gameReviewText, withReview } from '../advice/game-review.ts';
import { replyImage } from './reply-image.ts';
import { refuse } from './refuse.ts';
import { gameView } from './game-view.ts';
import { moveChancesEvents } from '../advice/chances.ts';
import { hostedRegistry } from '../house/default-games.ts';

export function handlePhrase(intent: PhraseIntent, ctx: CommandContext): CommandOutcome | null {
  if (intent.kind === 'hint') return hintOutcome(ctx, true);
  if (intent.kind === 'turn_question') return turnAnswer(ctx);
  const { session, user, render } = ctx;
  if (intent.kind === 'bad_count') return refuse(render.text.common.badCount(intent.typed ?? intent.count), user, 'bad_count');
  const game = session.game;
  const inGame = game ? seated(game.players, user.id) : false;
  if (intent.kind === 'unknown_box') return game && inGame ? unknownBox(intent.raw, game, ctx) : null;
  const { cues } = intent;
  // A move typed before the game starts: not a free roll, but «the game has not started» (issue 24).
  if (!game && session.lobby) {
    // talk about the game ahead in a lobby is no free roll either: quiet
    return isOwnMove(cues) ? refuse(render.text.phraseReplies.notStarted(session.lobby.game), user, 'lobby_open') : null;
  }
  // «Дворецкий, брось за Олега»: a move asked for another player is answered, nothing changes (RULES.md §1)
  if (cues.forOther && game && inGame && isOwnMove(cues)) return refuse(render.text.phraseReplies.forOther(), user, 'for_other');
  // A question about a move of the writer's own game is answered from its advice, never played (issue 43)
  if (cues.question) return game && inGame ? hostedRegistry().question(game, cues, ctx) : null;
  // The cues are the one reading of a move: in a game read against the legal moves, outside one only a roll with its
  // count is a free roll.
  return game && inGame ? playReading(readMove(cues, legalNow(game, user.id), user.id), ctx, cues) : outsideGame(cues, ctx);
}

/**
 * «чей ход?», "whose turn?": who moves now and what to type, for anyone in the chat; nothing changes. Outside a
 * running game the question is chat (a lobby's /status tells who has joined).
 */
function turnAnswer(ctx: CommandContext): CommandOutcome | null {
  const game = ctx.session.game;
  if (!game) return null;
  const view = gameView(game);
  const turn = view.expected?.player;
  return { rich: ctx.render.text.moveReply.turnNow(view, ctx.render), events: [{ type: 'answer', player: ctx.user.id, ...(turn !== undefined ? { turn } : {}) }] };
}

/** «записываю в банк»: the engine's own refusal of that name, which lists the free boxes (a refused move draws no dice). */
function unknownBox(raw: string, game: NonNullable<ChannelSession['game']>, ctx: CommandContext): CommandOutcome {
  const { user, render } = ctx;
  // the name goes to the engine as typed, which refuses it (unknown_box) with the free boxes
  const rejection = engineRejection(game, { type: 'score', player: user.id, box: raw });
  return refuse(render.text.moveReply.rejectionReply(gameView(game), rejection, user, render), user, rejection.code);
}

/** The moves the writer may make now in the running game. */
function legalNow(game: NonNullable<ChannelSession['game']>, player: string): Action[] {
  return engineOf(game.id).legalMoves(game.state, player);
}

/** A move the words may name, sent by its own player (not words to someone else, not talk about a move). */
function isOwnMove(cues: MoveCues): boolean {
  // a write verb alone names nothing until a game gives it a meaning (the bank of a 1000 turn): «записываюсь» in a
  // lobby is no move typed too early; chat around it, or a word of time to come («ждём ещё двоих, потом кидаем»,
  // "then we roll"), is talk about the game ahead, not a move typed too early (issue 43)
  // (a roll of the dice in the first person, «Бросаю пять костей. Или ещё рано?», is the writer's attempt whatever chat
  // follows it: answered with what to wait for)
  // (nor is one that opens the message in the first person, «кидаю кості, давайте вже стартуємо», "rolling 5, what are
  // we waiting for": the writer's attempt, what follows it is talk about it)
  // ("roll 5 dice, let's get this show on the road": an English base form opening the message with its dice too)
  const opened = cues.opening && (cues.firstPerson || cues.dieNoun);
  return !cues.bareWrite && (cues.unknown < 2 || (cues.firstPerson && cues.dieNoun) || opened) && (!cues.later || opened) && (cues.acts.some((a) => !a.you && !a.negated) || cues.boxes.length > 0);
}

/**
 * A move read from cues with no game of the writer's: only a roll is addressed to the Butler there («пас» or
 * «хватит» is ordinary chat); a free roll of the count typed, or two dice for «бросаю кости» (RULES.md §1).
 */
function outsideGame(cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const { session, user, dice, render } = ctx;
  if (cues.correction || !cues.acts.some((a) => a.verb === 'roll' && !a.you && !a.negated)) return null;
  if (session.game) {
    const rejected = { ok: false as const, code: 'not_in_game' as const };
    return refuse(render.text.moveReply.rejectionReply(gameView(session.game), rejected, user, render), user, 'not_in_game');
  }
  // «Дворецкий, кинь за меня»: a roll asked of the Butler by name is the short form, two dice
  const count = cues.count ?? (cues.dieNoun || cues.toButler ? 2 : null);
  if (count === null) return null;
  if (count < 1 || count > 5) return refuse(render.text.common.badCount(count), user, 'bad_count');
  const rolled = dice.roll(count);
  const source = render.text.fair.fairText.freeRollSource(ctx.diceOrigin ?? 'script');
  return { rich: lines(render.text.common.freeRoll(user, rolled), source), events: [{ type: 'roll', player: user.id, dice: rolled }] };
}

/** The reading of the writer's words against the legal moves, played or answered. */
function playReading(reading: Reading, ctx: CommandContext, cuesForLine: MoveCues): CommandOutcome | null {
  const { session, user, render } = ctx;
  const game = session.game!;
  const { askWhichMove, askCorrected, badReroll, understood } = render.text.phraseReplies;
  switch (reading.kind) {
    case 'quiet':
      return null;
    case 'badValue':
      return refuse(badReroll(reading.value), user, 'bad_reroll');
    case 'ask':
      if (reading.which === 'dice') return refuse(badReroll(undefined), user, 'ambiguous');
    {
      // one button per move: a tap sends the move as typed, read back as exactly it (issue 24)
      const options = reading.options.map(moveIntentOf);
      const buttons = render.text.phraseReplies.whichMoveButtons(options, game.id);
      // a message that takes its move back, with no other legal move in it: asked, with the one that is legal
      const text = options.length < 2 ? askCorrected() : askWhichMove(options, game.id);
      return { ...refuse(text, user, 'ambiguous'), buttons };
    }
    case 'refuse': {
      const rejection = reading.rejection ?? engineRejection(game, reading.action);
      // On the roster but out of play (eliminated in Craps): not "join the lobby", but "you are out of this game".
      if (rejection.code === 'not_in_game') return refuse(render.text.phraseReplies.leaving.outOfThisGame(user), user, 'not_in_game');
      return refuse(render.text.moveReply.rejectionReply(gameView(game), rejection, user, render), user, rejection.code);
    }
    case 'move': {
      const played = playMove(session, reading.action, ctx);
      const action = reading.action;
      // Said back only when the words named the dice indirectly (what is kept, a face in the plural, "the rest").
      if (!inferred(cuesForLine) || played.events.some((e) => e.type === 'rejected') || action.type !== 'roll' || action.reroll === undefined) return played;
      const hand = legalNow(game, user.id).find((a) => a.type === 'roll' && a.reroll?.length === 5);
      const kept = hand?.type === 'roll' ? keptOf(hand.reroll!, action.reroll) : [];
      return { ...played, rich: lines(understood(kept, action.reroll.length), played.rich) };
    }
  }
}

function inferred(cues: MoveCues): boolean {
  return cues.keep.length > 0 || cues.rest || cues.allReroll || cues.reroll.some((d) => d.n === 'all');
}

/** Dice are never drawn for a move that is only asked about: the engine refuses before it rolls. */
const NO_DICE = {
  roll(): number[] {
    throw new Error('a refused move draws no dice');
  },
};

function keptOf(hand: readonly number[], rerolled: readonly number[]): number[] {
  const left = [...hand];
  for (const v of rerolled) left.splice(left.indexOf(v), 1);
  return left.sort((a, b) => b - a);
}

function playMove(session: ChannelSession, action: Action, ctx: CommandContext): CommandOutcome {
  const { user, dice, render } = ctx;
  const game = session.game!;
  const { rejectionReply } = render.text.moveReply;
  const { leaving } = render.text.phraseReplies;
  // The seed window: the first roll of a fair game waits, refused with nothing changed (dice/fair/seed-window.ts).
  const wait = action.type === 'roll' ? seedWindowLeft(game, session.settings, ctx.now) : 0;
  if (wait > 0) return refuse(render.text.fair.fairText.seedWindowWait(wait), user, 'seed_window');
  // The players throw this game's dice themselves (Telegram's 🎲): a roll is owed, not drawn (thrown-die.ts).
  if (playersThrow(game)) {
    const owed = owedRoll(game);
    if (owed && owed.dice.length > 0 && owed.action.player === user.id) return refuse(render.text.thrownDice.thrownDiceText.finishFirst(diceLeft(owed)), user, 'dice_owed');
    if (action.type === 'roll') return oweRoll(session, action, ctx);
  }
  const result = playAction(session, action, dice);
  if (result.kind === 'rejected') {
    // On the roster but out of play (eliminated in Craps): not "join the lobby", but "you are out of this game".
    const rich =
      result.rejection.code === 'not_in_game'
        ? leaving.outOfThisGame(user)
        : rejectionReply(gameView(game), result.rejection, user, render);
    return refuse(rich, user, result.rejection.code);
  }
  return appliedOutcome(session, action, result, ctx);
}

/** The reply to a move the engine applied, the same whoever made it and however its dice came (one reply per move). */
export function appliedOutcome(
  session: ChannelSession,
  action: Action,
  result: Extract<PlayResult, { kind: 'applied' }>,
  ctx: Pick<CommandContext, 'render'>,
): CommandOutcome {
  const { render } = ctx;
  const game = session.game!;
  const { moveReply } = render.text.moveReply;
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

/** Whether `id` is one of the game's players (a loop: this runs for every message in a running game). */
function seated(players: readonly { id: string }[], id: string): boolean {
  for (let i = 0; i < players.length; i++) if (players[i]!.id === id) return true;
  return false;
}

/** Why the engine refuses `action` in the running game (it draws no dice: see NO_DICE). */
function engineRejection(game: NonNullable<ChannelSession['game']>, action: Action): Rejection {
  const result = engineOf(game.id).apply(game.state, action, NO_DICE);
  return 'ok' in result && result.ok === false ? result : { ok: false, code: 'move_not_allowed' };
}
