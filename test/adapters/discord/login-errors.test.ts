// Which failed Discord logins stop the start (a refused token) and which are waited out (no network, a 5xx).
import { describe, expect, it } from 'vitest';
import { discordUnreachable, refusedDiscordToken } from '../../../src/adapters/discord/login-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('Discord login errors', () => {
  it('GIVEN discord.js says TokenInvalid WHEN the login fails THEN the start stops with a line naming DISCORD_TOKEN', () => {
    expect(refusedDiscordToken(withCode('An invalid token was provided.', 'TokenInvalid'))).toMatch(/DISCORD_TOKEN/);
    expect(discordUnreachable(withCode('An invalid token was provided.', 'TokenInvalid'))).toBe(false);
  });

  it('GIVEN a refused connection, a DNS failure or a fetch that failed on one WHEN the login fails THEN it is an outage to wait out', () => {
    expect(discordUnreachable(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toBe(true);
    expect(discordUnreachable(withCode('getaddrinfo ENOTFOUND discord.com', 'ENOTFOUND'))).toBe(true);
    expect(discordUnreachable(new TypeError('fetch failed', { cause: withCode('x', 'ECONNRESET') }))).toBe(true);
    expect(refusedDiscordToken(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toBeNull();
  });

  it('GIVEN a bug (a plain error) WHEN the login fails with it THEN it is neither a refused token nor an outage', () => {
    expect(discordUnreachable(new Error('boom'))).toBe(false);
    expect(refusedDiscordToken(new Error('boom'))).toBeNull();
  });
});
