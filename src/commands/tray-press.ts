// The dice tray in the core (issue 51): which replies carry it, and what a press on it does. A toggle or "Best keep"
// changes only the tray kept in the session (sessions/tray.ts) and redraws the tray in place (`edit`); "Roll N" and
// the moves beside it become the very phrase a player would type, read and played as typed, so the game's record is
// the same whether a move was tapped or typed. Only the player on turn may press; a tray drawn for an earlier moment
// is stale. Platform-free: each adapter carries the press in its own button data.
import type { TrayPress } from '../core/tray.ts';
import type { Button } from '../core/rich.ts';
import { hostedRegistry } from '../house/default-games.ts';
import { isBotId } from '../sessions/bot-players.ts';
import { sessionWith, type ChannelSession, type RunningGame } from '../sessions/session.ts';
import { placesOf, toggledDice, toggledValues, trayMoment, withToggle, withToggles, type TrayMoment } from '../sessions/tray.ts';
import { settingByKey, settingValue } from './settings-keys.ts';
import type { CommandContext, CommandOutcome } from './command.ts';
import { refuse } from './refuse.ts';
import type { ChatRenderContext } from '../messages/types.ts';

/** What a press comes to: an answer as it is (a toggle, a refusal), or the phrase it stands for, to be played. */
export type TrayOutcome = { kind: 'answer'; outcome: CommandOutcome } | { kind: 'phrase'; text: string };

/** Whether the chat's hints are on (the tray's "Best keep" is a hint). */
function hintsOn(settings: Record<string, string>): boolean {
  const spec = settingByKey('hints');
  return !spec || settingValue(settings, spec) !== 'off';
}

/** The moves beside the roll: the game's own buttons for this state (the same list on every draw of one tray). */
function movesOf(game: RunningGame, render: ChatRenderContext): Button[] {
  return render.text.games.gameMessages(game.id).buttons?.(game.state) ?? [];
}

/** The tray's buttons for the game as it stands (the toggles kept in the session shown). */
export function trayButtons(game: RunningGame, moment: TrayMoment, settings: Record<string, string>, render: ChatRenderContext): Button[] {
  return render.text.tray.trayText.buttons({
    id: moment.id,
    hand: moment.hand,
    toggled: toggledDice(game),
    bestKeep: hintsOn(settings) && hostedRegistry().hasBestReroll(game.id),
    moves: movesOf(game, render),
  });
}

/**
 * The outcome with the tray in place of the game's buttons, when it shows a hand a person may reroll from: a reply
 * to everyone that carries the game's buttons (a move, /status), with a reroll of chosen dice legal now.
 */
export function withTray(outcome: CommandOutcome, session: ChannelSession, render: ChatRenderContext): CommandOutcome {
  if (outcome.private || outcome.edit || !outcome.buttons || outcome.buttons.length === 0) return outcome;
  const game = (outcome.session ?? session).game;
  const moment = game && trayMoment(game);
  if (!game || !moment || isBotId(moment.player)) return outcome;
  return { ...outcome, buttons: trayButtons(game, moment, (outcome.session ?? session).settings, render) };
}

/** A press on a tray: checked against the tray of the moment and the player on turn, then applied. */
export function trayPress(press: TrayPress, ctx: CommandContext): TrayOutcome {
  const { session, user, render } = ctx;
  const text = render.text.tray.trayText;
  const game = session.game;
  const moment = game && trayMoment(game);
  if (!game || !moment || moment.id !== press.tray) {
    // stale: the current tray is offered to the player it belongs to
    if (game && moment && moment.player === user.id) {
      return answer({
        ...refuse(text.current(moment.hand), user, 'stale_button'),
        buttons: trayButtons(game, moment, session.settings, render),
      });
    }
    return answer(refuse(text.stale(), user, 'stale_button'));
  }
  if (moment.player !== user.id) return answer(refuse(text.notYourTurn(render.player(moment.player)), user, 'not_your_turn'));
  const action = press.action;
  switch (action.kind) {
    case 'toggle': {
      if (action.die >= moment.hand.length) return answer(refuse(text.stale(), user, 'stale_button'));
      return answer(redrawn(session, withToggle(game, action.die), moment, render, []));
    }
    case 'hint': {
      if (!hintsOn(session.settings)) return answer(refuse(text.hintsOff(), user, 'hints_off'));
      const best = hostedRegistry().bestReroll(game, user.id);
      if (best === 'pending' || best === null) return answer(refuse(text.bestPending(), user, 'hint_pending'));
      const places = placesOf(moment.hand, best);
      const kept = moment.hand.filter((_, i) => !places.includes(i));
      return answer(redrawn(session, withToggles(game, places), moment, render, text.bestSet(kept, places.length)));
    }
    case 'roll': {
      const values = toggledValues(moment.hand, toggledDice(game));
      if (values.length === 0) return answer(refuse(text.chooseFirst(), user, 'name_dice_first'));
      // named as a player types them: smallest first
      const reroll = [...values].sort((a, b) => a - b);
      const [phrase] = render.text.phraseReplies.whichMoveButtons([{ kind: 'roll', count: reroll.length, reroll }], game.id);
      return { kind: 'phrase', text: phrase!.text };
    }
    case 'move': {
      const move = movesOf(game, render)[action.index];
      return move ? { kind: 'phrase', text: move.text } : answer(refuse(text.stale(), user, 'stale_button'));
    }
  }
}

function answer(outcome: CommandOutcome): TrayOutcome {
  return { kind: 'answer', outcome };
}

/** The session with the toggles changed, answered by the tray redrawn in place; `notice` for the presser alone. */
function redrawn(session: ChannelSession, game: RunningGame, moment: TrayMoment, render: ChatRenderContext, notice: CommandOutcome['rich']): CommandOutcome {
  const after = sessionWith(session, { game });
  return {
    session: after,
    rich: notice,
    events: [{ type: 'tray', player: moment.player, reroll: toggledValues(moment.hand, toggledDice(game)) }],
    buttons: trayButtons(game, moment, session.settings, render),
    edit: true,
  };
}
