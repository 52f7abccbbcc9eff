// A die a player throws themselves (Telegram's 🎲, issue 44) and a roll phrase in a game whose players throw their
// own dice: what counts, what is refused, and the reply. The dice are counted in the running game
// (sessions/thrown-dice.ts); once the roll has all its dice it is played like any other move and answered alike.
import { engineOf } from '../core/hosted-games.ts';
import type { IncomingDie } from '../core/reply.ts';
import type { DieRefusal } from '../messages/shared/thrown-dice.ts';
import { lines } from '../messages/rich.ts';
import type { ChannelSession } from '../sessions/session.ts';
import { addDie, owe, owedRoll, plainRoll, playersThrow, rollCount, type RollAction } from '../sessions/thrown-dice.ts';
import type { CommandContext, CommandOutcome } from './command.ts';
import { gameView } from './game-view.ts';
import { appliedOutcome } from './phrase-move.ts';
import { refuse } from './refuse.ts';
import type { RefusalCode } from '../core/events.ts';

/** The die Telegram throws for 🎲. */
export const DIE_EMOJI = '🎲';

const REFUSAL_CODE: Record<DieRefusal, RefusalCode> = {
  forwarded: 'die_forwarded',
  stale: 'die_stale',
  edited: 'die_edited',
  other_emoji: 'die_other_emoji',
  not_due: 'die_not_due',
  dice_butler: 'die_dice_butler',
};

/**
 * The answer to a die message: null (quiet) where no game of the chat is concerned — outside a game, or someone
 * who is not playing throwing darts. A die that cannot count is refused briefly and changes nothing.
 */
export function dieOutcome(die: IncomingDie, ctx: CommandContext): CommandOutcome | null {
  const { session, user, render } = ctx;
  const game = session.game;
  if (!game) return null;
  const seated = game.players.some((p) => p.id === user.id);
  const expected = engineOf(game.id).expected(game.state);
  const onTurn = expected?.player === user.id;
  const refused = (why: DieRefusal) => refuse(render.text.thrownDice.thrownDiceText.refused(why, die.emoji), user, REFUSAL_CODE[why]);
  if (!playersThrow(game)) return onTurn && die.emoji === DIE_EMOJI ? refused('dice_butler') : null;
  if (die.emoji !== DIE_EMOJI) return seated ? refused('other_emoji') : null;
  if (die.forwarded) return refused('forwarded');
  if (die.stale) return refused('stale');
  if (die.edited) return refused('edited');
  if (!onTurn) {
    const code = seated ? 'not_your_turn' : 'not_in_game';
    const why = render.text.moveReply.rejectionReply(gameView(game), { ok: false, code }, user, render);
    return refuse(lines(render.text.thrownDice.thrownDiceText.notYours(), why), user, code);
  }
  // Dice that are not 1..6 cannot come from Telegram's 🎲: a forged update counts for nothing.
  if (!Number.isInteger(die.value) || die.value < 1 || die.value > 6) return refused('not_due');
  let owing: ChannelSession = session;
  if (!owedRoll(game)) {
    const action = plainRoll(game, user.id);
    const count = action && rollCount(game, action);
    if (!action || typeof count !== 'number') {
      const hint = render.text.moveReply.rejectionReply(gameView(game), { ok: false, code: 'move_not_allowed' }, user, render);
      return refuse(lines(render.text.thrownDice.thrownDiceText.refused('not_due', die.emoji), hint), user, 'die_not_due');
    }
    owing = owe(session, action);
  }
  const thrown = addDie(owing, die);
  if (thrown.kind === 'owed') {
    return {
      session: thrown.session,
      rich: render.text.thrownDice.thrownDiceText.more(user, thrown.left),
      events: [{ type: 'die_thrown', player: user.id, value: die.value, left: thrown.left }],
    };
  }
  const result = thrown.result;
  const action = owedRoll(owing.game!)!.action as RollAction;
  if (result.kind === 'rejected') {
    // The engine said how many dice when the roll became due; a refusal now is a bug, not the player's mistake.
    throw new Error(`a thrown roll was refused: ${result.rejection.code}`);
  }
  return appliedOutcome(owing, action, result, ctx);
}

/**
 * A roll phrase (or button) in a game whose players throw their own dice: the roll becomes owed and the player is
 * told how many 🎲 to throw; a roll the engine would refuse is refused as usual.
 */
export function oweRoll(session: ChannelSession, action: RollAction, ctx: CommandContext): CommandOutcome {
  const { user, render } = ctx;
  const game = session.game!;
  const count = rollCount(game, action);
  if (typeof count !== 'number') {
    return refuse(render.text.moveReply.rejectionReply(gameView(game), count, user, render), user, count.code);
  }
  const owed = owedRoll(game);
  // Said again, the same roll: nothing changes (a roll owed with dice thrown already was refused before this).
  const same = owed && JSON.stringify(owed.action) === JSON.stringify(action);
  return {
    ...(same ? {} : { session: owe(session, action) }),
    rich: render.text.thrownDice.thrownDiceText.throwNow(user, count),
    events: [{ type: 'dice_owed', player: user.id, count }],
  };
}
