// Secrets from files: each secret variable may instead name a file that holds its value (`TELEGRAM_BOT_TOKEN_FILE=
// /run/secrets/telegram`), as Docker and Kubernetes secrets, systemd's LoadCredential= and most images' `_FILE`
// convention give them — a token then never sits in the environment, where `ps e`, /proc/<pid>/environ and a crash
// dump show it. The files are read at start, wherever the environment is read (config.ts parseEnv), and by the log
// redactor, so a value from a file is censored in every log line like one from the environment.
import { readFileSync } from 'node:fs';

/** The variables that may come from a file, as `<NAME>_FILE`. */
export const SECRET_VARIABLES = ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET', 'DISCORD_TOKEN', 'DATABASE_URL', 'BUTLER_SEAL_KEY'] as const;

export const SECRET_FILE_VARIABLES: readonly string[] = SECRET_VARIABLES.map((name) => `${name}_FILE`);

export interface SecretFiles {
  /** the environment with each `<NAME>_FILE`'s content as `<NAME>` */
  env: NodeJS.ProcessEnv;
  /** one line per variable that could not be read (the file's path named, never its content) */
  problems: string[];
}

/**
 * `env` with every secret given by file read into its variable. The file's content is the value, trailing line
 * breaks and surrounding spaces left out (`echo token > file` adds one). An empty `<NAME>_FILE=` means unset, like
 * every variable here; naming both `<NAME>` and `<NAME>_FILE` is a problem (which one would win is a guess).
 */
export function withSecretFiles(env: NodeJS.ProcessEnv, read: (path: string) => string = (path) => readFileSync(path, 'utf8')): SecretFiles {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`]?.trim();
    if (!path) continue;
    if (env[name]?.trim()) {
      problems.push(`${name}_FILE: ${name} is set too; set one of them`);
      continue;
    }
    try {
      resolved[name] = read(path).trim();
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  return { env: resolved, problems };
}
