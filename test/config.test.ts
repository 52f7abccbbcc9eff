// The environment and the command line: one schema, empty means unset, and values that would be misread are refused
// with a message naming what to type instead.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseCli, parseEnv } from '../src/config.ts';

describe('environment', () => {
  it('GIVEN every variable set to an empty value (as .env templates have) WHEN the environment is read THEN each one counts as unset', () => {
    const env = parseEnv({
      TELEGRAM_BOT_TOKEN: '',
      DISCORD_TOKEN: '',
      DISCORD_APP_ID: '',
      DATABASE_URL: '',
      BUTLER_DB: '',
      BUTLER_OWNER_IDS: '',
      BUTLER_PG_SCHEMA: ' ',
      PORT: '',
      LOG_LEVEL: '',
      BUTLER_DEDUPE_DAYS: '',
      BUTLER_IDLE_DAYS: '',
    });
    expect(env.TELEGRAM_BOT_TOKEN).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BUTLER_DB).toBeUndefined();
    expect(env.BUTLER_OWNER_IDS).toEqual([]);
    expect(env.BUTLER_DEDUPE_DAYS).toBeUndefined();
  });

  it('GIVEN BUTLER_DB= empty WHEN the command line names no --db THEN the default file is used, not an empty path', () => {
    const env = parseEnv({ BUTLER_DB: '' });
    expect(parseCli([], env).db).toBe('./data/butler.sqlite');
    expect(parseCli([], parseEnv({ BUTLER_DB: '/srv/b.sqlite' })).db).toBe('/srv/b.sqlite');
    expect(parseCli(['--db', 'x.sqlite'], parseEnv({ BUTLER_DB: '/srv/b.sqlite' })).db).toBe('x.sqlite');
  });

  it('GIVEN BUTLER_OWNER_IDS WHEN the environment is read THEN numbers with commas or spaces are taken, and a name or a stray word refuses the start naming the variable', () => {
    expect(parseEnv({ BUTLER_OWNER_IDS: '123, 456 789' }).BUTLER_OWNER_IDS).toEqual(['123', '456', '789']);
    for (const bad of ['alice', '123,@bob', '12;34', '-5']) {
      expect(() => parseEnv({ BUTLER_OWNER_IDS: bad })).toThrow(ConfigError);
      expect(() => parseEnv({ BUTLER_OWNER_IDS: bad })).toThrow(/BUTLER_OWNER_IDS.*numeric user ids/);
    }
  });

  it('GIVEN retention days WHEN the environment is read THEN whole numbers are taken and anything else is refused', () => {
    expect(parseEnv({ BUTLER_DEDUPE_DAYS: '14', BUTLER_IDLE_DAYS: '60' })).toMatchObject({
      BUTLER_DEDUPE_DAYS: 14,
      BUTLER_IDLE_DAYS: 60,
    });
    expect(() => parseEnv({ BUTLER_IDLE_DAYS: '0' })).toThrow(/BUTLER_IDLE_DAYS/);
    expect(() => parseEnv({ BUTLER_DEDUPE_DAYS: '1.5' })).toThrow(/BUTLER_DEDUPE_DAYS/);
  });

  it('GIVEN BUTLER_HTTP_PER_ADDRESS WHEN the environment is read THEN a number of sockets up to the server’s 256 is taken, anything else refused', () => {
    expect(parseEnv({ BUTLER_HTTP_PER_ADDRESS: '200' }).BUTLER_HTTP_PER_ADDRESS).toBe(200);
    for (const bad of ['0', '257', 'many', '1.5']) expect(() => parseEnv({ BUTLER_HTTP_PER_ADDRESS: bad })).toThrow(/BUTLER_HTTP_PER_ADDRESS/);
  });
});

describe('command line', () => {
  const env = parseEnv({});

  it('GIVEN --dice with decimals, exponents or hex WHEN the command line is read THEN it is refused: whole numbers 1..6 only', () => {
    for (const bad of ['1.0,2', '2e0', '0x3', '7', '0', '', ' , ']) {
      expect(() => parseCli(['--dice', bad], env), bad).toThrow(/--dice: .*whole numbers 1\.\.6/);
    }
    expect(parseCli(['--dice', '3, 4,6'], env).dice).toEqual([3, 4, 6]);
  });

  it('GIVEN --admins naming nobody (empty or only commas) WHEN the command line is read THEN start is refused; without the flag everyone is an admin', () => {
    expect(() => parseCli(['--admins', ''], env)).toThrow(/--admins: names nobody/);
    expect(() => parseCli(['--admins', ' , '], env)).toThrow(/--admins: names nobody/);
    expect(parseCli(['--admins', 'alice, bob'], env).admins).toEqual(['alice', 'bob']);
    expect(parseCli([], env).admins).toBeNull();
  });
});

describe('--bot-delay', () => {
  const env = parseEnv({});

  it('GIVEN --bot-delay 0 WHEN the command line is read THEN bots move at once; without the flag the chats’ bot_delay applies', () => {
    expect(parseCli(['--bot-delay', '0'], env).botDelay).toBe(0);
    expect(parseCli([], env).botDelay).toBeNull();
  });

  it('GIVEN a --bot-delay that is not whole seconds WHEN the command line is read THEN it stops with a one-line explanation', () => {
    expect(() => parseCli(['--bot-delay', 'soon'], env)).toThrow(ConfigError);
    expect(() => parseCli(['--bot-delay', '-1'], env)).toThrow(/--bot-delay/);
  });
});

describe('every problem at once', () => {
  it('GIVEN several bad variables and a missing companion WHEN the environment is read THEN one error lists each, one line each', () => {
    try {
      parseEnv({ BUTLER_IDLE_DAYS: '0', LOG_LEVEL: 'loud', PORT: 'x', DISCORD_TOKEN: 'a'.repeat(30) });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0])).toEqual(expect.arrayContaining(['BUTLER_IDLE_DAYS', 'LOG_LEVEL', 'PORT', 'DISCORD_APP_ID']));
      expect(problems).toHaveLength(4);
      expect((error as Error).message.split('\n')).toEqual(problems);
    }
  });

  it('GIVEN several bad flags WHEN the command line is read THEN each is named', () => {
    try {
      parseCli(['--dice', '9', '--seed', 'x', '--what', '--lang', 'fr', '--admins', ''], parseEnv({}));
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0])).toEqual(['--what', '--dice', '--seed', '--lang', '--admins']);
    }
  });
});
