// What a failed Discord login means: a token Discord refuses (the operator must fix it) or a Discord that cannot be
// reached right now (wait and try again). Anything else is a bug and is rethrown as it is.
import { DiscordAPIError, HTTPError } from 'discord.js';

/** The one line to stop with when Discord refused the token, else null. */
export function refusedDiscordToken(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  const refused = code === 'TokenInvalid' || (error instanceof DiscordAPIError && error.status === 401);
  if (!refused) return null;
  return (
    'Discord refused DISCORD_TOKEN (an invalid token): copy the bot token from the Developer Portal ' +
    '(Applications → your app → Bot → Reset Token); a reset token replaces the old one'
  );
}

/** Network failures and timeouts of node's fetch/undici and socket layer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** True when Discord could not be reached (network down, DNS, a timeout, a 5xx): worth trying again later. */
export function discordUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof HTTPError || (error instanceof DiscordAPIError && error.status >= 500)) return true;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}
