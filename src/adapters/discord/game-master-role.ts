// The game-master role of a Discord server (setting admin_role): its members run games as admins do, in every
// channel and thread of the server, so that a server can hand its tables to people without Manage Server. The
// setting lives under the server's key (chat-key.ts guildKey, sessions/server-settings.ts, which caches it and
// refreshes the cache when it changes); it is read only when someone without Manage Server uses an admin command.
import { readMessage } from '../../reading/index.ts';
import { settingByKey } from '../../commands/settings-keys.ts';
import type { ServerSettings } from '../../sessions/server-settings.ts';
import type { SessionStore } from '../../storage/types.ts';

/** The role id set for a server, or null (unset, 'off', or an unreadable record). */
export type AdminRoleOf = (guild: string, chat: string) => Promise<string | null>;

export function adminRoleReader(
  servers: Pick<ServerSettings, 'read'>,
  /** for a role set by builds before the role became server-wide (it was kept in the channel's session) */
  store?: Pick<SessionStore, 'peek'>,
): AdminRoleOf {
  return async (guild, chat) => {
    const role = (await servers.read(guild)).admin_role;
    // Any value set server-wide wins, 'off' too: the admin's latest word is for the whole server.
    if (role !== undefined) return roleOrNull(role);
    return store ? legacyChannelRole(store, chat) : null;
  };
}

function roleOrNull(role: unknown): string | null {
  return typeof role === 'string' && /^\d+$/.test(role) ? role : null;
}

async function legacyChannelRole(store: Pick<SessionStore, 'peek'>, chat: string): Promise<string | null> {
  const record = await store.peek(chat);
  if (!record) return null;
  try {
    return roleOrNull((JSON.parse(record.data) as { settings?: Record<string, unknown> }).settings?.admin_role);
  } catch {
    return null; // the core reports an unreadable session itself
  }
}

/**
 * Whether a message changes a server-wide setting (the game-master role itself). That is for the server's admins
 * alone: a member of the role who could change it could hand it to @everyone. The key may be one word or two.
 */
export function changesServerSetting(text: string, botUsername?: string): boolean {
  let intent;
  try {
    intent = readMessage(text, botUsername);
  } catch {
    return false; // the core answers what it cannot parse
  }
  if (intent?.kind !== 'command' || intent.name !== 'settings') return false;
  const words = intent.args.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return false;
  return [settingByKey(words[0]), settingByKey(words.slice(0, -1).join(' '))].some((spec) => spec?.scope === 'server');
}

/** Role ids of a member as discord.js hands it over: a cached GuildMember or the raw API member. */
export function roleIdsOf(member: { roles: string[] | { cache: { keys(): Iterable<string> } } } | null | undefined): string[] {
  if (!member) return [];
  return Array.isArray(member.roles) ? member.roles : [...member.roles.cache.keys()];
}
