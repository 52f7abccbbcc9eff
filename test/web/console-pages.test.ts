// Issue 27's second measure, end to end: `npx butler` in the console with BUTLER_HTTP_PORT and BUTLER_PUBLIC_URL.
// After a game, the /game 1 reply carries a link under the public URL; the page at that link answers 200 and, in
// headless Chromium, shows the verdict; the same link with its token changed answers 404.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { freePort } from '../helpers/free-port.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = new URL('../../bin/butler.js', import.meta.url).pathname;
let child: ChildProcessWithoutNullStreams | undefined;

afterAll(() => {
  child?.stdin.end();
  child?.kill();
});

/** Each chunk the console prints, as it comes (waitFor looks at the output then, not on a timer). */
const printedChunk = new EventEmitter();

/** Resolves with everything printed so far once `pattern` shows in the output; the limit only names a hang. */
function waitFor(output: () => string, pattern: RegExp, ms = 100_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(output())) return;
      clearTimeout(timer);
      printedChunk.off('chunk', check);
      resolve(output());
    };
    const timer = setTimeout(() => {
      printedChunk.off('chunk', check);
      reject(new Error(`timed out waiting for ${pattern}; got:\n${output()}`));
    }, ms);
    printedChunk.on('chunk', check);
    check();
  });
}

describe('the console with BUTLER_HTTP_PORT and BUTLER_PUBLIC_URL', () => {
  it('GIVEN a finished game WHEN /game 1 is asked THEN its link under the public URL answers 200, Chromium shows the verdict, and a changed token is a 404', async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    child = spawn('node', [bin, '--memory'], {
      env: { ...process.env, BUTLER_HTTP_PORT: String(port), BUTLER_PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent', TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      printedChunk.emit('chunk');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      printedChunk.emit('chunk');
    });
    // The whole game is typed at once: no seed window (docs/fair-dice.md), or the first rolls would come too early.
    const script = ['/settings seed_window 0', 'alice: /newgame bone_poker', 'bob: /join', 'alice: /startgame', 'alice: бросаю покер', 'bob: бросаю покер', 'alice: Пас', 'bob: Пас'];
    child.stdin.write(`alice: ${script[0]}\n${script.slice(1).join('\n')}\n`);
    await waitFor(() => out, new RegExp(`${publicUrl}/game/`));
    child.stdin.write('alice: /game 1\n');
    const printed = await waitFor(() => out, /\?n=1/);
    const link = new RegExp(`${publicUrl}/game/\\S+\\?n=1`).exec(printed)![0];

    const response = await fetch(link);
    expect(response.status).toBe(200);
    const tamperedLink = link.replace(/\/([A-Za-z0-9_-])([A-Za-z0-9_-]{21})\?n=1$/, (_m, first: string, rest: string) => `/${first === 'A' ? 'B' : 'A'}${rest}?n=1`);
    expect(tamperedLink).not.toBe(link);
    expect((await fetch(tamperedLink)).status).toBe(404);

    if (existsSync(CHROMIUM)) {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
      const page = await browser.newPage();
      await page.goto(link);
      const verdict = page.locator('#verdict[data-verdict]');
      await verdict.waitFor({ timeout: 60_000 });
      expect(await verdict.getAttribute('data-verdict')).toBe('ok');
      expect(await verdict.innerText()).toContain('совпали все броски (2)');
      await browser.close();
    }
  });
});
