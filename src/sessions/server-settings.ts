// Settings that belong to a whole server rather than to one channel (today: the Discord game-master role). They are
// kept where channel sessions live, under the server's own key (e.g. "dc:guild:<id>"), as a session that only ever
// holds settings: the stores, their migrations and the sweep treat it like any other record, and a server with
// settings is never idle. Nothing posts to such a key: no adapter's outlet knows it.
//
// Reads are cached for a short while, because the admin check asks on every admin command of a member without
// Manage Server; a change made through this object replaces the cached entry at once. Another process that shares
// the store sees the change when its entry expires (ttlMs).
import type { SessionStore } from '../storage/types.ts';
import { CorruptSessionError, emptySession, readSession, type ChannelSession } from './session.ts';
import { isIdleSession } from './retention.ts';

export const SERVER_SETTINGS_TTL_MS = 30_000;

export class ServerSettings {
  private readonly cache = new Map<string, { settings: Record<string, string>; at: number }>();

  constructor(
    private readonly store: Pick<SessionStore, 'peek' | 'transact'>,
    private readonly ttlMs = SERVER_SETTINGS_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The server's settings ({} when it has none or its record is unreadable). */
  async read(server: string): Promise<Record<string, string>> {
    const cached = this.cache.get(server);
    if (cached && this.clock() - cached.at < this.ttlMs) return cached.settings;
    const record = await this.store.peek(server);
    const settings = record ? settingsOf(server, record.data) : {};
    this.remember(server, settings);
    return settings;
  }

  /** Sets one of the server's settings (under the store's one-writer-per-key rule) and refreshes the cache. */
  async set(server: string, key: string, value: string): Promise<void> {
    const settings = await this.store.transact(server, (current) => {
      const before: ChannelSession = current ? sessionOrEmpty(server, current.data) : emptySession();
      const session: ChannelSession = { ...before, settings: { ...before.settings, [key]: value } };
      return {
        write: { data: JSON.stringify(session), deadline: null, idle: isIdleSession(session) },
        result: session.settings,
      };
    });
    this.remember(server, settings);
  }

  private remember(server: string, settings: Record<string, string>): void {
    // Only servers whose settings were asked for are here; a bound keeps a bot on very many servers bounded too.
    if (this.cache.size >= 10_000) this.cache.delete(this.cache.keys().next().value!);
    this.cache.delete(server);
    this.cache.set(server, { settings, at: this.clock() });
  }
}

function sessionOrEmpty(server: string, data: string): ChannelSession {
  try {
    return readSession(server, data);
  } catch (error) {
    // An unreadable server record holds nothing but settings: the admin's new value starts it afresh.
    if (error instanceof CorruptSessionError) return emptySession();
    throw error;
  }
}

function settingsOf(server: string, data: string): Record<string, string> {
  return sessionOrEmpty(server, data).settings;
}
