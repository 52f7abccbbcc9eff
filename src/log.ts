// pino JSON logs (pretty on a terminal). Tokens never reach a log line: the known secret fields are redacted and
// adapters never log the config object itself.
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level?: string; pretty?: boolean; destination?: number } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  const redact = {
    paths: ['token', '*.token', 'config.*', 'headers.authorization', '*.headers.authorization', 'DATABASE_URL'],
    censor: '[redacted]',
  };
  if (options.pretty) {
    return pino({
      level,
      redact,
      transport: { target: 'pino-pretty', options: { destination: options.destination ?? 2, colorize: true } },
    });
  }
  return pino({ level, redact }, pino.destination(options.destination ?? 2));
}

/** A logger that writes nothing (tests, benchmark). */
export const silentLogger: Logger = pino({ level: 'silent' });
