import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageAfterText, payloadsWithImage } from '../../../src/adapters/discord/attach-image.ts';
import { ChannelOutbox } from '../../../src/adapters/discord/outbox.ts';
import type { MessagePayload } from '../../../src/adapters/discord/message-payload.ts';
import { ButtonCodec } from '../../../src/adapters/discord/buttons.ts';
import { renderReply } from '../../../src/adapters/discord/message-payload.ts';
import { restOutbox } from '../../../src/adapters/discord/rest-outbox.ts';
import { ImageService } from '../../../src/images/image-service.ts';
import type { Reply } from '../../../src/core/reply.ts';
import { dicePokerMidGame, MID_GAME_NAMES } from '../../images/fixtures/states.ts';
import type { ReplyImage } from '../../../src/core/image.ts';
import { heldRecords, RATED_GAME_OVER as rated } from '../../helpers/held-picture.ts';

const sheet: ReplyImage = { moment: 'status', spec: { kind: 'dice_poker_sheet', state: dicePokerMidGame(), names: MID_GAME_NAMES } };
const reply = (extra: Partial<Reply> = {}): Reply => ({
  chat: 'dc:42',
  rich: ['🎲 Игра: Покер у кости'],
  events: [],
  buttons: [],
  version: 5,
  ...extra,
});

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('Discord pictures', () => {
  it('GIVEN a /status reply with a sheet WHEN it is rendered for Discord THEN one payload: the text as the embed description, the PNG as its image', async () => {
    const message = renderReply(reply({ image: sheet }), true, new ImageService({ workers: 'inline' }));
    const [payload, ...rest] = await payloadsWithImage(message, new ButtonCodec());
    expect(rest).toEqual([]);
    expect(payload!.embeds![0]).toMatchObject({ description: '🎲 Игра: Покер у кости', image: { url: 'attachment://dice_poker_sheet.png' } });
    expect(payload!.files![0]!.name).toBe('dice_poker_sheet.png');
    expect(payload!.files![0]!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('GIVEN pictures off for the adapter (no ImageService) WHEN a reply with a sheet is rendered THEN the text alone, no file or image', async () => {
    const payloads = await payloadsWithImage(renderReply(reply({ image: sheet }), true), new ButtonCodec());
    expect(payloads[0]!.files).toBeUndefined();
    expect(payloads[0]!.embeds![0]!.image).toBeUndefined();
  });

  it('GIVEN a picture that cannot be drawn WHEN the reply is rendered THEN the text still goes, without a file', async () => {
    const broken = { moment: 'status', spec: { kind: 'dice_poker_sheet', state: { players: ['x'], sheets: {} }, names: {} } } as unknown as ReplyImage;
    const payloads = await payloadsWithImage(renderReply(reply({ image: broken }), true, new ImageService({ workers: 'inline' })), new ButtonCodec());
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.files).toBeUndefined();
    expect(payloads[0]!.embeds![0]!.description).toContain('Покер у кости');
  });

  it('GIVEN the channel outbox over REST WHEN a reply with a sheet is posted THEN it goes as multipart: JSON with the embed, and the PNG file', async () => {
    const seen: { type: string; body: Buffer }[] = [];
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push({ type: req.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '1', channel_id: '42' }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const rest = new REST({ api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` }).setToken('x');
    const outbox = restOutbox(rest, new ButtonCodec());
    await outbox.post('42', renderReply(reply({ image: sheet }), true, new ImageService({ workers: 'inline' })));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.type).toMatch(/^multipart\/form-data/);
    const body = seen[0]!.body.toString('latin1');
    expect(body).toContain('attachment://dice_poker_sheet.png');
    expect(body).toContain('filename="dice_poker_sheet.png"');
    expect(body).toContain('\x89PNG');
  });
});

describe('Discord game-over pictures that look things up after the commit (ratings, the chance curve)', () => {

  it('GIVEN a game-over reply WHEN it is rendered THEN the text payloads carry no picture, and the picture is an embed of its own with the image alone', async () => {
    const message = renderReply(reply({ rich: ['Итоги'], image: rated }), false, new ImageService({ workers: 'inline' }));
    const payloads = await payloadsWithImage(message, new ButtonCodec());
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.files).toBeUndefined();
    expect(payloads[0]!.embeds![0]).toMatchObject({ description: 'Итоги' });
    expect(payloads[0]!.embeds![0]!.image).toBeUndefined();
    const picture = (await imageAfterText(message))!;
    expect(picture.embeds).toHaveLength(1);
    expect(picture.embeds![0]!.description).toBeUndefined();
    expect(picture.embeds![0]!.image).toEqual({ url: 'attachment://game_over.png' });
    expect(picture.files![0]!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('GIVEN a /status picture WHEN it is rendered THEN nothing follows the text: the picture stays in its embed', async () => {
    const message = renderReply(reply({ image: sheet }), true, new ImageService({ workers: 'inline' }));
    expect(await imageAfterText(message)).toBeNull();
  });

  it('GIVEN the channel outbox and a game-over picture still being drawn WHEN the reply is posted THEN the text goes at once, the picture after it', async () => {
    const held = heldRecords();
    const images = new ImageService({ workers: 'inline', records: held.records, ratingsWaitMs: 60_000, curves: false });
    const sent: MessagePayload[] = [];
    const outbox = new ChannelOutbox(async (_channel, payload) => void sent.push(payload), new ButtonCodec());
    const posted = outbox.post('42', renderReply(reply({ rich: ['Итоги'], image: rated }), false, images));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.embeds![0]!.description).toBe('Итоги');
    expect(sent[0]!.files).toBeUndefined();
    held.open();
    await posted;
    expect(sent).toHaveLength(2);
    expect(sent[1]!.embeds![0]!.image).toEqual({ url: 'attachment://game_over.png' });
    expect(sent[1]!.files![0]!.name).toBe('game_over.png');
  });
});
