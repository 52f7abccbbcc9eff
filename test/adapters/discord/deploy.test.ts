// `npm run deploy-commands`: PUT only when the definitions (or where they go) changed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST } from 'discord.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCommandData } from '../../../src/adapters/discord/command-data.ts';
import { deployCommands } from '../../../src/adapters/discord/deploy.ts';
import { APP_ID, RecordingServer } from './helpers/recording-server.ts';

const TOKEN = 'test-token-'.padEnd(40, 'x');
const GUILD = '800000000000000001';
let server: RecordingServer;
let dir: string;
let rest: REST;

beforeAll(async () => {
  server = await RecordingServer.start();
  rest = new REST({ api: server.api }).setToken(TOKEN);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.clear();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(join(tmpdir(), 'butler-discord-'));
});

const puts = () => server.requests.filter((r) => r.method === 'PUT');

describe('deployCommands', () => {
  it('GIVEN no hash yet WHEN the commands are deployed to a guild THEN they are PUT there and the hash is kept', async () => {
    const hashFile = join(dir, 'data', 'discord-commands.hash');
    const result = await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile });
    expect(result).toMatchObject({ published: true, scope: 'guild' });
    expect(puts()).toHaveLength(1);
    expect(puts()[0].path).toBe(`/applications/${APP_ID}/guilds/${GUILD}/commands`);
    expect(puts()[0].body).toEqual(buildCommandData());
    expect(puts()[0].authorization).toBe(`Bot ${TOKEN}`);
    expect((await readFile(hashFile, 'utf8')).trim()).toBe(result.hash);
  });

  it('GIVEN unchanged definitions WHEN deployed again THEN nothing is sent, and with --force they are PUT anyway', async () => {
    const hashFile = join(dir, 'hash');
    await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile });
    server.clear();
    const again = await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile });
    expect(again.published).toBe(false);
    expect(server.requests).toHaveLength(0);
    await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile, force: true });
    expect(puts()).toHaveLength(1);
  });

  it('GIVEN changed definitions WHEN deployed THEN they are PUT again', async () => {
    const hashFile = join(dir, 'hash');
    const commands = buildCommandData();
    await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile, commands });
    server.clear();
    const changed = commands.map((c) => (c.name === 'help' ? { ...c, description: 'Помощь' } : c));
    const result = await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile, commands: changed });
    expect(result.published).toBe(true);
    expect(puts()).toHaveLength(1);
    expect(puts()[0].body.find((c: { name: string }) => c.name === 'help').description).toBe('Помощь');
  });

  it('GIVEN commands deployed to a guild WHEN deployed with no guild THEN they are published again, as global commands', async () => {
    const hashFile = join(dir, 'hash');
    await deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile });
    server.clear();
    const result = await deployCommands({ rest, appId: APP_ID, hashFile });
    expect(result).toMatchObject({ published: true, scope: 'global' });
    expect(puts().map((r) => r.path)).toEqual([`/applications/${APP_ID}/commands`]);
  });

  it('GIVEN Discord refuses the PUT WHEN the commands are deployed THEN the error surfaces and no hash is kept (the next run tries again)', async () => {
    const hashFile = join(dir, 'hash');
    server.route((req) => (req.method === 'PUT' ? { status: 400, body: { message: 'Invalid Form Body', code: 50035 } } : undefined));
    await expect(deployCommands({ rest, appId: APP_ID, guildId: GUILD, hashFile })).rejects.toThrow(/Invalid Form Body/);
    await expect(readFile(hashFile, 'utf8')).rejects.toThrow();
  });
});
