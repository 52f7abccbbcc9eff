// A roll phrase or another move phrase: a free roll outside a game, a move of the writer inside one.
import type { Action } from '../games/types.ts';
import { badCount, freeRoll } from '../messages/ru/common.ts';
import { moveReply, rejectionReply } from '../messages/ru/move-reply.ts';
import { playAction } from '../sessions/play.ts';
import type { CommandContext, CommandOutcome } from './command.ts';
import type { PhraseIntent } from './intent.ts';
import { replyImage } from './reply-image.ts';

export function handlePhrase(intent: PhraseIntent, ctx: CommandContext): CommandOutcome | null {
  const { session, user, dice, render } = ctx;
  if (intent.kind === 'bad_count') {
    return { rich: badCount(intent.count), events: [{ type: 'rejected', player: user.id, code: 'bad_count' }] };
  }
  const game = session.game;
  const inGame = game?.players.some((p) => p.id === user.id) ?? false;
  if (!game || !inGame) {
    // Only a roll phrase is addressed to the Butler outside a game; "Пас" or "хватит" there is ordinary chat.
    if (intent.kind !== 'roll') return null;
    if (game) {
      const rejected = { ok: false as const, code: 'not_in_game' as const };
      return {
        rich: rejectionReply(game, rejected, user, render),
        events: [{ type: 'rejected', player: user.id, code: 'not_in_game' }],
        private: true,
      };
    }
    const rolled = dice.roll(intent.count);
    return { rich: freeRoll(user, rolled), events: [{ type: 'roll', player: user.id, dice: rolled }] };
  }
  const result = playAction(session, toAction(intent, user.id), dice);
  if (result.kind === 'rejected') {
    return {
      rich: rejectionReply(game, result.rejection, user, render),
      events: [{ type: 'rejected', player: user.id, code: result.rejection.code }],
      private: true,
    };
  }
  const rendered = moveReply(result.game, result.events, result.over, render);
  return {
    session: result.session,
    rich: rendered.rich,
    events: result.events,
    buttons: rendered.buttons,
    ...(result.over ? replyImage(result.game, session.settings, 'over') : {}),
  };
}

function toAction(intent: Exclude<PhraseIntent, { kind: 'bad_count' }>, player: string): Action {
  switch (intent.kind) {
    case 'roll':
      return intent.reroll
        ? { type: 'roll', player, count: intent.count, reroll: intent.reroll }
        : { type: 'roll', player, count: intent.count };
    case 'reroll':
      return { type: 'reroll', player, values: intent.values };
    case 'pass':
      return { type: 'pass', player };
    case 'bank':
      return { type: 'bank', player };
    case 'score':
      // An unknown name goes to the engine as typed, which answers unknown_box with the free boxes.
      return { type: 'score', player, box: intent.box ?? intent.raw };
  }
}
