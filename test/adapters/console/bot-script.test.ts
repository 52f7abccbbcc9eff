// A console script against a computer player (`--bot-delay 0`): every bot move is printed right after the line that
// led to it, one reply per move, before the next typed line is handled.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runConsoleChat } from '../../../src/adapters/console/console-chat.ts';
import { Butler } from '../../../src/butler.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { openStore } from '../../../src/storage/open-store.ts';

describe('console script with a bot and --bot-delay 0', () => {
  it('GIVEN a Craps game against a bot WHEN alice rolls twice THEN each bot roll follows her line in order', async () => {
    const store = await openStore({ kind: 'memory' });
    // alice 4 (point), bot 6 (point); alice 1+2, bot 3+3 (hits its point and wins the round alone)
    const dice = scriptedDiceSource([2, 2, 3, 3, 1, 2, 3, 3]);
    const butler = new Butler({ store, dice, logger: silentLogger, botDelaySeconds: 0 });
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk) => (text += chunk.toString()));
    const done = runConsoleChat({ butler, input, output, json: true, admins: null, interactive: false });
    input.end(['alice: /newgame craps', 'alice: /addbot', 'alice: /startgame', 'alice: бросаю кости', 'alice: бросаю кости', ''].join('\n'));
    await done;
    await store.close();
    const rolls = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { events: { type: string; player?: string }[] })
      .flatMap((reply) => reply.events.filter((e) => e.type === 'roll').map((e) => e.player));
    expect(rolls).toEqual(['alice', 'bot:1', 'alice', 'bot:1']);
    expect(text).toContain('"winners":["bot:1"]');
  });
});
