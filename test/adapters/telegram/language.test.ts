// The chat's language from Telegram: the app language (language_code) of the first admin who speaks to the Butler
// in the group; a player's does not count, and another admin's later one changes nothing.
import { describe, expect, it } from 'vitest';
import type { Update } from 'grammy/types';
import { alice, bob, fakeTelegram, GROUP, nowSeconds, type ApiCall } from './fake-telegram.ts';

const text = (call: ApiCall) => call.payload.text as string;

let updateNo = 90_000;
function message(from: object, body: string): Update {
  return {
    update_id: updateNo++,
    message: {
      message_id: updateNo,
      date: nowSeconds(),
      chat: { id: GROUP, type: 'supergroup', title: 'Кості' },
      from,
      text: body,
      entities: [{ type: 'bot_command', offset: 0, length: body.split(' ')[0].length }],
    },
  } as unknown as Update;
}

describe('Telegram: the language of a group', () => {
  it('GIVEN a group WHEN a player with an English app, then an admin with a Ukrainian one, use /settings THEN the group is spoken to in Ukrainian', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator', [bob.id]: 'member' } });
    await tg.handle(message({ ...bob, language_code: 'en' }, '/settings'));
    expect(text(tg.sent(true)[0])).toContain('Настройки этого чата');
    await tg.handle(message({ ...alice, language_code: 'uk' }, '/settings'));
    expect(text(tg.sent(true)[0])).toContain('Налаштування цього чату');
    await tg.handle(message({ ...bob, language_code: 'en' }, '/settings'));
    expect(text(tg.sent(true)[0])).toContain('Налаштування цього чату');
  });

  it('GIVEN the first admin’s app is in German WHEN they and then an English admin use /settings THEN the group stays Russian', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator', [bob.id]: 'administrator' } });
    await tg.handle(message({ ...alice, language_code: 'de' }, '/settings'));
    expect(text(tg.sent(true)[0])).toContain('Настройки этого чата');
    await tg.handle(message({ ...bob, language_code: 'en' }, '/settings'));
    expect(text(tg.sent(true)[0])).toContain('Настройки этого чата');
  });

  it('GIVEN an admin with an English app WHEN they set /settings language ukrainian THEN it wins over the app language', async () => {
    const tg = fakeTelegram({ members: { [alice.id]: 'administrator' } });
    await tg.handle(message({ ...alice, language_code: 'en' }, '/settings'));
    expect(text(tg.sent(true)[0])).toContain('Settings for this chat');
    await tg.handle(message({ ...alice, language_code: 'en' }, '/settings language ukrainian'));
    expect(text(tg.sent(true)[0])).toContain('мова: українська');
  });
});
