import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../../src/config.ts';

const TOKEN = '123456:ABCdefGHIjklMNOpqrSTUvwxYZ';

describe('Telegram settings in the environment', () => {
  it('GIVEN a webhook URL with its secret WHEN the environment is read THEN webhook mode is accepted', () => {
    const env = parseEnv({
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_WEBHOOK_URL: 'https://example.org/tg',
      TELEGRAM_WEBHOOK_SECRET: 'abc_DEF-123_abc_DEF-123_abc_DEF-123',
      PORT: '8443',
    });
    expect(env).toMatchObject({ TELEGRAM_WEBHOOK_SECRET: 'abc_DEF-123_abc_DEF-123_abc_DEF-123', PORT: 8443 });
  });

  it('GIVEN a webhook without a secret, or a secret Telegram would refuse WHEN read THEN it is refused', () => {
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_URL: 'https://example.org/tg' })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET: required/,
    );
    expect(() =>
      parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_URL: 'https://e.org/tg', TELEGRAM_WEBHOOK_SECRET: 'a b' }),
    ).toThrow(ConfigError);
  });

  it('GIVEN a webhook secret shorter than 32 characters WHEN read THEN the start is refused with a message saying how long and how to make one', () => {
    expect(() =>
      parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_URL: 'https://e.org/tg', TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(31) }),
    ).toThrow(/^TELEGRAM_WEBHOOK_SECRET: must be at least 32 characters.*openssl rand -hex 32/);
    expect(parseEnv({ TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(32) }).TELEGRAM_WEBHOOK_SECRET).toBe('a'.repeat(32));
  });

  it('GIVEN BUTLER_HTTP_HOST WHEN read THEN an address or host name is taken and anything else refused', () => {
    expect(parseEnv({ BUTLER_HTTP_HOST: '0.0.0.0' }).BUTLER_HTTP_HOST).toBe('0.0.0.0');
    expect(parseEnv({ BUTLER_HTTP_HOST: '::' }).BUTLER_HTTP_HOST).toBe('::');
    expect(parseEnv({}).BUTLER_HTTP_HOST).toBeUndefined();
    expect(() => parseEnv({ BUTLER_HTTP_HOST: 'a host' })).toThrow(/^BUTLER_HTTP_HOST:/);
  });

  it('GIVEN a bad token WHEN it is refused THEN the message never repeats it', () => {
    const bad = '123:short-secret-part';
    try {
      parseEnv({ TELEGRAM_BOT_TOKEN: bad });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^TELEGRAM_BOT_TOKEN:/);
      expect((error as Error).message).not.toContain('short-secret-part');
    }
  });
});
