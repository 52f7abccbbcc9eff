// Who is an admin of a table on Discord: a member who may manage the server (Manage Server or Administrator), a
// member of the table's game-master role (setting admin_role), or a Butler owner named in BUTLER_OWNER_IDS. Checked at run time on every admin command — the commands' default
// permissions only hide them in the menu, and server admins can change those.
import { PermissionFlagsBits, PermissionsBitField, type PermissionResolvable } from 'discord.js';

const ADMIN_PERMISSIONS = [PermissionFlagsBits.ManageGuild, PermissionFlagsBits.Administrator];

export function hasAdminPermissions(permissions: PermissionResolvable | null | undefined): boolean {
  if (permissions === null || permissions === undefined) return false;
  const bits = new PermissionsBitField(permissions);
  return ADMIN_PERMISSIONS.some((flag) => bits.has(flag, false));
}

export function isOwner(userId: string, ownerIds: readonly string[]): boolean {
  return ownerIds.includes(userId);
}

/**
 * The admin check for one user. `permissions` is asked only when the user is not an owner (for a typed message it
 * may have to fetch the member from Discord).
 */
export async function isAdmin(
  userId: string,
  ownerIds: readonly string[],
  permissions: () => PermissionResolvable | null | undefined | Promise<PermissionResolvable | null | undefined>,
  /** whether the user holds the table's game-master role (setting admin_role); asked last */
  gameMaster?: () => Promise<boolean>,
): Promise<boolean> {
  if (isOwner(userId, ownerIds)) return true;
  if (hasAdminPermissions(await permissions())) return true;
  return gameMaster ? gameMaster() : false;
}
