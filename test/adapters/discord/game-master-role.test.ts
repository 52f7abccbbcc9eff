// The game-master role (setting admin_role): one per server. Its members run games in every channel and thread of
// that server without Manage Server; others still cannot; another server is not affected; «off» clears it.
import { describe, expect, it, afterEach } from 'vitest';
import { MessageFlags } from 'discord.js';
import {
  alice,
  bob,
  GUILD_ID,
  Harness,
  OTHER_CHANNEL_ID,
  PLAIN_ROLE,
  SECOND_CHANNEL_ID,
  THREAD_ID,
  textOf,
  type FakeUser,
} from './helpers/fake-gateway.ts';
import { CHANNEL_SETTINGS } from '../../../src/commands/settings-keys.ts';
import { guildKey } from '../../../src/adapters/discord/chat-key.ts';

const GM_ROLE = PLAIN_ROLE;
const dana: FakeUser = { id: '700000000000000004', username: 'dana', roles: [GM_ROLE] };

let h: Harness;
afterEach(async () => h?.close());

describe('Discord: a game-master role for the whole server', () => {
  it('GIVEN an admin sets admin_role to a role WHEN a member of that role (no Manage Server) opens and starts a game THEN it works; bob without the role is still refused', async () => {
    h = await Harness.start();
    const set = await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: `<@&${GM_ROLE}>` }));
    expect(textOf(set.body)).toContain(`роль: ${GM_ROLE}`);
    expect(textOf(set.body)).toContain('во всех каналах и ветках этого сервера');

    const refused = await h.callback(h.slash(bob, 'newgame', { game: 'craps' }));
    expect(refused.body.data.flags).toBe(MessageFlags.Ephemeral);
    expect(textOf(refused.body)).toContain('только для админов');

    const opened = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }));
    expect(textOf(opened.body)).toContain('Открыта игра');
    await h.callback(h.press(bob, 'v1|/join'));
    const started = await h.callback(h.slash(dana, 'startgame'));
    expect(textOf(started.body)).toContain('Начинаем');
  });

  it('GIVEN the role is set in channel A WHEN a member of the role runs /newgame in channel B and in a thread of the same server THEN both open; /settings in channel B shows the role', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'settings', { key: 'роль', value: `<@&${GM_ROLE}>` }));

    const inB = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }, SECOND_CHANNEL_ID));
    expect(textOf(inB.body)).toContain('Открыта игра');
    const inThread = await h.callback(h.slash(dana, 'newgame', { game: 'bone_poker' }, THREAD_ID));
    expect(textOf(inThread.body)).toContain('Открыта игра');

    const shown = await h.callback(h.slash(bob, 'settings', {}, SECOND_CHANNEL_ID));
    expect(textOf(shown.body)).toMatch(new RegExp(`роль\\s+${GM_ROLE}`));
  });

  it('GIVEN a typed admin command in channel B WHEN its author holds the role set in channel A THEN it is obeyed too', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: GM_ROLE }));
    h.message(dana, '/newgame craps', SECOND_CHANNEL_ID);
    const [posted] = await h.channelMessage(1, SECOND_CHANNEL_ID);
    expect(textOf(posted.body)).toContain('Открыта игра');
  });

  it('GIVEN the role is set on one server WHEN a member with the same role id runs /newgame on another server THEN refused there', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: `<@&${GM_ROLE}>` }));
    const elsewhere = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }, OTHER_CHANNEL_ID));
    expect(textOf(elsewhere.body)).toContain('только для админов');
    const shown = await h.callback(h.slash(bob, 'settings', {}, OTHER_CHANNEL_ID));
    expect(textOf(shown.body)).toMatch(/роль\s+выкл/);
  });

  it('GIVEN the role is set WHEN an admin sets it to «выкл» in another channel THEN its members are refused everywhere again', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: `<@&${GM_ROLE}>` }));
    const off = await h.callback(h.slash(alice, 'settings', { key: 'роль', value: 'выкл' }, SECOND_CHANNEL_ID));
    expect(textOf(off.body)).toContain('роль: выкл');
    for (const channel of [undefined, SECOND_CHANNEL_ID, THREAD_ID]) {
      const refused = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }, channel));
      expect(textOf(refused.body)).toContain('только для админов');
    }
  });

  it('GIVEN the role is set WHEN someone with neither Manage Server nor the role tries to clear it THEN refused, the role stays', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: `<@&${GM_ROLE}>` }));
    const byBob = await h.callback(h.slash(bob, 'settings', { key: 'admin_role', value: 'off' }));
    expect(textOf(byBob.body)).toContain('только для админов');
    expect((await h.butler.serverSettings.read(guildKey(GUILD_ID))).admin_role).toBe(GM_ROLE);
  });

  it('GIVEN the role is set WHEN a member of the role (no Manage Server) tries to change the role, by slash or typed THEN refused: only the server admins hand it out; other settings they may change', async () => {
    h = await Harness.start();
    await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: `<@&${GM_ROLE}>` }));
    const bySlash = await h.callback(h.slash(dana, 'settings', { key: 'admin_role', value: GUILD_ID }));
    expect(textOf(bySlash.body)).toContain('только для админов');
    h.message(dana, '/settings роль выкл', SECOND_CHANNEL_ID);
    const [typed] = await h.channelMessage(1, SECOND_CHANNEL_ID);
    expect(textOf(typed.body)).toContain('только для админов');
    expect((await h.butler.serverSettings.read(guildKey(GUILD_ID))).admin_role).toBe(GM_ROLE);

    const other = await h.callback(h.slash(dana, 'settings', { key: 'таймаут', value: '5' }));
    expect(textOf(other.body)).toContain('таймаут: 5');
  });

  it('GIVEN a role set in one channel by an older build (kept in that channel) WHEN the server has no role of its own THEN that channel still honours it', async () => {
    h = await Harness.start();
    const key = 'dc:800000000000000010';
    await h.butler.store.transact(key, () => ({
      write: {
        data: JSON.stringify({ schema: 1, settings: { admin_role: GM_ROLE }, lobby: null, game: null, seen: [], answer: null }),
        deadline: null,
      },
      result: null,
    }));
    const opened = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }));
    expect(textOf(opened.body)).toContain('Открыта игра');
  });

  it('GIVEN no admin_role WHEN a member with a role runs /newgame THEN they are refused as not an admin', async () => {
    h = await Harness.start();
    const refused = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }));
    expect(textOf(refused.body)).toContain('только для админов');
  });

  it('GIVEN the admin_role setting WHEN a role mention, a role id, «выкл» or a plain name is typed THEN the role id is kept, «выкл» turns it off, a name is refused', () => {
    const spec = CHANNEL_SETTINGS.find((s) => s.key === 'admin_role')!;
    expect(spec.accept(`<@&${GM_ROLE}>`)).toBe(GM_ROLE);
    expect(spec.accept(GM_ROLE)).toBe(GM_ROLE);
    expect(spec.accept('выкл')).toBe('off');
    expect(spec.accept('@moderators')).toBeNull();
  });
});
