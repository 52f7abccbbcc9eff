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
