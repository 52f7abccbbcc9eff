// Interactions are answered inside Discord's three seconds even when the Butler is slow, and a bug reaches the
// user as an ephemeral apology without taking the client down.
import { MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ButlerPort } from '../../../src/adapters/discord/context.ts';
import type { Butler } from '../../../src/butler.ts';
import { alice, bob, CHANNEL_ID, Harness, textOf } from './helpers/fake-gateway.ts';
import { APP_ID } from './helpers/recording-server.ts';

let h: Harness;
afterEach(async () => h?.close());

function slow(butler: Butler, ms: number): ButlerPort {
  return {
    addOutlet: (prefix, send) => butler.addOutlet(prefix, send),
    handle: async (incoming) => {
      await new Promise((r) => setTimeout(r, ms));
      return butler.handle(incoming);
    },
  };
}

describe('the three-second window', () => {
  it('GIVEN a slow Butler WHEN a public answer comes late THEN deferred, posted in the channel, placeholder removed', async () => {
    h = await Harness.start({ deferAfterMs: 20, wrap: (b) => slow(b, 150) });
    const interaction = h.slash(alice, 'help');
    const first = await h.callback(interaction);
    expect(first.body).toEqual({ type: 5, data: { flags: MessageFlags.Ephemeral } });
    const [post] = await h.channelMessage(1);
    expect(post.body.content).toContain('Дворецкий');
    const original = `/webhooks/${APP_ID}/${interaction.token}/messages/@original`;
    await h.server.waitFor((rs) => rs.some((r) => r.method === 'DELETE' && r.path === original));
  });

  it('GIVEN a slow Butler WHEN the answer is a refusal THEN it fills the private placeholder', async () => {
    h = await Harness.start({ deferAfterMs: 20, wrap: (b) => slow(b, 150) });
    const interaction = h.slash(bob, 'startgame');
    const first = await h.callback(interaction);
    expect(first.body.type).toBe(5);
    const original = `/webhooks/${APP_ID}/${interaction.token}/messages/@original`;
    const requests = await h.server.waitFor((rs) => rs.some((r) => r.method === 'PATCH' && r.path === original));
    const edit = requests.find((r) => r.method === 'PATCH')!;
    expect(textOf(edit.body)).toContain('только для админов');
    expect(requests.some((r) => r.path === `/channels/${CHANNEL_ID}/messages`)).toBe(false);
  });
});

describe('failures', () => {
  it('GIVEN the handling throws WHEN a user runs a slash command THEN they get an ephemeral apology and the client keeps working', async () => {
    let broken = true;
    h = await Harness.start({
      wrap: (butler) => ({
        addOutlet: (prefix, send) => butler.addOutlet(prefix, send),
        handle: async (incoming) => {
          if (broken) throw new Error('bug');
          return butler.handle(incoming);
        },
      }),
    });
    const failed = await h.callback(h.slash(alice, 'help'));
    expect(failed.body.data.flags).toBe(MessageFlags.Ephemeral);
    expect(textOf(failed.body)).toContain('что-то сломалось');
    h.message(bob, 'бросаю кости'); // a failing message is only logged
    await new Promise((r) => setTimeout(r, 30));
    broken = false;
    const ok = await h.callback(h.slash(alice, 'help'));
    expect(textOf(ok.body)).toContain('Дворецкий');
  });

  it('GIVEN Discord refused a channel message WHEN the next reply to that channel is sent THEN it still goes', async () => {
    h = await Harness.start({ dice: [1, 2, 3, 4] });
    let refuse = true;
    h.server.route((req) => {
      if (refuse && req.method === 'POST' && req.path.startsWith('/channels/')) {
        refuse = false;
        return { status: 403, body: { message: 'Missing Permissions', code: 50013 } };
      }
      return undefined;
    });
    h.message(bob, 'бросаю кости');
    await h.channelMessage(1);
    h.message(bob, 'бросаю кости');
    const posts = await h.channelMessage(2);
    expect(posts[1].body.content).toContain('⚂3 ⚃4');
  });
});

describe('notices that are not replies', () => {
  it('GIVEN a dc: chat WHEN the Butler sends it a notice THEN the message goes to that channel', async () => {
    h = await Harness.start();
    await h.butler.notify({ chat: `dc:${CHANNEL_ID}`, rich: ['⏰ Ход ждёт'], events: [], buttons: [], version: 3 });
    const [post] = await h.channelMessage(1);
    expect(post.body.content).toBe('⏰ Ход ждёт');
  });
});
