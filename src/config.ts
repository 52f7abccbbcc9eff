// Environment and command-line settings, validated with zod at start. A bad value stops the program with a one-line
// explanation that names the variable but never prints a token.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseDiceList } from './dice/scripted-dice.ts';
import { isLanguage, LANGUAGES, type Language } from './core/language.ts';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A whole number of days, 1..3650. */
function wholeDays(name: string) {
  return z
    .string()
    .regex(/^\d{1,4}$/, `${name}: a whole number of days, e.g. 7`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3650, `${name}: 1..3650 days`);
}

const envSchema = z.object({
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'must look like 123456:ABC-DEF… (from @BotFather)')
      .optional(),
  ),
  TELEGRAM_API_ROOT: optionalText.pipe(z.url().optional()),
  TELEGRAM_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  /** at least 32 characters: the one thing that tells Telegram's requests from anyone else's */
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]*$/, 'must be A-Z, a-z, 0-9, _ and - only (Telegram secret_token)')
      .min(32, 'must be at least 32 characters, so that it cannot be guessed: e.g. from `openssl rand -hex 32`')
      .max(256, 'must be at most 256 characters (Telegram secret_token)')
      .optional(),
  ),
  /** a move older than this many minutes when it arrives (it waited while the bot was down) is not applied; 0 = off */
  TELEGRAM_STALE_MOVE_MINUTES: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of minutes (0 = apply moves of any age)')
      .transform(Number)
      .optional(),
  ),
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, 'must be a port number 1..65535')
      .optional(),
  ),
  DISCORD_TOKEN: optionalText.pipe(z.string().min(20, 'looks too short for a Discord bot token').optional()),
  DISCORD_APP_ID: optionalText.pipe(z.string().regex(/^\d{5,25}$/, 'must be the numeric application id').optional()),
  DISCORD_GUILD_ID: optionalText.pipe(z.string().regex(/^\d{5,25}$/, 'must be a numeric guild id').optional()),
  DISCORD_SHARDS: optionalText.pipe(
    z
      .union([z.literal('auto'), z.string().regex(/^[1-9]\d{0,4}$/, "must be 'auto' or a number of shards").transform(Number)])
      .optional(),
  ),
  DISCORD_API_ROOT: optionalText.pipe(z.url().optional()),
  /** `npm start` publishes changed slash commands itself; 'off' leaves it to `npm run deploy-commands` */
  DISCORD_DEPLOY_COMMANDS: optionalText.pipe(z.enum(['on', 'off']).optional()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  /** the PostgreSQL schema that holds Butler's tables (created if missing); default: the connection's search_path */
  BUTLER_PG_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be lower-case letters, digits and _ (a PostgreSQL schema name)')
      .optional(),
  ),
  /** the SQLite file when --db is not given (an empty value means unset, like every variable here) */
  BUTLER_DB: optionalText,
  /** Telegram or Discord user ids (digits), comma- or space-separated */
  BUTLER_OWNER_IDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,25}(?:[\s,]+\d{1,25})*[\s,]*$/, 'must be numeric user ids separated by commas, e.g. 123456789,987654321')
      .optional(),
  ).transform((v) => (v ? v.split(/[\s,]+/).filter(Boolean) : [])),
  /** days an applied update id is remembered, so that a re-delivery is never applied twice (default 7) */
  BUTLER_DEDUPE_DAYS: optionalText.pipe(wholeDays('BUTLER_DEDUPE_DAYS').optional()),
  /** days after which a chat with no lobby, no game and no settings is forgotten (default 30) */
  BUTLER_IDLE_DAYS: optionalText.pipe(wholeDays('BUTLER_IDLE_DAYS').optional()),
  LOG_LEVEL: optionalText.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  /** where docs/verify.html is served; /game links to it with the record in the URL fragment */
  BUTLER_VERIFY_URL: optionalText.pipe(z.url().optional()),
  /** the Butler's own web server (src/web): the verify page, game pages, leaderboards; unset = no server */
  BUTLER_HTTP_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, 'must be a port number 1..65535')
      .optional(),
  ),
  /** the address that server (and the Telegram webhook's) listens on; default 127.0.0.1, 0.0.0.0 = every interface */
  BUTLER_HTTP_HOST: optionalText.pipe(
    z
      .union([z.ipv4(), z.ipv6(), z.string().regex(/^[A-Za-z0-9]([A-Za-z0-9.-]{0,252}[A-Za-z0-9])?$/)], {
        error: 'must be an IP address or a host name, e.g. 0.0.0.0 (every interface) or 127.0.0.1',
      })
      .optional(),
  ),
  /** where people reach that server (the links /game and the game-over reply write); default http://localhost:PORT */
  BUTLER_PUBLIC_URL: optionalText.pipe(z.url().regex(/^https?:\/\//, 'must start with http:// or https://').optional()),
  /** 64 hex digits: running games' dice secrets are stored encrypted with it (docs/fair-dice.md); unset = plain */
  BUTLER_SEAL_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits, e.g. from `openssl rand -hex 32`')
      .optional(),
  ),
  /** game records older than this many days are deleted (statistics stay); unset = keep for ever */
  BUTLER_RECORDS_KEEP_DAYS: optionalText.pipe(
    z.string().regex(/^[1-9]\d{0,5}$/, 'must be a whole number of days').transform(Number).optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface CliOptions {
  dice: number[] | null;
  /** seeded dice (reproducible runs): null = fair crypto dice */
  seed: number | null;
  /** every console line starts with its update id: `<id> name: text` */
  ids: boolean;
  json: boolean;
  db: string;
  memory: boolean;
  /** null = everyone in the console is an admin */
  admins: string[] | null;
  /** force the console even when platform tokens are set */
  console: boolean;
  /** --bot-delay N: seconds computer players wait before a move, overriding every chat's bot_delay (0 for scripts) */
  botDelay: number | null;
  /** console: write reply pictures as PNG files into this folder and print their paths (null = no pictures) */
  images: string | null;
  /** --lang ru|uk|en: the language of every console room whose admins have not set one (null = Russian) */
  lang: Language | null;
}

export interface Config {
  env: Env;
  cli: CliOptions;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const result = parsed.data;
  if (result.TELEGRAM_WEBHOOK_URL && !result.TELEGRAM_WEBHOOK_SECRET) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET: required when TELEGRAM_WEBHOOK_URL is set (32-256 random characters of A-Za-z0-9_-, e.g. from `openssl rand -hex 32`)');
  }
  if (result.DISCORD_TOKEN && !result.DISCORD_APP_ID) {
    throw new ConfigError('DISCORD_APP_ID: required when DISCORD_TOKEN is set (Developer Portal → General Information)');
  }
  return result;
}

/**
 * The command line. Defaults that the environment may set (BUTLER_DB) come from `env`, the validated environment:
 * nothing here reads process.env, so an empty `BUTLER_DB=` means unset exactly as the schema says.
 */
export function parseCli(argv: string[], env: Pick<Env, 'BUTLER_DB'>): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        dice: { type: 'string' },
        seed: { type: 'string' },
        ids: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        db: { type: 'string' },
        memory: { type: 'boolean', default: false },
        admins: { type: 'string' },
        console: { type: 'boolean', default: false },
        'bot-delay': { type: 'string' },
        images: { type: 'string' },
        lang: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let dice: number[] | null = null;
  if (values.dice !== undefined) {
    dice = parseDiceList(values.dice);
    if (!dice) throw new ConfigError('--dice: a comma-separated list of whole numbers 1..6, e.g. --dice 3,4,6,1');
  }
  let seed: number | null = null;
  if (values.seed !== undefined) {
    if (!/^\d{1,15}$/.test(values.seed)) throw new ConfigError('--seed: a whole number, e.g. --seed 42');
    if (dice) throw new ConfigError('--seed and --dice: choose one');
    seed = Number(values.seed);
  }
  let botDelay: number | null = null;
  if (values['bot-delay'] !== undefined) {
    if (!/^\d{1,2}$/.test(values['bot-delay'])) throw new ConfigError('--bot-delay: whole seconds 0..60, e.g. --bot-delay 0');
    botDelay = Math.min(Number(values['bot-delay']), 60);
  }
  let lang: Language | null = null;
  if (values.lang !== undefined) {
    if (!isLanguage(values.lang)) throw new ConfigError(`--lang: one of ${LANGUAGES.join(', ')}, e.g. --lang uk`);
    lang = values.lang;
  }
  return {
    lang,
    botDelay,
    dice,
    seed,
    ids: values.ids ?? false,
    json: values.json ?? false,
    db: values.db || env.BUTLER_DB || './data/butler.sqlite',
    memory: values.memory ?? false,
    admins: parseAdmins(values.admins),
    console: values.console ?? false,
    images: values.images ?? null,
  };
}

/**
 * `--admins a,b`: the console users who are admins; without the flag everyone is one. A list that names nobody
 * (`--admins ''`, `--admins ' , '`, often an unset shell variable) is refused rather than guessed at: it could mean
 * "everyone" or "nobody", and either guess surprises someone.
 */
function parseAdmins(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const names = raw.split(',').map((a) => a.trim()).filter(Boolean);
  if (names.length === 0) {
    throw new ConfigError("--admins: names nobody; list the admins (--admins alice,bob) or leave the flag out so that everyone is one");
  }
  return names;
}
