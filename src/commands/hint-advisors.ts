// /hint and «подскажи»: who answers for which game. A small registry, so that 1000's advisor plugs in next to
// Dice Poker's without touching the command.
import type { GameId } from '../games/types.ts';
import type { Messages } from '../messages/index.ts';
import type { Rich } from '../messages/rich.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { CommandContext, CommandOutcome } from './command.ts';
import { dicePokerHint } from './dice-poker-hint.ts';
import { settingByKey, settingValue } from './settings-keys.ts';
import { thousandHintOutcome } from './thousand-hint.ts';

export type HintAdvisor = (game: RunningGame, ctx: CommandContext) => CommandOutcome;

export const HINT_ADVISORS: Partial<Record<GameId, HintAdvisor>> = {
  dice_poker: dicePokerHint,
  thousand: thousandHintOutcome,
};

/** The /status line that tells players hints exist: only for a game with an advisor, with hints on. */
export function hintStatusLine(game: RunningGame, settings: Record<string, string>, text: Messages): Rich | null {
  const spec = settingByKey('hints');
  if (!HINT_ADVISORS[game.id] || (spec && settingValue(settings, spec) === 'off')) return null;
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
  const advisor = HINT_ADVISORS[game.id];
  if (!advisor) return { rich: hintText.notForGame(game.id), events: [], private: true };
  return advisor(game, ctx);
}
