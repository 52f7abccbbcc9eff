import { InputFile } from 'grammy';
import { describe, expect, it, vi } from 'vitest';
import { ImageService } from '../../../src/images/image-service.ts';
import { alice, bob, fakeTelegram, type ApiCall, type ApiScript } from './fake-telegram.ts';
import type { ReplyImage } from '../../../src/core/image.ts';
import { heldRecords, RATED_GAME_OVER as rated } from '../../helpers/held-picture.ts';

const photoAnswer: ApiScript = (call, calls) =>
  call.method === 'sendPhoto'
    ? {
        ok: true,
        result: {
          message_id: 7000 + calls.length,
          date: 1_700_000_000,
          chat: { id: call.payload.chat_id, type: 'supergroup' },
          photo: [
            { file_id: `small-${calls.length}`, file_unique_id: 's', width: 90, height: 120 },
            { file_id: `FILE-${calls.length}`, file_unique_id: 'l', width: 720, height: 966 },
          ],
        },
      }
    : undefined;

async function dicePokerTable(images: ImageService) {
  const tg = fakeTelegram({ dice: [5, 5, 5, 2, 3], members: { [alice.id]: 'administrator' }, images, script: photoAnswer });
  await tg.say(alice, '/newgame dice_poker');
  await tg.say(bob, '/join');
  await tg.say(alice, '/startgame');
  await tg.say(alice, 'бросаю пять костей');
  return tg;
}

const photos = (calls: ApiCall[]) => calls.filter((c) => c.method === 'sendPhoto');

describe('Telegram pictures', () => {
  it('GIVEN a Dice Poker game WHEN /status THEN one photo of the sheet with the status text as its HTML caption', async () => {
    const tg = await dicePokerTable(new ImageService({ workers: 'inline' }));
    tg.sent(true);
    const before = tg.calls.length;
    await tg.say(bob, '/status');
    const fresh = tg.calls.slice(before);
    expect(fresh.map((c) => c.method)).toEqual(['sendPhoto']);
    const [photo] = fresh;
    expect(photo!.payload.photo).toBeInstanceOf(InputFile);
    expect(photo!.payload.parse_mode).toBe('HTML');
    expect(photo!.payload.caption).toContain('Покер у кости');
    expect(photo!.payload.caption).toContain('<pre>');
    expect(photo!.payload.reply_markup).toBeDefined(); // the best-box buttons ride on the photo
  });

  it('GIVEN nothing changed WHEN /status again THEN the same picture goes by its file_id, not drawn or uploaded again', async () => {
    const tg = await dicePokerTable(new ImageService({ workers: 'inline' }));
    await tg.say(bob, '/status');
    await tg.say(bob, '/status');
    const [first, second] = photos(tg.calls);
    expect(first!.payload.photo).toBeInstanceOf(InputFile);
    expect(second!.payload.photo).toMatch(/^FILE-/);
    // a move changes the state: a new picture is uploaded
    await tg.say(alice, 'Записываю в пятёрки');
    await tg.say(bob, '/status');
    expect(photos(tg.calls)[2]!.payload.photo).toBeInstanceOf(InputFile);
  });

  it('GIVEN a text longer than a caption WHEN a reply with a picture is sent THEN the photo goes first without a caption, then the text as a message', async () => {
    const tg = fakeTelegram({ images: new ImageService({ workers: 'inline' }), script: photoAnswer });
    const image: ReplyImage = { moment: 'status', spec: { kind: 'game_over', card: { game: 'craps', winners: [], rows: [] }, names: {} } };
    const long = 'слово '.repeat(300);
    await tg.wiring.notify({ chat: `tg:${-100}`, rich: [long], events: [], buttons: [], version: 3, image });
    await tg.settle();
    expect(tg.calls.map((c) => c.method)).toEqual(['sendPhoto', 'sendMessage']);
    expect(tg.calls[0]!.payload.caption).toBeUndefined();
    expect(tg.calls[1]!.payload.text).toContain('слово');
  });

  it('GIVEN a picture that cannot be drawn WHEN the reply is sent THEN the text still goes out as a message', async () => {
    const tg = fakeTelegram({ images: new ImageService({ workers: 'inline' }), script: photoAnswer });
    const broken = { moment: 'status', spec: { kind: 'dice_poker_sheet', state: { players: ['x'], sheets: {} }, names: {} } } as unknown as ReplyImage;
    await tg.wiring.notify({ chat: `tg:${-100}`, rich: ['Статус'], events: [], buttons: [], version: 1, image: broken });
    await tg.settle();
    expect(tg.calls.map((c) => c.method)).toEqual(['sendMessage']);
    expect(tg.calls[0]!.payload.text).toBe('Статус');
  });

  it('GIVEN a burst of replies, one with a picture WHEN they are sent THEN the photo is its own message and the texts around it still merge', async () => {
    const tg = fakeTelegram({ images: new ImageService({ workers: 'inline' }), script: photoAnswer });
    const image: ReplyImage = { moment: 'over', spec: { kind: 'game_over', card: { game: 'craps', winners: [], rows: [] }, names: {} } };
    const chat = `tg:${-100}`;
    await Promise.all([
      tg.wiring.notify({ chat, rich: ['один'], events: [], buttons: [], version: 1 }),
      tg.wiring.notify({ chat, rich: ['два'], events: [], buttons: [], version: 2, image }),
      tg.wiring.notify({ chat, rich: ['три'], events: [], buttons: [], version: 3 }),
      tg.wiring.notify({ chat, rich: ['четыре'], events: [], buttons: [], version: 4 }),
    ]);
    await tg.settle();
    expect(tg.calls.map((c) => [c.method, c.payload.text ?? c.payload.caption])).toEqual([
      ['sendMessage', 'один'],
      ['sendPhoto', 'два'],
      ['sendMessage', 'три\n\nчетыре'],
    ]);
  });
});

describe('Telegram game-over pictures that look things up after the commit (ratings, the chance curve)', () => {

  it('GIVEN a game-over reply whose picture is still being drawn WHEN it is sent THEN the text goes at once, and the photo follows it without a caption', async () => {
    const held = heldRecords();
    const images = new ImageService({ workers: 'inline', records: held.records, ratingsWaitMs: 60_000, curves: false });
    const tg = fakeTelegram({ images, script: photoAnswer });
    const delivered = tg.wiring.notify({ chat: `tg:${-100}`, rich: ['Итоги'], events: [], buttons: [], version: 1, image: rated });
    await vi.waitFor(() => expect(tg.calls.map((c) => c.method)).toEqual(['sendMessage']));
    expect(tg.calls[0]!.payload.text).toBe('Итоги');
    held.open();
    await delivered;
    await tg.settle();
    expect(tg.calls.map((c) => c.method)).toEqual(['sendMessage', 'sendPhoto']);
    expect(tg.calls[1]!.payload.photo).toBeInstanceOf(InputFile);
    expect(tg.calls[1]!.payload.caption).toBeUndefined();
  });

  it('GIVEN a burst of replies, the game-over one among them THEN its text goes in its turn and its photo right after it, before the next reply', async () => {
    const tg = fakeTelegram({ images: new ImageService({ workers: 'inline' }), script: photoAnswer });
    const chat = `tg:${-100}`;
    await Promise.all([
      tg.wiring.notify({ chat, rich: ['один'], events: [], buttons: [], version: 1 }),
      tg.wiring.notify({ chat, rich: ['Итоги'], events: [], buttons: [], version: 2, image: rated }),
      tg.wiring.notify({ chat, rich: ['три'], events: [], buttons: [], version: 3 }),
    ]);
    await tg.settle();
    expect(tg.calls.map((c) => [c.method, c.payload.text ?? c.payload.caption])).toEqual([
      ['sendMessage', 'один'],
      ['sendMessage', 'Итоги'],
      ['sendPhoto', undefined],
      ['sendMessage', 'три'],
    ]);
  });
});

describe('Telegram pictures when Telegram refuses the photo', () => {
  it('GIVEN sendPhoto is refused (no right to send media) WHEN a reply with a picture is sent THEN the caption goes out as a text message', async () => {
    const refuse: ApiScript = (call) =>
      call.method === 'sendPhoto' ? { ok: false, error_code: 400, description: 'Bad Request: not enough rights to send photos' } : undefined;
    const tg = fakeTelegram({ images: new ImageService({ workers: 'inline' }), script: refuse });
    const image: ReplyImage = { moment: 'over', spec: { kind: 'game_over', card: { game: 'craps', winners: [], rows: [] }, names: {} } };
    await tg.wiring.notify({ chat: `tg:${-100}`, rich: ['Итоги'], events: [], buttons: [], version: 1, image });
    await tg.settle();
    expect(tg.calls.map((c) => c.method)).toEqual(['sendPhoto', 'sendMessage']);
    expect(tg.calls[1]!.payload.text).toBe('Итоги');
  });
});
