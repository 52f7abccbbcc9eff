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
 * Documents already parsed, by key and exact text (a store that folds many records keeps the ones it wrote last, so
 * the next fold, and the rating lines' read right after it, need not parse them again). A value is only ever read —
 * the fold makes new documents, never changes one (addToChat, addToPlayer) — and is frozen, so that a reader that
 * tried to change one would fail loudly instead of changing what the next fold starts from.
 */
export class ParsedDocs {
  private readonly entries = new Map<string, { text: string; value: unknown }>();

  constructor(private readonly limit = 2_000) {}

  /** The value of `text` under `key`, when that is the text kept. */
  get(key: string, text: string): unknown {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.text === text ? entry.value : undefined;
  }

  set(key: string, text: string, value: unknown): void {
    deepFreeze(value);
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { text, value });
  }
}

/**
 * The record as it is stored (names of people who used /forgetme already replaced) and the new statistics
 * documents, from the current ones (`docs`: key → JSON text, or absent). `parsed`: documents already parsed (see
 * ParsedDocs), which also receives the new ones.
 */
export function withRecord(
  record: GameRecord,
  docs: ReadonlyMap<string, string>,
  parsed?: ParsedDocs,
): { record: GameRecord; docs: Map<string, string> } {
  const out = new Map<string, string>();
  const read = <T>(key: string, empty: () => T): T => {
    const text = docs.get(key);
    if (!text) return empty();
    return (parsed?.get(key, text) as T | undefined) ?? (JSON.parse(text) as T);
  };
  const write = (key: string, value: unknown) => {
    const text = JSON.stringify(value);
    out.set(key, text);
    parsed?.set(key, text, value);
  };
  const players = new Map(record.players.map((p) => [p.id, read<PlayerStats>(playerDocKey(p.id), emptyPlayerStats)]));
  const forgotten = new Set([...players].filter(([, s]) => s.forgotten).map(([id]) => id));
  let stored = record;
  for (const id of forgotten) stored = forgetInRecord(stored, id);
  write(chatDocKey(record.chat), addToChat(read<ChatStats>(chatDocKey(record.chat), emptyChatStats), stored, forgotten));
  for (const [id, stats] of players) write(playerDocKey(id), addToPlayer(stats, stored, id));
  return { record: stored, docs: out };
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
}
