// The channel setting bot_delay: seconds a computer player waits before each move.
import { afterEach, describe, expect, it } from 'vitest';
import { settingByKey } from '../../src/commands/settings-keys.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('bot_delay', () => {
  it('GIVEN the bot_delay setting (also пауза_бота) WHEN a value is checked THEN whole seconds 0…60 are accepted, 2 by default; anything else is not', () => {
    const spec = settingByKey('bot_delay')!;
    expect(spec.default).toBe('2');
    expect(spec.accept('0')).toBe('0');
    expect(spec.accept('60')).toBe('60');
    expect(spec.accept('61')).toBeNull();
    expect(spec.accept('быстро')).toBeNull();
    expect(settingByKey('пауза_бота')).toBe(spec);
  });

  it('GIVEN an admin WHEN /settings bot_delay 5 THEN it is stored and shown; a bad value is refused with the allowed ones', async () => {
    chat = await makeChat({ admins: ['alice'] });
    await chat.say('alice', '/settings bot_delay 5');
    expect((await chat.say('alice', '/settings'))?.text).toMatch(/пауза_бота[^\n]*5/);
    const bad = await chat.say('alice', '/settings bot_delay 100');
    expect(bad?.text).toContain('0…60');
  });
});
