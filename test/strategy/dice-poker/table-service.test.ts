// The table service with the table on disk (issue 30): a process just started reads it before its first answer, so
// the first hint already carries the exact best move (never «ещё считает»), and a bot never waits for it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BOXES, type DicePokerBox } from '../../../src/games/dice-poker/index.ts';
import { writePhrase } from '../../../src/messages/ru/dice-poker.ts';
import { tableFileName, writeTableFile } from '../../../src/strategy/dice-poker/table-file.ts';
import { configureTables, getTable, tableStatus } from '../../../src/strategy/dice-poker/table-service.ts';
import { BUTLER_TABLE_HASH } from '../../../src/strategy/dice-poker/table.ts';
import { makeChat, type TestChat } from '../../helpers/chat.ts';
import { allBut, position, tableFrom } from './late-table.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

describe('Dice Poker table on disk at start', () => {
  it('GIVEN the table file on disk and a fresh process WHEN the first /hint comes THEN it carries the exact best move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-strategy-'));
    const solved = tableFrom(position(allBut(['chance']), { rolls: 0, dice: [] }));
    await writeTableFile(tableFileName(dir, BUTLER_TABLE_HASH), { ...solved, hash: BUTLER_TABLE_HASH });
    configureTables({ dir });
    expect(tableStatus().state).toBe('idle'); // nothing read before the first need
    const hand = [1, 1, 2, 2, 3];
    chat = await makeChat({ dice: Array.from({ length: 15 }, () => hand).flat() });
    await chat.say('alice', '/newgame dice_poker');
    await chat.say('alice', '/startgame');
    for (const box of BOXES.filter((b) => b !== 'chance') as DicePokerBox[]) {
      await chat.say('alice', 'бросаю покер');
      await chat.say('alice', writePhrase(box));
    }
    await chat.say('alice', 'бросаю покер');
    const said = await chat.say('alice', '/hint');
    expect(said?.text).toContain('перебросьте все пять');
    expect(said?.text).toContain('48.3 к концу игры');
    expect(getTable()).not.toBeNull();
    expect(tableStatus().state).toBe('ready');
  });
});
