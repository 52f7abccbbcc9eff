// The interactive console as a person sees it on a terminal: a prompt, the typed line echoed, the reply, and the
// turn clock's notices arriving between typed lines.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runConsoleChat } from '../../../src/adapters/console/console-chat.ts';
import { makeChat } from '../../helpers/chat.ts';

function capture() {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk) => (text += chunk.toString()));
  return { output, text: () => text };
}

describe('interactive console chat', () => {
  it('GIVEN an interactive console WHEN a line is typed THEN it shows a prompt, the line and the reply; Ctrl+D ends it', async () => {
    const chat = await makeChat({ dice: [2, 5] });
    const input = new PassThrough();
    const screen = capture();
    const done = runConsoleChat({ butler: chat.butler, input, output: screen.output, json: false, admins: null, interactive: true });
    input.write('alice: бросаю кости\r');
    await new Promise((resolve) => setTimeout(resolve, 50));
    input.end();
    await done;
    expect(screen.text()).toContain('Дворецкий слушает');
    expect(screen.text()).toContain('> ');
    expect(screen.text()).toContain('alice: бросаю кости');
    expect(screen.text()).toMatch(/⚁2 ⚄5 = 7/);
    await chat.close();
  });

  it('GIVEN --admins alice and --json WHEN bob opens a game THEN it is refused, printed as a JSON line', async () => {
    const chat = await makeChat();
    const input = new PassThrough();
    const screen = capture();
    const done = runConsoleChat({ butler: chat.butler, input, output: screen.output, json: true, admins: ['alice'], interactive: false });
    input.end('bob: /newgame craps\n');
    await done;
    const line = JSON.parse(screen.text().trim());
    expect(line).toMatchObject({ chat: 'main', events: [{ type: 'rejected', player: 'bob', code: 'admin_only' }] });
    await chat.close();
  });
});
