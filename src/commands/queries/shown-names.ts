// A player who asked to be forgotten is stored under one marker name (storage/records/stats.ts); each chat shows it
// in its own language, as its catalogue words it (messages/<language>/common.ts, forgottenName).
import type { Messages } from '../../messages/index.ts';
import { FORGOTTEN_NAME } from '../../storage/records/stats.ts';
import { displayName } from '../../core/display-name.ts';
import { entryOf } from '../../games/with-entry.ts';

/** A forgotten player's anonymous seat id (storage/records/forget-structure.ts), which stands where their id was. */
const SEAT = 'forgotten:';

/**
 * The name to show for a stored one (where a person's name was their id, as in the console, it is now the seat),
 * bidi-safe (core/display-name.ts): records and statistics name people in plain text, outside any mention.
 */
export function shownName(name: string, text: Messages): string {
  return name === FORGOTTEN_NAME || name.startsWith(SEAT) ? text.common.forgottenName : displayName(name);
}

/** The name of a player id in a chat's statistics (its id when none is kept), as this chat shows it. */
export function nameOf(names: Readonly<Record<string, string>>, id: string, text: Messages): string {
  return shownName(entryOf(names, id) ?? id, text);
}

/** The same game with its players' names as this chat shows them (the stored record is not changed). */
export function withShownNames<T extends { players: ReadonlyArray<{ name: string }> }>(record: T, text: Messages): T {
  return { ...record, players: record.players.map((p) => ({ ...p, name: shownName(p.name, text) })) };
}
