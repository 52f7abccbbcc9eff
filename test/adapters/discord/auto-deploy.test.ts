// `npm start` publishes the slash commands itself when they changed, unless DISCORD_DEPLOY_COMMANDS=off.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoDeployCommands } from '../../../src/adapters/discord/auto-deploy.ts';
import { parseEnv } from '../../../src/config.ts';
import { silentLogger } from '../../../src/log.ts';
import { APP_ID, RecordingServer } from './helpers/recording-server.ts';

const TOKEN = 'test-token-'.padEnd(40, 'x');
let server: RecordingServer;
let dir: string;

beforeAll(async () => {
  server = await RecordingServer.start();
});
afterAll(async () => server.close());
beforeEach(async () => {
  server.clear();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(join(tmpdir(), 'butler-autodeploy-'));
});

const env = (extra: Record<string, string> = {}) =>
  parseEnv({ DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: APP_ID, DISCORD_API_ROOT: server.api, ...extra });
const puts = () => server.requests.filter((r) => r.method === 'PUT');

describe('slash commands published at start', () => {
  it('GIVEN commands never published WHEN the Butler starts THEN it publishes them once; a second start with the same commands publishes nothing', async () => {
    const hashFile = join(dir, 'hash');
    expect(await autoDeployCommands({ env: env(), logger: silentLogger, hashFile })).toMatchObject({ published: true, scope: 'global' });
    expect(await autoDeployCommands({ env: env(), logger: silentLogger, hashFile })).toMatchObject({ published: false });
    expect(puts()).toHaveLength(1);
    expect(puts()[0].path).toBe(`/applications/${APP_ID}/commands`);
  });

  it('GIVEN DISCORD_DEPLOY_COMMANDS=off WHEN the Butler starts THEN nothing is published', async () => {
    expect(await autoDeployCommands({ env: env({ DISCORD_DEPLOY_COMMANDS: 'off' }), logger: silentLogger, hashFile: join(dir, 'h') })).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it('GIVEN Discord refuses the PUT WHEN the Butler starts THEN the start goes on without publishing', async () => {
    server.route((req) => (req.method === 'PUT' ? { status: 403, body: { message: 'Missing Access', code: 50001 } } : undefined));
    const hashFile = join(dir, 'hash');
    expect(await autoDeployCommands({ env: env(), logger: silentLogger, hashFile })).toBeNull();
  });
});
