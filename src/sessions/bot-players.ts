// Computer players ("боты"): who they are and how long they pause before a move.
// A bot is an ordinary player whose id carries a reserved prefix (games/bot-id.ts).
import { engineOf } from '../core/hosted-games.ts';
import { BOT_ID_PREFIX, isBotId } from '../games/bot-id.ts';
import type { PlayerRef } from '../core/rich.ts';
import type { RunningGame } from './session.ts';

export { BOT_ID_PREFIX, isBotId };
/** Shown before every bot's name, so a bot is recognisable wherever a name appears (status, turns, game over). */
export const BOT_MARK = '🤖';
export const DEFAULT_BOT_DELAY_SECONDS = 2;
export const MAX_BOT_DELAY_SECONDS = 60;

/** The bot's stored reference: the mark is part of the name, so every renderer shows it without knowing bots. */
export function botRef(id: number, name: string): PlayerRef {
  return { id: `${BOT_ID_PREFIX}${id}`, name: `${BOT_MARK} ${name}` };
}

/** The name as typed to /removebot, without the mark. */
export function plainBotName(ref: PlayerRef): string {
  return ref.name.startsWith(BOT_MARK) ? ref.name.slice(BOT_MARK.length).trim() : ref.name;
}

/** A fresh numeric suffix for a new bot id: one more than any bot id the channel has used in this lobby. */
export function nextBotNumber(players: readonly PlayerRef[]): number {
  let max = 0;
  for (const p of players) {
    if (!isBotId(p.id)) continue;
    const n = Number(p.id.slice(BOT_ID_PREFIX.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max + 1;
}

/**
 * The pause before a bot moves, in ms: `override` (the console's --bot-delay) wins, else the channel's `bot_delay`
 * setting in seconds, else the default.
 */
export function botDelayMs(settings: Record<string, string>, override?: number | null): number {
  if (override !== undefined && override !== null) return Math.max(0, override) * 1000;
  const raw = settings.bot_delay;
  const seconds = raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : DEFAULT_BOT_DELAY_SECONDS;
  return Math.min(seconds, MAX_BOT_DELAY_SECONDS) * 1000;
}

/** People (not bots) still in play in the running game. */
export function peopleInPlay(game: RunningGame): string[] {
  return engineOf(game.id)
    .players(game.state)
    .filter((id) => !isBotId(id));
}
