// Logging in for real against a local gateway: the intents asked for, the fallback when Discord refuses the
// privileged Message Content intent, and a message that travels gateway → Butler → REST.
import { gatewayMessage, guildObject } from './helpers/gateway-objects.ts';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { Readiness } from '../../../src/ops/readiness.ts';
import type { ButlerPort } from '../../../src/adapters/discord/context.ts';
import { connectDiscord } from '../../../src/adapters/discord/connect.ts';
import { StartupError } from '../../../src/adapters/login-retry.ts';
import { Butler } from '../../../src/butler.ts';
import type { Env } from '../../../src/config.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { GatewayServer, MESSAGE_CONTENT_INTENT } from './helpers/gateway-server.ts';
import { APP_ID, RecordingServer } from './helpers/recording-server.ts';

const TOKEN = 'gateway-test-token-'.padEnd(60, 'q');
const GUILD = '800000000000000001';
const CHANNEL = '800000000000000010';

let rest: RecordingServer;
let gateway: GatewayServer;
let stop: (() => Promise<void>) | null = null;

afterEach(async () => {
  await stop?.();
  stop = null;
  await gateway?.close();
  await rest?.close();
});

async function connect() {
  rest = await RecordingServer.start();
  gateway = new GatewayServer(rest);
  const butler = new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([6, 6]), logger: silentLogger });
  const env = { DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: APP_ID, DISCORD_API_ROOT: rest.api, BUTLER_OWNER_IDS: [] } as Env;
  return { butler, env };
}

/** A Butler whose first handle throws (so that an error with its context is logged). */
function failingOnce(butler: Butler): ButlerPort {
  let failed = false;
  return {
    addOutlet: (prefix, send) => butler.addOutlet(prefix, send),
    handle: async (incoming) => {
      if (!failed) {
        failed = true;
        throw new Error('bug');
      }
      return butler.handle(incoming);
    },
  };
}

const messageCreate = (content: string) =>
  gatewayMessage({
    id: '600000000000000001',
    channel_id: CHANNEL,
    guild_id: GUILD,
    author: { id: '700000000000000002', username: 'bob', discriminator: '0', global_name: 'bob', avatar: null },
    content,
  });

const guildCreate = guildObject(GUILD, CHANNEL);

describe('connectDiscord', () => {
  it('GIVEN a gateway WHEN the Butler connects THEN it identifies with Guilds, GuildMessages and MessageContent, and plays', async () => {
    const { butler, env } = await connect();
    stop = await connectDiscord({ butler, env, logger: silentLogger });
    expect(gateway.identifies).toHaveLength(1);
    expect(gateway.identifies[0].token).toBe(TOKEN);
    expect(gateway.identifies[0].intents).toBe(1 | (1 << 9) | MESSAGE_CONTENT_INTENT);
    gateway.dispatch(0, 'GUILD_CREATE', guildCreate);
    gateway.dispatch(0, 'MESSAGE_CREATE', messageCreate('бросаю кости'));
    const requests = await rest.waitFor((rs) => rs.some((r) => r.path === `/channels/${CHANNEL}/messages`));
    const post = requests.find((r) => r.path === `/channels/${CHANNEL}/messages`)!;
    expect(post.body.content).toContain('⚅6 ⚅6');
    expect(post.authorization).toBe(`Bot ${TOKEN}`);
    // notices reach the live client too
    await butler.notify({ chat: `dc:${CHANNEL}`, rich: ['⏰'], events: [], buttons: [], version: null });
    await rest.waitFor((rs) => rs.filter((r) => r.path === `/channels/${CHANNEL}/messages`).length === 2);
  });

  it('GIVEN Message Content is not enabled in the portal (4014) WHEN the Butler connects THEN it connects without it; slash commands still work', async () => {
    const { butler, env } = await connect();
    gateway.refuseMessageContent = true;
    stop = await connectDiscord({ butler, env, logger: silentLogger });
    expect(gateway.identifies.map((i) => (i.intents & MESSAGE_CONTENT_INTENT) !== 0)).toEqual([true, false]);
    gateway.dispatch(0, 'GUILD_CREATE', guildCreate);
    gateway.dispatch(0, 'INTERACTION_CREATE', {
      id: '600000000000000002',
      token: 'interaction-token',
      application_id: APP_ID,
      type: 2,
      version: 1,
      guild_id: GUILD,
      channel_id: CHANNEL,
      channel: { id: CHANNEL, type: 0 },
      member: {
        user: { id: '700000000000000002', username: 'bob', discriminator: '0', global_name: 'bob', avatar: null },
        roles: [],
        permissions: '3072',
        joined_at: '2024-01-01T00:00:00.000Z',
        deaf: false,
        mute: false,
        flags: 0,
      },
      data: { id: '600000000000000003', name: 'help', type: 1 },
      locale: 'ru',
      app_permissions: '3072',
      entitlements: [],
      authorizing_integration_owners: { '0': GUILD },
      context: 0,
    });
    const requests = await rest.waitFor((rs) => rs.some((r) => r.path.startsWith('/interactions/')));
    expect(requests.find((r) => r.path.startsWith('/interactions/'))!.body.data.content).toContain('Дворецкий');
  });

  it('GIVEN a connected client WHEN Discord closes the gateway with 4004 (the token was reset) THEN it is no longer ready and the fatal callback gets one line naming DISCORD_TOKEN', async () => {
    const { butler, env } = await connect();
    const readiness = new Readiness();
    const fatal: string[] = [];
    stop = await connectDiscord({ butler, env, logger: silentLogger, readiness, onFatal: (reason) => fatal.push(reason) });
    expect(await readiness.reason()).toBeNull();
    gateway.closeShard(0, 4004, 'Authentication failed.');
    for (let i = 0; i < 100 && fatal.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatch(/DISCORD_TOKEN \(4004/);
    expect(fatal[0]).not.toContain(TOKEN);
    expect(await readiness.reason()).toBe('discord: gateway not ready');
  });

  it('GIVEN a wrong token WHEN the Butler connects THEN start fails with Discord\'s answer, not a crash later', async () => {
    const { butler, env } = await connect();
    rest.route((req) => (req.path === '/gateway/bot' ? { status: 401, body: { message: '401: Unauthorized', code: 0 } } : undefined));
    await expect(connectDiscord({ butler, env, logger: silentLogger })).rejects.toThrow(/token/i);
  });

  it('GIVEN a revoked token WHEN the Butler connects THEN the start stops with one StartupError line that says where to get a new one', async () => {
    const { butler, env } = await connect();
    rest.route((req) => (req.path === '/gateway/bot' ? { status: 401, body: { message: '401: Unauthorized', code: 0 } } : undefined));
    const error = await connectDiscord({ butler, env, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/DISCORD_TOKEN.*Reset Token/);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('GIVEN the Discord API unavailable (503) WHEN the Butler connects THEN the login is tried again after growing pauses, each logged, not ready meanwhile, and connects', async () => {
    const { butler, env } = await connect();
    const pauses: number[] = [];
    // Down until the Butler has paused twice (the REST client's own retries of a 503 come first, within an attempt).
    rest.route((req) =>
      req.path === '/gateway/bot' && pauses.length < 2
        ? { status: 503, body: { message: 'Service Unavailable', code: 0 } }
        : undefined,
    );
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    // /readyz while it waits (issue 52): not ready until the gateway took the login
    const readiness = new Readiness();
    const whileWaiting: (string | null)[] = [];
    stop = await connectDiscord({
      butler,
      env,
      logger,
      readiness,
      loginRetry: { firstDelayMs: 500, sleep: async (ms) => void (pauses.push(ms), whileWaiting.push(await readiness.reason())) },
    });
    expect(whileWaiting).toEqual([expect.stringMatching(/^discord: connecting/), expect.stringMatching(/^discord: connecting/)]);
    expect(await readiness.reason()).toBeNull();
    expect(pauses).toEqual([500, 1_000]);
    expect(lines.filter((l) => l.includes('cannot reach the platform'))).toHaveLength(2);
    expect(gateway.identifies).toHaveLength(1);
  });

  it('GIVEN logging at trace level WHEN the Butler connects and a message fails THEN the token appears in no log line', async () => {
    const { butler, env } = await connect();
    gateway.refuseMessageContent = true; // the path that logs a warning
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    stop = await connectDiscord({ butler: failingOnce(butler), env, logger });
    gateway.dispatch(0, 'GUILD_CREATE', guildCreate);
    gateway.dispatch(0, 'MESSAGE_CREATE', messageCreate('бросаю кости'));
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.some((l) => l.includes('Message Content'))).toBe(true);
    expect(lines.some((l) => l.includes('message not handled'))).toBe(true);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
