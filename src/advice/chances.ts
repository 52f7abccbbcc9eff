// The chances to win where players see them: a line in /status and a `chances` event. The event rides on /status
// and on every move's reply (no message of its own: the channel stays quiet), and only with exact figures, so a
// move's reply is a function of the game alone; a position without them goes to the chances worker after the move,
// so that /status can show the worker's figures for it, never waiting for them (strategy/chances/index.ts).
import type { OutEvent } from '../core/events.ts';
import type { ChancesPicture } from '../core/image.ts';
import type { Messages } from '../messages/index.ts';
import type { Rich } from '../messages/rich.ts';
import type { RunningGame } from '../sessions/session.ts';
import { exactChances, knownChances, requestChances, type Chances } from '../strategy/chances/index.ts';
import { putEntry } from '../games/with-entry.ts';

/** Each player's chance to four places (a loop: this runs on every move's reply). */
function rounded(c: Chances): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [player, chance] of Object.entries(c.players)) putEntry(out, player, Math.round(chance * 1e4) / 1e4);
  return out;
}

/** The event after a move: exact chances only (none once the game is over). */
export function moveChancesEvents(game: RunningGame, over: boolean): OutEvent[] {
  if (over) return [];
  const chances = exactChances(game.id, game.state);
  if (!chances) requestChances(game, game.logKey ?? null);
  return chances ? [{ type: 'chances', players: rounded(chances) }] : [];
}

/** /status: the line and the event, from the exact chances or the last estimate; null when there is neither. */
export function statusChances(game: RunningGame, text: Messages): { line: Rich; events: OutEvent[]; picture: ChancesPicture } | null {
  const chances = knownChances(game, game.logKey ?? null);
  if (!chances) return null;
  const name = (id: string) => game.players.find((p) => p.id === id)?.name ?? id;
  const players = Object.entries(chances.players).map(([id, chance]) => ({ name: name(id), chance }));
  const line = text.chances.chancesText.statusLine(players, chances.kind === 'estimate' ? { margin: chances.margin ?? 0 } : null);
  const picture = { players: chances.players, ...(chances.kind === 'estimate' ? { margin: chances.margin ?? 0 } : {}) };
  return { line, events: [{ type: 'chances', players: rounded(chances) }], picture };
}
