// What the Butler needs in a channel to run a table there: see it, post in it (in a thread: post in threads), and
// embed (the status and score sheets are embeds). Discord sends the bot's own permissions in the channel with every
// interaction (app_permissions), so this costs no request.
import { DiscordAPIError, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

/** Permission flag names as discord.js and the log know them. */
export type PermissionName = 'ViewChannel' | 'SendMessages' | 'SendMessagesInThreads' | 'EmbedLinks';

export function permissionsToPost(inThread: boolean): PermissionName[] {
  return ['ViewChannel', inThread ? 'SendMessagesInThreads' : 'SendMessages', 'EmbedLinks'];
}

/** The permissions of `needed` the bot lacks; [] when all are there or Discord did not say (outside a server). */
export function missingPermissions(
  appPermissions: PermissionsBitField | Readonly<PermissionsBitField> | null | undefined,
  needed: readonly PermissionName[],
): PermissionName[] {
  if (!appPermissions) return [];
  // Administrator implies every permission; has() with checkAdmin=true knows that.
  return needed.filter((name) => !new PermissionsBitField(appPermissions).has(PermissionFlagsBits[name], true));
}

/** Discord's answer when the bot may not post where it tried: Missing Access (50001) or Missing Permissions (50013). */
export function isMissingPermissions(error: unknown): boolean {
  return error instanceof DiscordAPIError && (error.code === 50001 || error.code === 50013);
}
