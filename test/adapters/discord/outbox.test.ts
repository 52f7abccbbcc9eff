// The per-channel outbox: in order, one send at a time, replies that pile up are joined into the next message.
import { describe, expect, it } from 'vitest';
import { ButtonCodec } from '../../../src/adapters/discord/buttons.ts';
import type { MessagePayload, OutMessage } from '../../../src/adapters/discord/message-payload.ts';
import { ChannelOutbox } from '../../../src/adapters/discord/outbox.ts';

const msg = (text: string, extra: Partial<OutMessage> = {}): OutMessage => ({
  text,
  embed: false,
  buttons: [],
  version: 1,
  ...extra,
});

function recorder() {
  const sent: { channel: string; payload: MessagePayload }[] = [];
  const waiting: (() => void)[] = [];
  const send = async (channel: string, payload: MessagePayload) => {
    sent.push({ channel, payload });
    await new Promise<void>((r) => waiting.push(r));
  };
  /** lets every send in flight finish */
  const release = () => waiting.splice(0).forEach((r) => r());
  return { sent, send, release };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ChannelOutbox', () => {
  it('GIVEN a first reply in flight WHEN two more are posted THEN they leave joined as one message', async () => {
    const r = recorder();
    const outbox = new ChannelOutbox(r.send, new ButtonCodec());
    const done = [outbox.post('1', msg('one')), outbox.post('1', msg('two')), outbox.post('1', msg('three'))];
    await tick();
    expect(r.sent.map((s) => s.payload.content)).toEqual(['one']);
    r.release();
    await tick();
    expect(r.sent.map((s) => s.payload.content)).toEqual(['one', 'two\n\nthree']);
    r.release();
    await Promise.all(done);
  });

  it('GIVEN two channels WHEN each gets a reply THEN each has its own queue and both go at once', async () => {
    const r = recorder();
    const outbox = new ChannelOutbox(r.send, new ButtonCodec());
    const done = [outbox.post('1', msg('a')), outbox.post('2', msg('b'))];
    await tick();
    expect(r.sent.map((s) => [s.channel, s.payload.content])).toEqual([
      ['1', 'a'],
      ['2', 'b'],
    ]);
    r.release();
    await tick();
    r.release();
    await Promise.all(done);
  });

  it('GIVEN queued replies with buttons WHEN they are joined THEN only the newest buttons are kept', async () => {
    const r = recorder();
    const outbox = new ChannelOutbox(r.send, new ButtonCodec());
    const done = [
      outbox.post('1', msg('first')),
      outbox.post('1', msg('lobby', { buttons: [{ label: 'Играю', text: '/join' }], version: 2 })),
      outbox.post('1', msg('roll', { buttons: [{ label: 'Пас', text: 'Пас' }], version: 3 })),
    ];
    await tick();
    r.release();
    await tick();
    const joined = r.sent[1].payload;
    expect(joined.components?.[0].components.map((c) => c.custom_id)).toEqual(['v3|Пас']);
    r.release();
    await Promise.all(done);
  });

  it('GIVEN an embed among queued replies WHEN the queue is sent THEN the embed goes on its own, as an embed', async () => {
    const r = recorder();
    const outbox = new ChannelOutbox(r.send, new ButtonCodec());
    const done = [outbox.post('1', msg('x')), outbox.post('1', msg('y')), outbox.post('1', msg('status', { embed: true })), outbox.post('1', msg('z'))];
    for (let i = 0; i < 4; i++) {
      await tick();
      r.release();
    }
    await Promise.all(done);
    expect(r.sent.map((s) => s.payload.content ?? `embed:${s.payload.embeds?.[0].description}`)).toEqual([
      'x',
      'y',
      'embed:status',
      'z',
    ]);
  });

  it('GIVEN a send that fails WHEN more replies follow THEN the replies of that batch are rejected and the next ones still go', async () => {
    const sent: string[] = [];
    let fail = true;
    const outbox = new ChannelOutbox(async (_c, p) => {
      sent.push(p.content ?? '');
      if (fail) {
        fail = false;
        throw new Error('boom');
      }
    }, new ButtonCodec());
    await expect(outbox.post('1', msg('a'))).rejects.toThrow('boom');
    await outbox.post('1', msg('b'));
    expect(sent).toEqual(['a', 'b']);
  });

  it('GIVEN a reply over 2000 characters WHEN it is posted THEN it is split and the buttons ride on the last part', async () => {
    const sent: MessagePayload[] = [];
    const outbox = new ChannelOutbox(async (_c, p) => void sent.push(p), new ButtonCodec());
    const long = Array.from({ length: 200 }, (_, i) => `строка номер ${i}`).join('\n');
    await outbox.post('1', msg(long, { buttons: [{ label: 'Пас', text: 'Пас' }] }));
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((p) => (p.content ?? '').length <= 2000)).toBe(true);
    expect(sent.slice(0, -1).every((p) => !p.components)).toBe(true);
    expect(sent.at(-1)?.components).toBeDefined();
  });
});
