// A Butler behind a real discord.js Client that never connects: its REST goes to a RecordingServer on loopback
// and gateway dispatches (READY, GUILD_CREATE, MESSAGE_CREATE, INTERACTION_CREATE) are fed to the client's own
// packet handler, exactly where the WebSocket manager would hand them over.
import type { SessionStore } from '../../../../src/storage/types.ts';
import type { DiceSource } from '../../../../src/dice/dice-source.ts';
import { gatewayMessage } from './gateway-objects.ts';
import { PermissionFlagsBits, Status, type Client } from 'discord.js';
import { Butler } from '../../../../src/butler.ts';
import { createDiscordAdapter, type DiscordAdapter } from '../../../../src/adapters/discord/client.ts';
import { CHAT_KEY_PREFIX } from '../../../../src/core/chat-key.ts';
import type { ButlerPort } from '../../../../src/adapters/discord/context.ts';
import { scriptedDiceSource } from '../../../../src/dice/scripted-dice.ts';
import { silentLogger, type Logger } from '../../../../src/log.ts';
import { MemorySessionStore } from '../../../../src/storage/memory-store.ts';
import { APP_ID, BOT_ID, RecordingServer, messageObject, type RecordedRequest } from './recording-server.ts';

export const GUILD_ID = '800000000000000001';
export const CHANNEL_ID = '800000000000000010';
export const THREAD_ID = '800000000000000011';
/** a second text channel of the same guild */
export const SECOND_CHANNEL_ID = '800000000000000012';
/** another server the Butler is on, with one text channel */
export const OTHER_GUILD_ID = '800000000000000002';
export const OTHER_CHANNEL_ID = '800000000000000013';
export const ADMIN_ROLE = '800000000000000020';
/** a role with no permissions at all (a "game master" role for the admin_role setting) */
export const PLAIN_ROLE = '800000000000000030';
export const TOKEN = 'fake-discord-token-'.padEnd(60, 'z');

export interface FakeUser {
  id: string;
  username: string;
  /** role ids (the admin role carries Manage Server) */
  roles: string[];
}

export const alice: FakeUser = { id: '700000000000000001', username: 'alice', roles: [ADMIN_ROLE] };
export const bob: FakeUser = { id: '700000000000000002', username: 'bob', roles: [] };
export const carol: FakeUser = { id: '700000000000000003', username: 'carol', roles: [] };

let nextId = 500_000_000_000_000_000n;
const snowflake = () => String(nextId++);

const userObject = (u: FakeUser) => ({
  id: u.id,
  username: u.username,
  discriminator: '0',
  global_name: u.username,
  avatar: null,
});

const memberObject = (u: FakeUser) => ({
  roles: u.roles,
  joined_at: '2024-01-01T00:00:00.000Z',
  deaf: false,
  mute: false,
  flags: 0,
  nick: null,
});

const permissionsOf = (u: FakeUser) =>
  String(
    PermissionFlagsBits.ViewChannel |
      PermissionFlagsBits.SendMessages |
      (u.roles.includes(ADMIN_ROLE) ? PermissionFlagsBits.ManageGuild : 0n),
  );

const role = (id: string, name: string, permissions: bigint, position: number) => ({
  id,
  name,
  color: 0,
  hoist: false,
  position,
  permissions: String(permissions),
  managed: false,
  mentionable: false,
  flags: 0,
});

const textChannel = { id: CHANNEL_ID, type: 0, name: 'dice', guild_id: GUILD_ID, position: 0, permission_overwrites: [] };
const secondChannel = { ...textChannel, id: SECOND_CHANNEL_ID, name: 'dice-2', position: 1 };
const otherGuildChannel = { ...textChannel, id: OTHER_CHANNEL_ID, guild_id: OTHER_GUILD_ID, name: 'kosti' };

/** The channel object an interaction carries, and its guild (a thread of the first channel when unknown). */
function channelOf(channelId: string): { channel: object; guildId: string } {
  if (channelId === CHANNEL_ID) return { channel: textChannel, guildId: GUILD_ID };
  if (channelId === SECOND_CHANNEL_ID) return { channel: secondChannel, guildId: GUILD_ID };
  if (channelId === OTHER_CHANNEL_ID) return { channel: otherGuildChannel, guildId: OTHER_GUILD_ID };
  return { channel: { id: channelId, type: 11, guild_id: GUILD_ID, parent_id: CHANNEL_ID }, guildId: GUILD_ID };
}

export interface HarnessOptions {
  dice?: number[];
  ownerIds?: string[];
  deferAfterMs?: number;
  /** wraps the Butler (e.g. to make it slow or broken) */
  wrap?: (butler: Butler) => ButlerPort;
  logger?: Logger;
  /** the store and dice to use (a restart: a second harness on the same store, the dice going on) */
  store?: SessionStore;
  diceSource?: DiceSource;
}

export class Harness {
  /** the bot's own permissions in the channel, sent with every interaction (app_permissions) */
  appPermissions: bigint =
    PermissionFlagsBits.ViewChannel |
    PermissionFlagsBits.SendMessages |
    PermissionFlagsBits.SendMessagesInThreads |
    PermissionFlagsBits.EmbedLinks;

  private constructor(
    readonly server: RecordingServer,
    readonly butler: Butler,
    readonly adapter: DiscordAdapter,
  ) {}

  get client(): Client {
    return this.adapter.client;
  }

  static async start(options: HarnessOptions = {}): Promise<Harness> {
    const server = await RecordingServer.start();
    const butler = new Butler({
      store: options.store ?? new MemorySessionStore(),
      dice: options.diceSource ?? scriptedDiceSource(options.dice ?? []),
      logger: silentLogger,
    });
    const port = options.wrap ? options.wrap(butler) : butler;
    const adapter = createDiscordAdapter({
      butler: port,
      env: { DISCORD_API_ROOT: server.api, BUTLER_OWNER_IDS: options.ownerIds ?? [] },
      logger: options.logger ?? silentLogger,
      deferAfterMs: options.deferAfterMs,
    });
    butler.addOutlet(CHAT_KEY_PREFIX.discord, (reply) => adapter.notify(reply));
    const harness = new Harness(server, butler, adapter);
    harness.connect();
    return harness;
  }

  /** What the gateway sends first: READY, then the guild with its roles, channel and thread. */
  private connect(): void {
    const client = this.client;
    client.token = TOKEN;
    client.rest.setToken(TOKEN);
    this.dispatch('READY', {
      v: 10,
      user: { id: BOT_ID, username: 'Butler', discriminator: '0', global_name: null, avatar: null, bot: true },
      guilds: [{ id: GUILD_ID, unavailable: true }, { id: OTHER_GUILD_ID, unavailable: true }],
      session_id: 'session',
      resume_gateway_url: 'wss://127.0.0.1',
      application: { id: APP_ID, flags: 0 },
      shard: [0, 1],
    });
    this.dispatch('GUILD_CREATE', {
      id: GUILD_ID,
      name: 'Dice club',
      owner_id: '700000000000000099',
      unavailable: false,
      large: false,
      member_count: 3,
      joined_at: '2024-01-01T00:00:00.000Z',
      roles: [
        role(GUILD_ID, '@everyone', PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages, 0),
        role(ADMIN_ROLE, 'Game master', PermissionFlagsBits.ManageGuild, 1),
        role(PLAIN_ROLE, 'Dice regulars', 0n, 2),
      ],
      channels: [textChannel, secondChannel],
      threads: [
        {
          id: THREAD_ID,
          type: 11,
          name: 'table 2',
          guild_id: GUILD_ID,
          parent_id: CHANNEL_ID,
          owner_id: alice.id,
          thread_metadata: { archived: false, auto_archive_duration: 1440, archive_timestamp: '2024-01-01T00:00:00.000Z', locked: false },
        },
      ],
      members: [],
      emojis: [],
      stickers: [],
      features: [],
      voice_states: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
    });
    this.dispatch('GUILD_CREATE', {
      id: OTHER_GUILD_ID,
      name: 'Other club',
      owner_id: '700000000000000098',
      unavailable: false,
      large: false,
      member_count: 2,
      joined_at: '2024-01-01T00:00:00.000Z',
      roles: [role(OTHER_GUILD_ID, '@everyone', PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages, 0)],
      channels: [otherGuildChannel],
      threads: [],
      members: [],
      emojis: [],
      stickers: [],
      features: [],
      voice_states: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
    });
    // All guilds arrived: what the WebSocket manager does when every shard is ready.
    (client.ws as unknown as { triggerClientReady(): void }).triggerClientReady();
    if (client.ws.status !== Status.Ready) throw new Error('fake gateway: client not ready');
  }

  dispatch(t: string, d: unknown): void {
    const shard = { id: 0, checkReady: () => undefined, gotGuild: () => undefined };
    (this.client.ws as unknown as { handlePacket(p: unknown, s: unknown): void }).handlePacket({ op: 0, t, d, s: 1 }, shard);
  }

  /** A user types a message in the channel (or a thread). Returns the message id. */
  message(user: FakeUser, content: string, channelId = CHANNEL_ID, extra: { id?: string; bot?: boolean } = {}): string {
    const id = extra.id ?? snowflake();
    this.dispatch('MESSAGE_CREATE', gatewayMessage({
      id,
      channel_id: channelId,
      guild_id: channelOf(channelId).guildId,
      author: { ...userObject(user), ...(extra.bot ? { bot: true } : {}) },
      member: memberObject(user),
      content,
    }));
    return id;
  }

  private interactionBase(user: FakeUser, channelId: string) {
    const id = snowflake();
    const { channel, guildId } = channelOf(channelId);
    return {
      id,
      token: `interaction-token-${id}`,
      application_id: APP_ID,
      version: 1,
      guild_id: guildId,
      channel_id: channelId,
      channel,
      member: { ...memberObject(user), user: userObject(user), permissions: permissionsOf(user) },
      locale: 'ru',
      guild_locale: 'ru',
      app_permissions: String(this.appPermissions),
      entitlements: [],
      authorizing_integration_owners: { '0': guildId },
      context: 0,
    };
  }

  /** A user runs a slash command. `options`: string values, or a FakeUser for a user option. */
  slash(user: FakeUser, name: string, options: Record<string, string | FakeUser> = {}, channelId = CHANNEL_ID) {
    const base = this.interactionBase(user, channelId);
    const users: Record<string, unknown> = {};
    const opts = Object.entries(options).map(([optionName, value]) => {
      if (typeof value === 'string') return { name: optionName, type: 3, value };
      users[value.id] = userObject(value);
      return { name: optionName, type: 6, value: value.id };
    });
    this.dispatch('INTERACTION_CREATE', {
      ...base,
      type: 2,
      data: { id: snowflake(), name, type: 1, options: opts, ...(Object.keys(users).length ? { resolved: { users } } : {}) },
    });
    return base;
  }

  /** A user presses a button (by its custom_id) under one of the Butler's messages. */
  press(user: FakeUser, customId: string, channelId = CHANNEL_ID) {
    const base = this.interactionBase(user, channelId);
    this.dispatch('INTERACTION_CREATE', {
      ...base,
      type: 3,
      message: messageObject(channelId, { content: '🎩' }),
      data: { custom_id: customId, component_type: 2 },
    });
    return base;
  }

  /** The answer to one interaction: its callback, and the requests that edit or follow it. */
  async callback(interaction: { id: string }): Promise<RecordedRequest> {
    const path = (r: RecordedRequest) => r.path.startsWith(`/interactions/${interaction.id}/`);
    const requests = await this.server.waitFor((rs) => rs.some(path));
    return requests.find(path)!;
  }

  /** Waits for the next channel message after `after` requests, returns it. */
  async channelMessage(count = 1, channelId = CHANNEL_ID): Promise<RecordedRequest[]> {
    const isPost = (r: RecordedRequest) => r.method === 'POST' && r.path === `/channels/${channelId}/messages`;
    await this.server.waitFor((rs) => rs.filter(isPost).length >= count);
    return this.server.requests.filter(isPost);
  }

  async close(): Promise<void> {
    await this.adapter.stop();
    await this.server.close();
  }
}

/** The custom_ids of the buttons in a recorded message body (channel message or interaction callback data). */
export function customIds(body: any): string[] {
  const payload = body?.data ?? body;
  return (payload?.components ?? []).flatMap((row: any) => row.components.map((c: any) => c.custom_id));
}

/** The custom_id of the button labelled `label` in a recorded body (undefined: none). */
export function customIdOf(body: any, label: string): string | undefined {
  const payload = body?.data ?? body;
  const buttons = (payload?.components ?? []).flatMap((row: any) => row.components);
  return buttons.find((c: any) => c.label === label)?.custom_id;
}

/** The visible text of a recorded message body: content, or the embed description. */
export function textOf(body: any): string {
  const payload = body?.data ?? body;
  return payload?.content ?? payload?.embeds?.[0]?.description ?? '';
}
