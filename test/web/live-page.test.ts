// Issue 50, item 5: a running game anyone can watch. The game-start reply and /status carry the game's page; the
// page exists from the start, shows the table as it stands (whose turn, the moves so far, the status picture) and,
// in headless Chromium, shows each move applied through the Butler's one entry (Butler.handle, as the console calls
// it) within a second — waited for by the page's own change, not by sleeping —; when the game ends it reloads as the
// verified record. Its event streams are limited per address and in all, and kept open by heartbeats.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { PageLinks } from '../../src/web/page-links.ts';
import { pagesHandler } from '../../src/web/pages.ts';
import { pagesButler } from '../helpers/pages-butler.ts';
import { startOneServer, type RunningServer } from '../helpers/one-server.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { textFor } from '../../src/messages/index.ts';
import { movesOf } from '../../src/sessions/session.ts';
import { Butler } from '../../src/butler.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { freePort } from '../helpers/free-port.ts';
import type { ChatClock } from '../helpers/seed-window-clock.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

let server: RunningServer;
let links: PageLinks;
let butler: Butler;
let clock: ChatClock;
let browser: Browser | undefined;
const NAMES: Record<string, string> = { alice: 'דוד', bob: 'Зоя 🎲' };

beforeAll(async () => {
  const made = await pagesButler();
  ({ links, butler, clock } = made);
  server = await startOneServer({
    port: made.port,
    host: '127.0.0.1',
    pages: pagesHandler({
      links,
      records: made.store.gameRecords,
      chatText: (chat) => butler.queryText(chat),
      now: Date.now,
      live: { session: (chat) => butler.peekSession(chat), onSaved: (listener) => butler.onSaved(listener) },
      streamLimits: { maxPerAddress: 2, maxStreams: 3, heartbeatMs: 20 },
    }),
  });
  if (hasChromium) browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Types as `user` in `chat` through the Butler's one entry; the reply as plain text. */
async function say(chat: string, user: string, text: string): Promise<string> {
  const reply = await butler.handle({ chat, user: { id: user, name: NAMES[user] ?? user }, text, isAdmin: () => true });
  clock.typed(text);
  return reply ? toPlain(reply.rich) : '';
}

/** Starts a Dice Poker game of alice and bob in `chat`; its page's address and the start reply. */
async function started(chat: string): Promise<{ url: string; reply: string }> {
  await say(chat, 'alice', '/newgame dice_poker');
  await say(chat, 'bob', '/join');
  const reply = await say(chat, 'alice', '/startgame');
  const session = await butler.peekSession(chat);
  return { url: links.gameUrl(chat, session!.game!.fair!.commitment), reply };
}

describe('the live page over HTTP', () => {
  it('GIVEN a game started WHEN the start reply and /status are read THEN both carry its page, and the page answers 200 before any move', async () => {
    const { url, reply } = await started('console:live-links');
    expect(reply).toContain(url);
    expect(await say('console:live-links', 'bob', '/status')).toContain(url);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('data-moves="0"');
    expect(body).toContain('<bdi>דוד</bdi>');
    expect(body).not.toMatch(/<script>/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    await say('console:live-links', 'alice', '/endgame');
  });

  it('GIVEN one address holding its streams, and the server holding its cap WHEN one more opens THEN it is refused with 429; a closed stream frees its place; an open one gets heartbeats', async () => {
    const { url } = await started('console:live-limits');
    const events = `${url}/events?lang=en`;
    const open = (from: string) =>
      new Promise<{ status: number; first: Promise<string>; heartbeat: Promise<void>; close: () => void }>((resolve, reject) => {
        const req = request(events, { localAddress: from }, (res) => {
          res.setEncoding('utf8');
          let seen = '';
          let heard: () => void;
          const heartbeat = new Promise<void>((r) => (heard = r));
          const first = new Promise<string>((r) => {
            res.on('data', (chunk: string) => {
              seen += chunk;
              if (seen.includes('event: table')) r(seen);
              if (/(^|\n):\n\n/.test(seen)) heard();
            });
          });
          resolve({ status: res.statusCode!, first, heartbeat, close: () => req.destroy() });
        });
        req.on('error', reject);
        req.end();
      });
    const a = await open('127.0.0.1');
    const b = await open('127.0.0.1');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.first).toContain('event: table');
    await a.heartbeat;
    expect((await open('127.0.0.1')).status).toBe(429); // the address's two
    const c = await open('127.0.0.2');
    expect(c.status).toBe(200);
    expect((await open('127.0.0.3')).status).toBe(429); // the server's three
    c.close();
    await new Promise<void>((resolve) => {
      const check = async () => {
        const d = await open('127.0.0.3');
        if (d.status === 200) {
          d.close();
          resolve();
        } else setImmediate(check);
      };
      void check();
    });
    a.close();
    b.close();
    await say('console:live-limits', 'alice', '/endgame');
  });
});

describe('a move another process commits', () => {
  it('GIVEN a page served by a Butler that plays no move WHEN another Butler on the same store plays one THEN its watchers get it from the poll of the watched chats', async () => {
    const chat = 'console:live-other';
    const { url } = await started(chat);
    // another Butler on the same store serves the page: it never applies the move, only its poll can see it
    const reader = new Butler({ store: butler.store, dice: cryptoDice, logger: silentLogger });
    const shared = await startOneServer({
      port: await freePort(),
      host: '127.0.0.1',
      pages: pagesHandler({
        links,
        records: undefined,
        chatText: (c) => reader.queryText(c),
        now: Date.now,
        live: { session: (c) => reader.peekSession(c), onSaved: (listener) => reader.onSaved(listener) },
        streamLimits: { pollMs: 20 },
      }),
    });
    const events = `${url.replace(/:\d+\//, `:${shared.port}/`)}/events`;
    const tables: number[] = [];
    let moved: () => void;
    const seen = new Promise<void>((resolve) => (moved = resolve));
    const req = request(events, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const m of chunk.matchAll(/"moves":(\d+)/g)) tables.push(Number(m[1]));
        if (tables.some((n) => n > 0)) moved();
      });
    });
    req.end();
    await new Promise<void>((resolve) => {
      const check = () => (tables.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    await say(chat, 'alice', 'бросаю 5 костей'); // applied by the first Butler, not by `reader`
    await seen;
    expect(tables[0]).toBe(0);
    expect(tables.at(-1)).toBe(movesOf((await butler.peekSession(chat))!.game!));
    req.destroy();
    await shared.stop();
    await say(chat, 'alice', '/endgame');
  });
});

describe("the server's own timeouts", () => {
  it('GIVEN a server that drops a request not received within 100 ms WHEN a stream stays open through 20 heartbeats of 20 ms THEN it is still open (the timeouts judge the request, not the answer)', async () => {
    const { url } = await started('console:live-timeouts');
    const made = await pagesButler();
    const quick = await startOneServer({
      port: made.port,
      host: '127.0.0.1',
      limits: { requestTimeoutMs: 100, headersTimeoutMs: 100 },
      pages: pagesHandler({
        links,
        records: undefined,
        chatText: (chat) => butler.queryText(chat),
        now: Date.now,
        live: { session: (chat) => butler.peekSession(chat), onSaved: (listener) => butler.onSaved(listener) },
        streamLimits: { heartbeatMs: 20 },
      }),
    });
    const events = `${url.replace(/:\d+\//, `:${quick.port}/`)}/events`;
    const outcome = await new Promise<string>((resolve, reject) => {
      const req = request(events, (res) => {
        let beats = 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          beats += chunk.split(':\n\n').length - 1;
          if (beats >= 20) {
            req.destroy();
            resolve('open after 20 heartbeats');
          }
        });
        res.on('end', () => resolve(`ended after ${beats} heartbeats`));
      });
      req.on('error', reject);
      req.end();
    });
    expect(outcome).toBe('open after 20 heartbeats');
    await quick.stop();
    await say('console:live-timeouts', 'alice', '/endgame');
  });
});

describe.skipIf(!hasChromium)('the live page in headless Chromium', () => {
  it('GIVEN the page open on a 400 px screen WHEN three moves are played THEN each shows within a second, and at the end the page becomes the verified record', async () => {
    const chat = 'console:live-chromium';
    const { url } = await started(chat);
    const page = await browser!.newPage({ viewport: { width: 400, height: 800 } });
    await page.goto(`${url}?lang=en`);
    const text = textFor('en');
    expect(await page.title()).toContain(text.games.gameTitle('dice_poker'));
    expect(await page.locator('#headline bdi').innerText()).toBe(NAMES.alice);
    // the stream is open once the page's script has it (the server sent the table as it stands)
    await page.waitForFunction(() => document.body.dataset.moves === '0');
    for (const move of ['бросаю 5 костей', 'бросаю 5 костей', '/skip']) {
      await say(chat, 'alice', move);
      const moves = movesOf((await butler.peekSession(chat))!.game!);
      const shown = Date.now();
      await page.waitForFunction((n) => document.body.dataset.moves === String(n), moves, { timeout: 1_000 });
      expect(Date.now() - shown).toBeLessThan(1_000);
      expect(await page.locator('#move-count').innerText()).toBe(text.web.gamePage.movesSoFar(moves));
      // the move itself, in the page's words, under its player's name
      expect(await page.locator('#last-move bdi').innerText()).toBe(NAMES.alice);
      const said = await page.locator('#last-move').innerText();
      if (move === '/skip') expect(said).toContain(text.web.gamePage.moves.wrote('\u0000', 0).split('\u0000')[0]!);
      else expect(said).toContain(text.web.gamePage.moves.rolled('').trim());
      const picture = page.locator('#table-picture');
      if (await picture.count()) {
        await picture.evaluate((img: HTMLImageElement) => img.decode());
        expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
    }
    // the third move wrote a box: it is bob's turn now
    expect(await page.locator('#headline bdi').innerText()).toBe(NAMES.bob);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.screenshot({ path: '/tmp/butler-live-page-en.png', fullPage: true });
    // a page opened now (not by an event) says what the last move was too
    const second = await browser!.newPage({ viewport: { width: 400, height: 800 }, colorScheme: 'dark' });
    await second.goto(`${url}?lang=uk`);
    expect(await second.locator('#last-move').innerText()).toContain(textFor('uk').web.gamePage.moves.wrote('\u0000', 0).split('\u0000')[0]!);
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await second.screenshot({ path: '/tmp/butler-live-page-uk-dark.png', fullPage: true });
    await second.close();
    await say(chat, 'alice', '/endgame');
    const verdict = page.locator('#verdict[data-verdict]');
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.getAttribute('data-verdict')).toBe('ok');
    await page.close();
  });
});
