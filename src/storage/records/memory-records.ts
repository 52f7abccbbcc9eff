// Game records and statistics held in Maps (tests, --memory). Same behaviour as the SQL versions.
import { summaryOf, type GameRecord, type RecordSummary } from './game-record.ts';
import { docKeysFor, playerDocKey, chatDocKey, withRecord } from './record-docs.ts';
import { type ChatStats, type PlayerStats } from './stats.ts';
import { forgetInAction, forgetInChatStats, forgetInRecord, forgetInSession, forgetting, seatIds } from './forget-structure.ts';
import { ForgetLimit } from './forget-limit.ts';
import type { ForgetOptions, ForgetOutcome, RecordQueries } from './types.ts';

export class MemoryRecords implements RecordQueries {
  private readonly records = new Map<number, string>();
  private readonly docs = new Map<string, string>();
  private nextId = 1;
  /** the records each id is seated in (record_players of the SQL stores): /forgetme reads only these */
  private readonly byPlayer = new Map<string, Set<number>>();
  private readonly limit: ForgetLimit;

  constructor(private readonly clock: () => number = Date.now) {
    this.limit = new ForgetLimit();
  }

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
    for (const player of seatIds(stored)) this.index(player).add(id);
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

  private index(player: string): Set<number> {
    let ids = this.byPlayer.get(player);
    if (!ids) this.byPlayer.set(player, (ids = new Set()));
    return ids;
  }

  /** The sessions the store keeps, reached by key (set by the memory store). */
  sessions: {
    get(key: string): string | null;
    /** the keys of the sessions that name the person (their index entries go: the caller forgets them) */
    keysNaming(player: string): string[];
    /** replaces a session's JSON (as a new version) */
    set(key: string, data: string): void;
    /** rewrites the running games' logged actions of one key (`rewrite` gives null to keep one as it is) */
    rewriteMoves(key: string, rewrite: (action: string) => string | null): void;
  } | null = null;

  async forgetPlayer(player: string, options: ForgetOptions = {}): Promise<ForgetOutcome> {
    const retryAt = this.limit.take(player, this.clock());
    if (retryAt !== null) return { kind: 'limited', retryAt };
    const f = forgetting(player);
    const ids = [...(this.byPlayer.get(player) ?? [])];
    const chats = new Set<string>(options.chat === undefined ? [] : [options.chat]);
    for (const id of ids) {
      const record = JSON.parse(this.records.get(id)!) as GameRecord;
      chats.add(record.chat);
      this.records.set(id, JSON.stringify(forgetInRecord(record, f)));
    }
    this.byPlayer.delete(player);
    if (ids.length > 0) this.byPlayer.set(f.seat, new Set(ids));
    const own = this.docs.get(playerDocKey(player));
    if (own) for (const chat of (JSON.parse(own) as PlayerStats).chats) chats.add(chat);
    this.docs.delete(playerDocKey(player));
    for (const chat of chats) {
      const text = this.docs.get(chatDocKey(chat));
      if (!text) continue;
      const stats = JSON.parse(text) as ChatStats;
      const forgotten = forgetInChatStats(stats, f);
      if (forgotten !== stats) this.docs.set(chatDocKey(chat), JSON.stringify(forgotten));
    }
    for (const key of this.sessions?.keysNaming(player) ?? []) chats.add(key);
    for (const chat of chats) {
      const data = this.sessions?.get(chat);
      const forgotten = data == null ? null : forgetInSession(data, f);
      if (forgotten !== null) this.sessions!.set(chat, forgotten);
      this.sessions?.rewriteMoves(chat, (action) => forgetInAction(action, f));
    }
    return { kind: 'forgotten', records: ids.length, clean: { kind: 'now' } };
  }

  async purge(before: number): Promise<number> {
    let removed = 0;
    for (const [id, text] of this.records) {
      const record = JSON.parse(text) as GameRecord;
      if (record.endedAt < before) {
        this.records.delete(id);
        for (const player of seatIds(record)) this.byPlayer.get(player)?.delete(id);
        removed++;
      }
    }
    return removed;
  }
}
