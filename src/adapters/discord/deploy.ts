// Publishes the slash commands to Discord — to one guild (instant, for development) or globally — but only when
// their definitions changed since the last successful publish: a hash of what was sent is kept in a file, so
// running `npm run deploy-commands` on every start costs nothing and never trips the daily command-create limit.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Routes, type REST } from 'discord.js';
import { buildCommandData, type CommandData } from './command-data.ts';

export const DEFAULT_HASH_FILE = './data/discord-commands.hash';

export interface DeployOptions {
  rest: REST;
  appId: string;
  /** set: publish to this guild only; unset: publish globally */
  guildId?: string;
  hashFile?: string;
  /** publish even when the hash says nothing changed (e.g. commands were deleted by hand in Discord) */
  force?: boolean;
  commands?: CommandData[];
}

export interface DeployResult {
  published: boolean;
  scope: 'guild' | 'global';
  count: number;
  hash: string;
}

/** The hash covers where the commands go too: moving from a test guild to global publishes again. */
export function commandsHash(commands: CommandData[], appId: string, guildId?: string): string {
  const scope = guildId ? `guild:${guildId}` : 'global';
  return createHash('sha256').update(JSON.stringify({ appId, scope, commands })).digest('hex');
}

async function readHash(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function deployCommands(options: DeployOptions): Promise<DeployResult> {
  const commands = options.commands ?? buildCommandData();
  const hashFile = options.hashFile ?? DEFAULT_HASH_FILE;
  const scope = options.guildId ? 'guild' : 'global';
  const hash = commandsHash(commands, options.appId, options.guildId);
  if (!options.force && (await readHash(hashFile)) === hash) {
    return { published: false, scope, count: commands.length, hash };
  }
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.appId, options.guildId)
    : Routes.applicationCommands(options.appId);
  // PUT replaces the whole set: commands removed from the core disappear from Discord too.
  await options.rest.put(route, { body: commands });
  await mkdir(dirname(hashFile), { recursive: true });
  await writeFile(hashFile, `${hash}\n`);
  return { published: true, scope, count: commands.length, hash };
}
