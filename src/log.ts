// pino JSON logs (pretty on a terminal). Secrets never reach a log line: pino's `redact` removes the fields known to
// hold one, and every finished line passes through a redactor that censors the deployment's own secret values and
// anything shaped like a token or a URL password (see log-redact.ts) — in messages, URLs, paths and error stacks.
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACT_PATHS, secretsFromEnv, textRedactor } from './log-redact.ts';

export type { Logger };

export interface LoggerOptions {
  level?: string;
  pretty?: boolean;
  /** file descriptor to write to; default 2 (stderr) */
  destination?: number;
  /** write the (redacted) lines here instead, e.g. to capture them in a test */
  stream?: { write(line: string): unknown };
  /** secret values to censor besides the ones in the environment */
  secrets?: readonly string[];
  /**
   * Short lines for people (the console): `butler: warning: <message> (<error>)`, no JSON, no fields — the console
   * speaks to whoever types in it, who needs what happened and not the process's bookkeeping.
   */
  human?: boolean;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  const redact = { paths: REDACT_PATHS, censor: '[redacted]' };
  const clean = textRedactor([...secretsFromEnv(process.env), ...(options.secrets ?? [])]);
  const target = options.stream ?? pino.destination({ dest: options.destination ?? 2, sync: true });
  const pretty = options.human ? humanLine : options.pretty ? prettifier() : null;
  const stream: DestinationStream = {
    write(line: string) {
      const safe = clean(line);
      target.write(pretty ? pretty(safe) : safe);
    },
  };
  return pino({ level, redact }, stream);
}

/** pino-pretty, loaded only for a terminal: a piped console or a service starts without it. */
function prettifier(): (line: string) => string {
  const require = createRequire(import.meta.url);
  const { prettyFactory } = require('pino-pretty') as typeof import('pino-pretty');
  return prettyFactory({ colorize: true });
}

const LEVEL_WORDS: Record<number, string> = { 10: 'trace: ', 20: 'debug: ', 30: '', 40: 'warning: ', 50: 'error: ', 60: 'error: ' };

/** One pino JSON line as a person reads it: `butler: warning: message (the error's message)`. */
export function humanLine(line: string): string {
  let entry: { level?: number; msg?: unknown; err?: { message?: unknown } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return line;
  }
  const error = typeof entry.err?.message === 'string' ? ` (${entry.err.message})` : '';
  return `butler: ${LEVEL_WORDS[entry.level ?? 30] ?? ''}${String(entry.msg ?? '')}${error}\n`;
}

/** A logger that writes nothing (tests, benchmark). */
export const silentLogger: Logger = pino({ level: 'silent' });
