import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleImages } from '../../../src/adapters/console/images.ts';
import { textFor } from '../../../src/messages/index.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';
import { SqliteSessionStore } from '../../../src/storage/sqlite-store.ts';

let chat: TestChat;
let dir: string;
afterEach(async () => {
  await chat?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('console --images DIR', () => {
  it('GIVEN a Dice Poker game WHEN /status twice on the same state THEN one PNG is written and its path printed twice', async () => {
    dir = mkdtempSync(join(tmpdir(), 'butler-images-'));
    chat = await makeChat({ dice: [5, 5, 5, 2, 3] });
    const images = consoleImages(dir);
    const printed: string[] = [];
    await chat.say('ann', '/newgame dice_poker');
    await chat.say('ann', '/startgame');
    await chat.say('ann', 'бросаю пять костей');
    await images.show((await chat.say('ann', '/status'))!.reply, (line) => printed.push(line), textFor('ru'));
    await images.show((await chat.say('ann', '/status'))!.reply, (line) => printed.push(line), textFor('ru'));
    expect(printed).toHaveLength(2);
    expect(printed[0]).toBe(printed[1]);
    const path = printed[0]!.replace(/^\s*🖼\s+/, '');
    expect(path.startsWith(dir)).toBe(true);
    expect(existsSync(path)).toBe(true);
    expect([...readFileSync(path).subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('GIVEN the picture’s name in DIR is a link to a running store (issue 49) WHEN the picture is written THEN the store is left whole and a notice is printed instead', async () => {
    dir = mkdtempSync(join(tmpdir(), 'butler-images-'));
    const db = join(dir, 'butler.sqlite');
    const store = new SqliteSessionStore({ path: db, checkpointEvery: 0 });
    chat = await makeChat({ store, dice: [5, 5, 5, 2, 3] });
    await chat.say('ann', '/newgame dice_poker');
    await chat.say('ann', '/startgame');
    await chat.say('ann', 'бросаю пять костей');
    const reply = (await chat.say('ann', '/status'))!.reply;
    const images = join(dir, 'images');
    mkdirSync(images);
    // the name the picture gets (as the first test prints it), made a link to the store's file
    const probe = mkdtempSync(join(tmpdir(), 'butler-images-probe-'));
    const shown: string[] = [];
    await consoleImages(probe).show(reply, (line) => shown.push(line), textFor('ru'));
    const name = basename(shown[0]!.replace(/^\s*🖼\s+/, ''));
    rmSync(probe, { recursive: true, force: true });
    symlinkSync(db, join(images, name));
    const before = readFileSync(db);
    const printed: string[] = [];
    await consoleImages(images).show(reply, (line) => printed.push(line), textFor('ru'));
    expect(printed).toEqual([textFor('ru').console.consoleText.imageFailed()]);
    expect(readFileSync(db).equals(before)).toBe(true);
    expect((await chat.say('ann', '/status'))!.text).not.toMatch(/сломалось/);
  });

  it('GIVEN a free roll (a reply without a picture) WHEN it is shown with --images THEN nothing is printed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'butler-images-'));
    chat = await makeChat({ dice: [3, 4] });
    const printed: string[] = [];
    await consoleImages(dir).show((await chat.say('ann', 'бросаю кости'))!.reply, (line) => printed.push(line), textFor('ru'));
    expect(printed).toEqual([]);
  });
});
