// The game-master role (setting admin_role): its members run games without Manage Server; others still cannot.
import { describe, expect, it, afterEach } from 'vitest';
import { MessageFlags } from 'discord.js';
import { alice, bob, Harness, PLAIN_ROLE, textOf, type FakeUser } from './helpers/fake-gateway.ts';
import { CHANNEL_SETTINGS } from '../../../src/commands/settings-keys.ts';

const GM_ROLE = PLAIN_ROLE;
const dana: FakeUser = { id: '700000000000000004', username: 'dana', roles: [GM_ROLE] };

let h: Harness;
afterEach(async () => h?.close());

describe('Discord: a game-master role', () => {
  it('GIVEN an admin sets admin_role to a role WHEN a member of that role (no Manage Server) opens and starts a game THEN it works; bob without the role is still refused', async () => {
    h = await Harness.start();
    const set = await h.callback(h.slash(alice, 'settings', { key: 'admin_role', value: `<@&${GM_ROLE}>` }));
    expect(textOf(set.body)).toContain(`роль: ${GM_ROLE}`);

    const refused = await h.callback(h.slash(bob, 'newgame', { game: 'craps' }));
    expect(refused.body.data.flags).toBe(MessageFlags.Ephemeral);
    expect(textOf(refused.body)).toContain('только для админов');

    const opened = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }));
    expect(textOf(opened.body)).toContain('Открыта игра');
    await h.callback(h.press(bob, 'b:1:/join'));
    const started = await h.callback(h.slash(dana, 'startgame'));
    expect(textOf(started.body)).toContain('Начинаем');
  });

  it('GIVEN no admin_role THEN a member with any role is not an admin', async () => {
    h = await Harness.start();
    const refused = await h.callback(h.slash(dana, 'newgame', { game: 'craps' }));
    expect(textOf(refused.body)).toContain('только для админов');
  });

  it('GIVEN a value that is not a role THEN refused with what to type; «off» turns it off', () => {
    const spec = CHANNEL_SETTINGS.find((s) => s.key === 'admin_role')!;
    expect(spec.accept(`<@&${GM_ROLE}>`)).toBe(GM_ROLE);
    expect(spec.accept(GM_ROLE)).toBe(GM_ROLE);
    expect(spec.accept('выкл')).toBe('off');
    expect(spec.accept('@moderators')).toBeNull();
  });
});
