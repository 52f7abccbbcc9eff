// A console session scripted for a test: a Butler on a memory store rolling the dice given (none: every die must
// come from the lines themselves), the lines typed one after another, and all it printed.
import { PassThrough } from 'node:stream';
import { runConsoleChat } from '../../../src/adapters/console/console-chat.ts';
import { Butler } from '../../../src/butler.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { openStore } from '../../../src/storage/open-store.ts';

export async function consoleTranscript(dice: number[], lines: string[]): Promise<string> {
  const store = await openStore({ kind: 'memory' });
  const butler = new Butler({ store, dice: scriptedDiceSource(dice), logger: silentLogger, botDelaySeconds: 0 });
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk) => (text += chunk.toString()));
  const done = runConsoleChat({ butler, input, output, json: false, admins: null, interactive: false });
  input.end([...lines, ''].join('\n'));
  await done;
  await store.close();
  return text;
}
