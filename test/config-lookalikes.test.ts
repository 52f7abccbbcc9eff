// A variable that is not ours but looks like one of our names is pointed at the right one; other programs'
// variables are left alone.
import { describe, expect, it } from 'vitest';
import { lookalikeVariables } from '../src/config-lookalikes.ts';
import { KNOWN_VARIABLES, VALUE_SHAPES } from '../src/config.ts';

const meant = (env: Record<string, string>) => Object.fromEntries(lookalikeVariables(env, KNOWN_VARIABLES, VALUE_SHAPES).map((l) => [l.found, l.meant]));

describe('look-alike variables', () => {
  it('GIVEN a word too many or too few, a typo, a swapped word or a plural THEN the Butler\'s name is named', () => {
    expect(
      meant({
        TELEGRAM_TOKEN: 'x',
        DISCORD_BOT_TOKEN: 'x',
        BUTLER_HTTP_PORTS: '1',
        TELEGRAM_BOT_TOKNE: 'x',
        BUTLR_DB: 'x',
        BUTLER_SEALKEY: 'x',
        LOGLEVEL: 'x',
        DISCORD_APPLICATION_ID: 'x',
        TELEGRAM_WEBHOOK: 'x',
      }),
    ).toEqual({
      TELEGRAM_TOKEN: 'TELEGRAM_BOT_TOKEN',
      DISCORD_BOT_TOKEN: 'DISCORD_TOKEN',
      BUTLER_HTTP_PORTS: 'BUTLER_HTTP_PORT',
      TELEGRAM_BOT_TOKNE: 'TELEGRAM_BOT_TOKEN',
      BUTLR_DB: 'BUTLER_DB',
      BUTLER_SEALKEY: 'BUTLER_SEAL_KEY',
      LOGLEVEL: 'LOG_LEVEL',
      DISCORD_APPLICATION_ID: 'DISCORD_APP_ID',
      TELEGRAM_WEBHOOK: 'TELEGRAM_WEBHOOK_URL',
    });
  });

  it('GIVEN the names an operator tried (issue 52) THEN each points at the name that shares its distinctive words, not at one that merely looks short', () => {
    expect(
      meant({
        BUTLER_PORT: '8080',
        BUTLER_DATABASE_URL: 'x',
        BUTLER_LOG_LEVEL: 'debug',
        BUTLER_TELEGRAM_BOT_TOKEN: 'x',
      }),
    ).toEqual({
      BUTLER_PORT: 'BUTLER_HTTP_PORT',
      BUTLER_DATABASE_URL: 'DATABASE_URL',
      BUTLER_LOG_LEVEL: 'LOG_LEVEL',
      BUTLER_TELEGRAM_BOT_TOKEN: 'TELEGRAM_BOT_TOKEN',
    });
  });

  it('GIVEN a value shaped like DATABASE_URL\'s under another name THEN it is DATABASE_URL while that is unset, and nothing once it is set', () => {
    expect(meant({ POSTGRES_URL: 'postgres://butler@db:5432/butler' })).toEqual({ POSTGRES_URL: 'DATABASE_URL' });
    expect(meant({ POSTGRES_URL: 'postgres://butler@db:5432/butler', DATABASE_URL: 'postgres://butler@db:5432/butler' })).toEqual({});
  });

  it('GIVEN our own names and the usual variables of a shell, a container or another program THEN nothing is said', () => {
    const env: Record<string, string> = { TELEGRAM_BOT_TOKEN: 'x', BUTLER_DB: 'x', PORT: '1', BUTLER_BUNDLE: 'off' };
    for (const name of ['PATH', 'HOME', 'PWD', 'HOST', 'HOSTNAME', 'LANG', 'TERM', 'NODE_ENV', 'PGUSER', 'PGHOST', 'DATABASE_HOST', 'REDIS_URL', 'POSTGRES_USER', 'PG_PORT', 'SHADOW_HOST', 'LOGNAME', 'USER', 'SHLVL', 'TZ', 'npm_config_cache']) env[name] = 'x';
    expect(meant(env)).toEqual({});
  });
});
