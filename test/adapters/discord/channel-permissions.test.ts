// A channel where the Butler cannot post: the person who typed the command is told so, only them, and the log says
// which permission is missing; nothing is opened there.
import { MessageFlags, PermissionFlagsBits } from 'discord.js';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { alice, bob, CHANNEL_ID, Harness, textOf, THREAD_ID } from './helpers/fake-gateway.ts';

let h: Harness;
afterEach(async () => h?.close());

function capture() {
  const lines: Record<string, any>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

describe('Discord: a channel the Butler cannot post in', () => {
  it('GIVEN the bot may see but not post or embed WHEN an admin runs /newgame THEN an ephemeral notice names the permissions, the log too, and no game opens', async () => {
    const { lines, logger } = capture();
    h = await Harness.start({ logger });
    h.appPermissions = PermissionFlagsBits.ViewChannel;
    const answered = await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    expect(answered.body.data.flags).toBe(MessageFlags.Ephemeral);
    expect(textOf(answered.body)).toContain('«Отправлять сообщения», «Встраивать ссылки»');
    const warning = lines.find((l) => l.msg === 'discord: missing permissions in the channel');
    expect(warning).toMatchObject({ missing: ['SendMessages', 'EmbedLinks'] });
    expect(await h.butler.store.peek(`dc:${CHANNEL_ID}`)).toBeNull();
    expect(textOf((await h.callback(h.slash(alice, 'join'))).body)).toContain('Я не могу вести игру');
    // Showing needs no channel rights: /status is answered as usual.
    expect(textOf((await h.callback(h.slash(alice, 'status'))).body)).toContain('Сейчас игры нет');
  });

  it('GIVEN the bot may post in the channel but not in threads WHEN an admin runs /newgame in a thread THEN the notice names posting in threads', async () => {
    h = await Harness.start();
    h.appPermissions = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks;
    const answered = await h.callback(h.slash(alice, 'newgame', { game: 'craps' }, THREAD_ID));
    expect(textOf(answered.body)).toContain('«Отправлять сообщения в ветках»');
  });

  it('GIVEN the bot is an Administrator of the server WHEN an admin runs /newgame THEN nothing is missing and the game opens', async () => {
    h = await Harness.start();
    h.appPermissions = PermissionFlagsBits.Administrator;
    const answered = await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    expect(textOf(answered.body)).toContain('Открыта игра');
  });
});

describe('Discord: a typed roll where the Butler cannot post', () => {
  it('GIVEN Discord refuses channel posts with Missing Permissions WHEN a player types a roll THEN the log says so with what is needed, no error trace', async () => {
    const { lines, logger } = capture();
    h = await Harness.start({ dice: [3, 4], logger });
    h.server.route((req) =>
      req.method === 'POST' && req.path === `/channels/${CHANNEL_ID}/messages`
        ? { status: 403, body: { message: 'Missing Permissions', code: 50013 } }
        : undefined,
    );
    h.message(bob, 'бросаю кости');
    await h.server.waitFor((rs) => rs.some((r) => r.path === `/channels/${CHANNEL_ID}/messages`));
    await new Promise((r) => setTimeout(r, 100));
    const warning = lines.find((l) => l.msg === 'discord: missing permissions in the channel');
    expect(warning).toMatchObject({ chat: `dc:${CHANNEL_ID}`, discordCode: 50013 });
    expect(warning!.missing ?? warning!.needed).toEqual(expect.arrayContaining(['SendMessages']));
    expect(lines.some((l) => l.msg === 'message not handled')).toBe(false);
  });
});
