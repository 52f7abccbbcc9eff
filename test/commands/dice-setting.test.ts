// The `dice` setting (issue 44): Telegram and the console only, refused plainly in Discord, shown in /settings.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';

const butler = () => new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([]), logger: silentLogger });
const say = async (b: Butler, chat: string, text: string) =>
  toPlain((await b.handle({ chat, user: { id: 'u1', name: 'Ann' }, text, isAdmin: () => true }))!.rich);

describe('the dice setting', () => {
  it('GIVEN a Discord channel WHEN an admin sets dice telegram THEN refused clearly and not listed', async () => {
    const b = butler();
    expect(await say(b, 'dc:42', '/settings dice telegram')).toMatch(/только в Telegram/);
    expect(await say(b, 'dc:42', '/settings')).not.toMatch(/кости/);
  });

  it('GIVEN a Telegram chat WHEN /settings THEN the dice setting is listed, and set in any language’s words', async () => {
    const b = butler();
    expect(await say(b, 'tg:-1001', '/settings')).toMatch(/кости/);
    expect(await say(b, 'tg:-1001', '/settings кости телеграм')).toMatch(/telegram/);
    expect(await say(b, 'tg:-1001', '/settings dice')).toMatch(/telegram/);
    // and /rules says who throws
    expect(await say(b, 'tg:-1001', '/rules крэпс')).toMatch(/Кости — Telegram/);
    expect(await say(b, 'tg:-1002', '/rules крэпс')).not.toMatch(/Кости — Telegram/);
  });
});
