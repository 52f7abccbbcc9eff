// Secrets out of log lines. pino's `redact` removes the fields known to hold a secret; this catches a secret that
// sits inside a string instead — a webhook URL whose path carries the bot token, a database URL with its password,
// an error message quoting either. Every line is passed through `redactText` before it is written.
import { withSecretFiles } from './config-secret-files.ts';

const CENSOR = '[redacted]';

/** Shapes that are secrets wherever they appear, whatever the configuration. */
const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // Telegram bot token (123456:ABC…), also inside ".../bot123456:ABC.../getMe"
  [/(?<![0-9])\d{5,}:[A-Za-z0-9_-]{30,}/g, CENSOR],
  // Discord bot token: three base64url parts joined by dots
  [/[A-Za-z0-9_-]{23,28}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,}/g, CENSOR],
  // a password in a URL: scheme://user:password@host
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"'?#]*):([^\s@/"']+)@/gi, `$1:${CENSOR}@`],
  // secrets in a query string
  [/([?&](?:token|secret|secret_token|password|passwd|pwd|key|api_key|access_token)=)[^&\s"'#]+/gi, `$1${CENSOR}`],
  // Authorization header values written out
  [/(\b(?:Bot|Bearer|Basic)\s+)[A-Za-z0-9._~+/=-]{16,}/g, `$1${CENSOR}`],
];

/** Field paths pino removes before a line is built (see log.ts). */
export const REDACT_PATHS = [
  'token',
  '*.token',
  'secret',
  '*.secret',
  'password',
  '*.password',
  'config.*',
  'env',
  '*.env',
  'headers.authorization',
  '*.headers.authorization',
  'headers["x-telegram-bot-api-secret-token"]',
  '*.headers["x-telegram-bot-api-secret-token"]',
  'DATABASE_URL',
  '*.DATABASE_URL',
  'TELEGRAM_BOT_TOKEN',
  '*.TELEGRAM_BOT_TOKEN',
  'TELEGRAM_WEBHOOK_SECRET',
  '*.TELEGRAM_WEBHOOK_SECRET',
  'DISCORD_TOKEN',
  '*.DISCORD_TOKEN',
];

/**
 * The secret values of this deployment, from its environment: tokens, the webhook secret, the database password.
 * Values too short to be a secret (or to be replaced safely) are left out.
 */
export function secretsFromEnv(given: NodeJS.ProcessEnv): string[] {
  // (a secret read from a file, TELEGRAM_BOT_TOKEN_FILE and the like, is as secret as one set directly)
  const { env } = withSecretFiles(given);
  const values = [env.TELEGRAM_BOT_TOKEN, env.TELEGRAM_WEBHOOK_SECRET, env.DISCORD_TOKEN, env.BUTLER_SEAL_KEY];
  for (const url of [env.DATABASE_URL, env.TEST_DATABASE_URL]) {
    if (!url) continue;
    try {
      const password = new URL(url).password;
      if (password) values.push(decodeURIComponent(password), password);
    } catch {
      // not a URL: nothing to take from it
    }
  }
  return values.filter((v): v is string => typeof v === 'string' && v.trim().length >= 6).map((v) => v.trim());
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds the function that censors `secrets` (as written, URL-encoded or JSON-escaped) and the known shapes. */
export function textRedactor(secrets: readonly string[]): (text: string) => string {
  const forms = new Set<string>();
  for (const secret of secrets) {
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  const known = [...forms].filter((f) => f.length >= 6).sort((a, b) => b.length - a.length);
  const knownPattern = known.length ? new RegExp(known.map(escapeRegExp).join('|'), 'g') : null;
  return (text: string) => {
    let out = knownPattern ? text.replace(knownPattern, CENSOR) : text;
    for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
    return out;
  };
}

/** Censors the known shapes and this process's secrets (from its environment) in a string. */
export function redactText(text: string, secrets: readonly string[] = secretsFromEnv(process.env)): string {
  return textRedactor(secrets)(text);
}
