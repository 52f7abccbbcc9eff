// Command-line flags of the console that concern computer players.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseCli } from '../src/config.ts';

describe('--bot-delay', () => {
  it('GIVEN --bot-delay 0 THEN bots move at once; without the flag the chats’ bot_delay applies', () => {
    expect(parseCli(['--bot-delay', '0']).botDelay).toBe(0);
    expect(parseCli([]).botDelay).toBeNull();
  });

  it('GIVEN a value that is not whole seconds THEN it stops with a one-line explanation', () => {
    expect(() => parseCli(['--bot-delay', 'soon'])).toThrow(ConfigError);
    expect(() => parseCli(['--bot-delay', '-1'])).toThrow(/--bot-delay/);
  });
});
