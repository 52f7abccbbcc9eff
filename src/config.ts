// Environment and command-line settings, validated with zod at start. A bad value stops the program with a one-line
// explanation that names the variable but never prints a token.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseDiceList } from './dice/scripted-dice.ts';
import { isLanguage, LANGUAGES, type Language } from './core/language.ts';
import { SECRET_FILE_VARIABLES, withSecretFiles } from './config-secret-files.ts';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A whole number of days, 1..3650 (the message is prefixed with the variable's name, as every issue is). */
function wholeDays() {
  return z
    .string()
    .regex(/^\d{1,4}$/, 'a whole number of days, e.g. 7')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3650, '1..3650 days');
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
  BUTLER_DEDUPE_DAYS: optionalText.pipe(wholeDays().optional()),
  /** days after which a chat with no lobby, no game and no settings is forgotten (default 30) */
  BUTLER_IDLE_DAYS: optionalText.pipe(wholeDays().optional()),
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
  /**
   * how many sockets one address (an IPv6 /64) may hold open on that server; default 32 of its 256. Behind a reverse
   * proxy every client has the proxy's address: raise it there and let the proxy limit each client
   */
  BUTLER_HTTP_PER_ADDRESS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a number of sockets')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 256, 'must be 1..256 (the server holds at most 256 sockets)')
      .optional(),
  ),
  /** where people reach that server (the links /game and the game-over reply write); unset = no links (web/public-url.ts) */
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

/**
 * What is wrong with the configuration: every problem found, one line each (`problems`), so that an operator fixes
 * them all in one go instead of one per start. The message is those lines.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.problems = list;
  }
}

/**
 * The variables the Butler reads: the schema's keys and the few read outside it (the bundler's switches, the
 * deployment check). What a look-alike name is compared with (config-lookalikes.ts).
 */
export const KNOWN_VARIABLES: readonly string[] = [...Object.keys(envSchema.shape), ...SECRET_FILE_VARIABLES, 'BUTLER_BUNDLE', 'BUTLER_BUNDLE_DEBUG', 'BUTLER_DEPLOY_CHECK'];

/**
 * The shapes of values that only one variable of ours holds: a variable set to such a value under another name, while
 * ours is unset, was meant as ours (config-lookalikes.ts: POSTGRES_URL=postgres://… for DATABASE_URL).
 */
export const VALUE_SHAPES: Readonly<Record<string, RegExp>> = {
  DATABASE_URL: /^postgres(ql)?:\/\//,
  TELEGRAM_BOT_TOKEN: /^\d+:[\w-]{20,}$/,
};

/** The SQLite file when neither --db nor BUTLER_DB names one. */
export const DEFAULT_SQLITE_FILE = './data/butler.sqlite';

export function parseEnv(given: NodeJS.ProcessEnv): Env {
  // secrets named by file (TELEGRAM_BOT_TOKEN_FILE, …) are read first, then checked as if they had been set
  const { env, problems: fileProblems } = withSecretFiles(given);
  const parsed = envSchema.safeParse(env);
  // zod checks every key, so one pass gives every bad value; the rules between variables are checked on what it read
  const problems = [...fileProblems, ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))];
  const read = parsed.success ? parsed.data : null;
  const present = (name: keyof Env) => (read ? Boolean(read[name]) : Boolean(env[name]?.trim()));
  if (present('TELEGRAM_WEBHOOK_URL') && !present('TELEGRAM_WEBHOOK_SECRET')) {
    problems.push('TELEGRAM_WEBHOOK_SECRET: required when TELEGRAM_WEBHOOK_URL is set (32-256 random characters of A-Za-z0-9_-, e.g. from `openssl rand -hex 32`)');
  }
  if (present('DISCORD_TOKEN') && !present('DISCORD_APP_ID')) {
    problems.push('DISCORD_APP_ID: required when DISCORD_TOKEN is set (Developer Portal → General Information)');
  }
  if (problems.length > 0 || !read) throw new ConfigError(problems);
  return read;
}

/**
 * The command line. Defaults that the environment may set (BUTLER_DB) come from `env`, the validated environment:
 * nothing here reads process.env, so an empty `BUTLER_DB=` means unset exactly as the schema says.
 */
export function parseCli(argv: string[], env: Pick<Env, 'BUTLER_DB'>): CliOptions {
  const problems: string[] = [];
  let values: ReturnType<typeof readFlags>;
  try {
    values = readFlags(argv, true);
  } catch {
    // Not strict: every unknown flag, stray word and flag without its value is named, not only the first.
    values = readFlags(argv, false);
    problems.push(...flagProblems(argv));
  }
  let dice: number[] | null = null;
  if (values.dice !== undefined) {
    dice = parseDiceList(values.dice);
    if (!dice) problems.push('--dice: a comma-separated list of whole numbers 1..6, e.g. --dice 3,4,6,1');
  }
  let seed: number | null = null;
  if (values.seed !== undefined) {
    if (!/^\d{1,15}$/.test(values.seed)) problems.push('--seed: a whole number, e.g. --seed 42');
    else if (values.dice !== undefined) problems.push('--seed and --dice: choose one');
    else seed = Number(values.seed);
  }
  let botDelay: number | null = null;
  if (values['bot-delay'] !== undefined) {
    if (!/^\d{1,2}$/.test(values['bot-delay'])) problems.push('--bot-delay: whole seconds 0..60, e.g. --bot-delay 0');
    else botDelay = Math.min(Number(values['bot-delay']), 60);
  }
  let lang: Language | null = null;
  if (values.lang !== undefined) {
    if (!isLanguage(values.lang)) problems.push(`--lang: one of ${LANGUAGES.join(', ')}, e.g. --lang uk`);
    else lang = values.lang;
  }
  let admins: string[] | null = null;
  try {
    admins = parseAdmins(values.admins);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    lang,
    botDelay,
    dice,
    seed,
    ids: values.ids ?? false,
    json: values.json ?? false,
    db: values.db || env.BUTLER_DB || DEFAULT_SQLITE_FILE,
    memory: values.memory ?? false,
    admins,
    console: values.console ?? false,
    images: values.images ?? null,
  };
}

const FLAGS = {
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
} as const;

function readFlags(argv: string[], strict: boolean) {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict, allowPositionals: !strict });
  // (not strict, a flag of ours given without its value reads as `true`; the problem is named by flagProblems)
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  return {
    dice: text(values.dice),
    seed: text(values.seed),
    ids: flag(values.ids),
    json: flag(values.json),
    db: text(values.db),
    memory: flag(values.memory),
    admins: text(values.admins),
    console: flag(values.console),
    'bot-delay': text(values['bot-delay']),
    images: text(values.images),
    lang: text(values.lang),
  };
}

/** Every word of the command line that a strict parse refuses, one line each. */
function flagProblems(argv: string[]): string[] {
  const problems: string[] = [];
  const { tokens } = parseArgs({ args: argv, options: FLAGS, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') problems.push(`${token.value}: not an option (see npx butler --help)`);
    if (token.kind !== 'option') continue;
    const known = Object.hasOwn(FLAGS, token.name) ? FLAGS[token.name as keyof typeof FLAGS] : null;
    if (!known) problems.push(`${token.rawName}: unknown option (see npx butler --help)`);
    else if (known.type === 'string' && token.value === undefined) problems.push(`${token.rawName}: needs a value`);
    else if (known.type === 'boolean' && token.value !== undefined) problems.push(`${token.rawName}: takes no value`);
  }
  return problems;
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

/**
 * The environment and the command line read together, as a start and `npx butler check` read them: each (null when it
 * is wrong) and every problem of both, so that all are said at once. With a bad environment the command line's
 * defaults are read against an empty one (they read BUTLER_DB).
 */
export function readEnvAndCli(argv: string[], given: NodeJS.ProcessEnv): { env: Env | null; cli: CliOptions | null; problems: string[] } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return null;
    }
  };
  const env = attempt(() => parseEnv(given));
  const cli = attempt(() => parseCli(argv, env ?? { BUTLER_DB: undefined }));
  return { env, cli, problems };
}

/** The environment, or what is wrong with it as one message (a subcommand prints it and exits 2). */
export function envOrProblem(given: NodeJS.ProcessEnv): { env: Env } | { problem: string } {
  try {
    return { env: parseEnv(given) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { problem: error.message };
  }
}
