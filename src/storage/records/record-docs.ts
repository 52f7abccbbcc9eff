// What writing one record changes besides the record itself: the chat's statistics document and each person's
// (see stats.ts). Shared by every store, so they all keep the same numbers.
import type { GameRecord } from './game-record.ts';
import {
  addToChat,
  addToPlayer,
  emptyChatStats,
  emptyPlayerStats,
  forgetInRecord,
  type ChatStats,
  type PlayerStats,
} from './stats.ts';

export const chatDocKey = (chat: string) => `chat:${chat}`;
export const playerDocKey = (player: string) => `player:${player}`;

/** The statistics documents a record touches, in a fixed (sorted) order so that concurrent writers lock alike. */
export function docKeysFor(record: GameRecord): string[] {
  return [chatDocKey(record.chat), ...record.players.map((p) => playerDocKey(p.id))].sort();
}

/**
 * The record as it is stored (names of people who used /forgetme already replaced) and the new statistics
 * documents, from the current ones (`docs`: key → JSON text, or absent).
 */
export function withRecord(record: GameRecord, docs: ReadonlyMap<string, string>): { record: GameRecord; docs: Map<string, string> } {
  const read = <T>(key: string, empty: () => T): T => {
    const text = docs.get(key);
    return text ? (JSON.parse(text) as T) : empty();
  };
  const players = new Map(record.players.map((p) => [p.id, read<PlayerStats>(playerDocKey(p.id), emptyPlayerStats)]));
  const forgotten = new Set([...players].filter(([, s]) => s.forgotten).map(([id]) => id));
  let stored = record;
  for (const id of forgotten) stored = forgetInRecord(stored, id);
  const out = new Map<string, string>();
  const chat = addToChat(read<ChatStats>(chatDocKey(record.chat), emptyChatStats), stored, forgotten);
  out.set(chatDocKey(record.chat), JSON.stringify(chat));
  for (const [id, stats] of players) out.set(playerDocKey(id), JSON.stringify(addToPlayer(stats, stored, id)));
  return { record: stored, docs: out };
}
