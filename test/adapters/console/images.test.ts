import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleImages } from '../../../src/adapters/console/images.ts';
import { textFor } from '../../../src/messages/index.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

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

  it('GIVEN a free roll (a reply without a picture) WHEN it is shown with --images THEN nothing is printed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'butler-images-'));
    chat = await makeChat({ dice: [3, 4] });
    const printed: string[] = [];
    await consoleImages(dir).show((await chat.say('ann', 'бросаю кости'))!.reply, (line) => printed.push(line), textFor('ru'));
    expect(printed).toEqual([]);
  });
});
