// Game records and statistics held in Maps (tests, --memory). Same behaviour as the SQL versions.
import { summaryOf, type GameRecord, type RecordSummary } from './game-record.ts';
import { docKeysFor, playerDocKey, chatDocKey, withRecord } from './record-docs.ts';
import { type ChatStats, type PlayerStats } from './stats.ts';
import { collectNames, forgetInRecord, forgetting, mentions, scrubJson } from './forget-scrub.ts';
import type { RecordQueries } from './types.ts';

export class MemoryRecords implements RecordQueries {
  private readonly records = new Map<number, string>();
  private readonly docs = new Map<string, string>();
  private nextId = 1;

  /** Called inside the store's transact: synchronous, so it commits with the session. */
  write(record: GameRecord): number {
    const current = new Map<string, string>();
    for (const key of docKeysFor(record)) {
      const doc = this.docs.get(key);
      if (doc !== undefined) current.set(key, doc);
    }
    const { record: stored, docs } = withRecord(record, current);
    const id = this.nextId++;
    this.records.set(id, JSON.stringify({ ...stored, id }));
    for (const [key, doc] of docs) this.docs.set(key, doc);
    return id;
  }

  /** Statistics are updated inside `write` here (nothing is slow in memory), so there is never anything to fold. */
  async fold(): Promise<number> {
    return 0;
  }

  /** A chat that moved (Telegram group → supergroup): its records and statistics document go with it. */
  moveChat(from: string, to: string): void {
    const moved = (chat: string) => (chat === from || chat.startsWith(`${from}:`) ? to + chat.slice(from.length) : null);
    for (const [id, text] of this.records) {
      const record = JSON.parse(text) as GameRecord;
      const chat = moved(record.chat);
      if (chat !== null) this.records.set(id, JSON.stringify({ ...record, chat }));
    }
    for (const [key, text] of [...this.docs]) {
      const chat = key.startsWith('chat:') ? moved(key.slice('chat:'.length)) : null;
      if (chat === null) continue;
      this.docs.delete(key);
      this.docs.set(chatDocKey(chat), text);
    }
  }

  async history(chat: string, limit: number): Promise<RecordSummary[]> {
    const out: RecordSummary[] = [];
    for (const id of [...this.records.keys()].sort((a, b) => b - a)) {
      const record = JSON.parse(this.records.get(id)!) as GameRecord;
      if (record.chat === chat) out.push(summaryOf(id, record));
      if (out.length === limit) break;
    }
    return out;
  }

  async game(id: number): Promise<GameRecord | null> {
    const text = this.records.get(id);
    return text ? (JSON.parse(text) as GameRecord) : null;
  }

  async chatStats(chat: string): Promise<ChatStats | null> {
    const text = this.docs.get(chatDocKey(chat));
    return text ? (JSON.parse(text) as ChatStats) : null;
  }

  async playerStats(player: string): Promise<PlayerStats | null> {
    const text = this.docs.get(playerDocKey(player));
    return text ? (JSON.parse(text) as PlayerStats) : null;
  }

  /** The sessions the store keeps, scrubbed with the records (set by the memory store). */
  sessions: {
    all(): Iterable<[string, { data: string }]>;
    set(key: string, data: string): void;
    /** rewrites every action of the running games' move log */
    scrubMoves(rewrite: (action: string) => string): void;
  } | null = null;

  async forgetPlayer(player: string, names: readonly string[] = []): Promise<number> {
    const f = forgetting(player, names);
    for (const text of this.records.values()) collectNames(f, text);
    for (const [, row] of this.sessions?.all() ?? []) collectNames(f, row.data);
    let changed = 0;
    for (const [id, text] of this.records) {
      const record = JSON.parse(text) as GameRecord;
      if (record.players.some((p) => p.id === player)) changed++;
      else if (!mentions(f, text)) continue;
      this.records.set(id, JSON.stringify(forgetInRecord(record, f)));
    }
    this.docs.delete(playerDocKey(player));
    for (const [key, text] of [...this.docs]) {
      const scrubbedKey = scrubJson(key, f);
      if (scrubbedKey !== key) this.docs.delete(key);
      this.docs.set(scrubbedKey, scrubJson(text, f));
    }
    for (const [key, row] of [...(this.sessions?.all() ?? [])]) {
      const data = scrubJson(row.data, f);
      if (data !== row.data) this.sessions!.set(key, data);
    }
    this.sessions?.scrubMoves((action) => scrubJson(action, f));
    return changed;
  }

  async purge(before: number): Promise<number> {
    let removed = 0;
    for (const [id, text] of this.records) {
      if ((JSON.parse(text) as GameRecord).endedAt < before) {
        this.records.delete(id);
        removed++;
      }
    }
    return removed;
  }
}
