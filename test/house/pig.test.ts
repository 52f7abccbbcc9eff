// Issue 25's proof of the module seam: Pig, a game that src/ does not know, is hosted by a Butler through its
// GameModule alone (test/helpers/pig/) and played to the end in the console and through the Telegram harness, with a
// hint, the game-over picture and the statistics — while a Butler built without it hosts only the four games.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runConsoleChat } from '../../src/adapters/console/console-chat.ts';
import { consoleImages } from '../../src/adapters/console/images.ts';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import type { GameModule } from '../../src/house/module.ts';
import { GameRegistry } from '../../src/house/registry.ts';
import { ImageService } from '../../src/images/image-service.ts';
import { silentLogger } from '../../src/log.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { alice, bob, fakeTelegram, type ApiScript } from '../adapters/telegram/fake-telegram.ts';
import { makeChat } from '../helpers/chat.ts';
import { pigModule, pigRegistry } from '../helpers/pig/module.ts';

/** alice 6, 6 (12 — the hint says bank), banks; bob busts on a 1; alice 5, 4 and banks 21 of 20. */
const DICE = [6, 6, 1, 5, 4];

describe('a game registered through its module alone (Pig)', () => {
  it('GIVEN a console Butler hosting Pig WHEN a game is played to the end THEN hint, game over, picture and stats all come from the module', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-pig-'));
    try {
      const chat = await makeChat({ dice: DICE, games: pigRegistry() });
      const input = new PassThrough();
      const output = new PassThrough();
      let screen = '';
      output.on('data', (chunk) => (screen += chunk.toString()));
      const done = runConsoleChat({ butler: chat.butler, input, output, json: false, admins: null, interactive: false, images: consoleImages(dir) });
      input.end(
        [
          'alice: /settings images on',
          'alice: /newgame свинья',
          'bob: /join',
          'alice: /startgame',
          'alice: бросаю кость',
          'alice: бросаю кость',
          'alice: подскажи',
          'alice: хватит',
          'bob: кидаю кубик',
          'alice: бросаю кость',
          'alice: бросаю кость',
          'alice: хватит',
          'alice: /stats',
        ].join('\n') + '\n',
      );
      await done;
      expect(screen).toContain('Открыта игра Свинья');
      expect(screen).toContain('alice бросает ⚅6 · 12 за ход');
      expect(screen).toContain('Пора сказать «хватит».');
      expect(screen).toContain('bob бросает ⚀1');
      expect(screen).toContain('🏆 alice побеждает!');
      expect(screen).toContain('Очки: alice 21, bob 0');
      expect(screen).toMatch(/Свинья: 1 игра, 1 победа/);
      // Pig's record counts scores but notes no bonus: the best score without Dice Poker's bonus share
      expect(screen).toContain('лучший счёт 21, средний 21 · в среднем');
      expect(screen).not.toContain('бонус');
      // the game-over card was drawn to a file (its title from Pig's words: the drawing knows no registry)
      const png = screen.match(/(\S+\.png)/)?.[1];
      expect(png && existsSync(png)).toBe(true);
      expect(readFileSync(png!).subarray(1, 4).toString()).toBe('PNG');
      await chat.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('GIVEN the Telegram harness with a Butler hosting Pig WHEN it is played to the end THEN /hint answers and the last move goes out as text, its photo after it', async () => {
    const photoAnswer: ApiScript = (call, calls) =>
      call.method === 'sendPhoto'
        ? {
            ok: true,
            result: {
              message_id: 7000 + calls.length,
              date: 1_700_000_000,
              chat: { id: call.payload.chat_id, type: 'supergroup' },
              photo: [{ file_id: `FILE-${calls.length}`, file_unique_id: 'l', width: 720, height: 966 }],
            },
          }
        : undefined;
    const butler = new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource(DICE), logger: silentLogger, games: pigRegistry() });
    const tg = fakeTelegram({ butler, members: { [alice.id]: 'administrator' }, images: new ImageService({ workers: 'inline' }), script: photoAnswer });
    await tg.say(alice, '/settings images on');
    await tg.say(alice, '/newgame pig');
    await tg.say(bob, '/join');
    await tg.say(alice, '/startgame');
    await tg.say(alice, 'бросаю кость');
    await tg.say(alice, 'бросаю кость');
    const beforeHint = tg.calls.length;
    await tg.say(alice, '/hint');
    const hint = tg.calls.slice(beforeHint).map((c) => String(c.payload.text ?? '')).join('\n');
    expect(hint).toContain('Пора сказать «хватит».');
    await tg.say(alice, 'хватит');
    await tg.say(bob, 'бросаю кость');
    await tg.say(alice, 'бросаю кость');
    await tg.say(alice, 'бросаю кость');
    const beforeEnd = tg.calls.length;
    await tg.say(alice, 'хватит');
    // the game-over text goes first, the picture (ratings, chance curve looked up after the commit) follows it
    const end = tg.calls.slice(beforeEnd);
    expect(end.filter((c) => c.method === 'sendPhoto')).toHaveLength(1);
    const photoAt = end.findIndex((c) => c.method === 'sendPhoto');
    expect(end.slice(0, photoAt).map((c) => String(c.payload.text ?? '')).join('\n')).toContain('побеждает');
    expect(end[photoAt]!.payload.caption).toBeUndefined();
  });

  it('GIVEN a Butler built without Pig WHEN someone opens Pig THEN it is an unknown game, as any other name', async () => {
    const chat = await makeChat();
    const said = await chat.say('alice', '/newgame pig');
    expect(said?.events.map((e) => e.type)).not.toContain('lobby_opened');
    await chat.close();
  });

  it('GIVEN two Butlers of one process, one hosting Pig WHEN both are asked at once THEN each answers from its own games', async () => {
    const withPig = await makeChat({ games: pigRegistry() });
    const four = await makeChat();
    const [a, b] = await Promise.all([withPig.say('alice', '/help'), four.say('alice', '/help')]);
    expect(a?.text).toContain('Свинья (pig)');
    expect(a?.text).not.toContain('Тысяча (thousand)');
    expect(b?.text).toContain('Тысяча (thousand)');
    expect(b?.text).not.toContain('pig');
    await Promise.all([withPig.close(), four.close()]);
  });

  it('GIVEN a module that lacks a required part THEN it does not compile, and two modules of one id are refused', () => {
    // @ts-expect-error -- a module without its game-over card data is not a GameModule
    const noCard: GameModule = { ...pigModule, card: undefined };
    expect(noCard.id).toBe('pig');
    expect(() => new GameRegistry([pigModule, pigModule])).toThrow(/two modules/);
  });
});
