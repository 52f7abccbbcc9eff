// /hint and «подскажи»: the game's module answers (its `hint`); a game without an advisor says so.
import { hostedRegistry } from '../house/default-games.ts';
import type { Messages } from '../messages/index.ts';
import type { Rich } from '../messages/rich.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import { settingByKey, settingValue } from '../commands/settings-keys.ts';

/** The /status line that tells players hints exist: only for a game with an advisor, with hints on. */
export function hintStatusLine(game: RunningGame, settings: Record<string, string>, text: Messages): Rich | null {
  const spec = settingByKey('hints');
  if (!hostedRegistry().hasHint(game.id) || (spec && settingValue(settings, spec) === 'off')) return null;
  return text.hint.hintText.statusLine();
}

/**
 * The answer to a hint request. `fromPhrase`: «подскажи» typed in the chat — outside a game, or from someone not
 * playing, that is ordinary chat and gets no answer (null), as other phrases.
 */
export function hintOutcome(ctx: CommandContext, fromPhrase: boolean): CommandOutcome | null {
  const game = ctx.session.game;
  const { hintText } = ctx.render.text.hint;
  const playing = game?.players.some((p) => p.id === ctx.user.id) ?? false;
  if (fromPhrase && (!game || !playing)) return null;
  if (!game) return { rich: hintText.noGame(), events: [], private: true };
  const spec = settingByKey('hints');
  if (spec && settingValue(ctx.session.settings, spec) === 'off') return { rich: hintText.off(), events: [], private: true };
  return hostedRegistry().hint(game, ctx) ?? { rich: hintText.notForGame(game.id), events: [], private: true };
}
