// A gateway/REST message object with every field discord.js reads; tests give only what matters to them.
export function gatewayMessage(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    components: [],
    pinned: false,
    type: 0,
    flags: 0,
    ...fields,
  };
}

/** GUILD_CREATE for a guild with one text channel, where @everyone may view and send. */
export function guildObject(guildId: string, channelId: string): Record<string, unknown> {
  return {
    id: guildId,
    name: 'Dice club',
    owner_id: '700000000000000099',
    unavailable: false,
    roles: [
      { id: guildId, name: '@everyone', permissions: '3072', position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 },
    ],
    channels: [{ id: channelId, type: 0, name: 'dice', position: 0, permission_overwrites: [] }],
    threads: [],
    members: [],
    emojis: [],
    stickers: [],
    features: [],
  };
}
