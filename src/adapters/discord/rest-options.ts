// discord.js REST options from the environment: DISCORD_API_ROOT points the client at another API root (a local
// test server, a proxy). discord.js appends the API version itself: give the root ending in /api.
import type { RESTOptions } from 'discord.js';
import type { Env } from '../../config.ts';

export function restOptions(env: Pick<Env, 'DISCORD_API_ROOT'>): Partial<RESTOptions> {
  return env.DISCORD_API_ROOT ? { api: env.DISCORD_API_ROOT.replace(/\/+$/, '') } : {};
}
