// The game-master role of a Discord table (setting admin_role): its members run games as admins do, so that a
// server can hand the table to people without Manage Server. The setting lives in the channel's session; it is read
// only when someone without Manage Server uses an admin command.
import type { SessionStore } from '../../storage/types.ts';

/** The role id set for a channel, or null (unset, 'off', or an unreadable session). */
export type AdminRoleOf = (chat: string) => Promise<string | null>;

export function adminRoleReader(store: Pick<SessionStore, 'get'>): AdminRoleOf {
  return async (chat) => {
    const record = await store.get(chat);
    if (!record) return null;
    try {
      const role = (JSON.parse(record.data) as { settings?: Record<string, unknown> }).settings?.admin_role;
      return typeof role === 'string' && role !== 'off' ? role : null;
    } catch {
      return null; // the core reports an unreadable session itself
    }
  };
}

/** Role ids of a member as discord.js hands it over: a cached GuildMember or the raw API member. */
export function roleIdsOf(member: { roles: string[] | { cache: { keys(): Iterable<string> } } } | null | undefined): string[] {
  if (!member) return [];
  return Array.isArray(member.roles) ? member.roles : [...member.roles.cache.keys()];
}
