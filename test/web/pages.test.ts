// The Butler's pages (src/web) over real HTTP and in headless Chromium: a finished game's page shows its record,
// every move, and the verdict the browser computed (green, data-verdict="ok") in each language; a changed record
// given to the verify page is red (data-verdict="fail"); a chat's leaderboard is behind the chat's own token; every
// wrong or truncated token is the same bare 404.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import { PageLinks } from '../../src/web/page-links.ts';
import { pagesButler, servePages } from '../helpers/pages-butler.ts';
import type { RunningServer } from '../helpers/one-server.ts';
import { playFairGame, type PlayedGame } from '../helpers/fair-games.ts';
import { tampered } from '../helpers/tampered-records.ts';
import { LANGUAGES } from '../../src/core/language.ts';
import { textFor } from '../../src/messages/index.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

let server: RunningServer;
let played: PlayedGame;
let record: GameRecord;
let links: PageLinks;
let browser: Browser | undefined;
let base: string;

beforeAll(async () => {
  // The links are the canonical addresses (BUTLER_PUBLIC_URL): here, the test server's own port.
  const made = await pagesButler();
  const { store, clock, butler } = made;
  ({ base, links } = made);
  server = await servePages(made);
  played = await playFairGame('dice_poker', { store, butler, clock, room: 'pages' });
  record = played.record;
  if (hasChromium) {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A link the Butler wrote (it already names the test server). */
const local = (url: string) => url;

describe('the pages over HTTP', () => {
  it('GIVEN a finished game WHEN the game-over reply is read THEN it carries the game page link, and that page answers 200 with the record', async () => {
    const over = played.texts.find((t) => t.includes(`${base}/game/`))!;
    const url = new RegExp(`${base.replace(/[.]/g, '\\.')}/game/\\S+`).exec(over)![0];
    const response = await fetch(local(url));
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain(record.fair!.secret);
    expect(body).toContain('<html lang="ru">');
  });

  it('GIVEN a finished game WHEN its page is served THEN it shows the game-over picture, a PNG behind the same token; a changed token is the bare 404', async () => {
    const pageUrl = local(links.gameUrl(record.chat, record.fair!.commitment, record.id));
    const body = await (await fetch(pageUrl)).text();
    const src = /<img id="picture" src="([^"]+)" alt="([^"]+)"/.exec(body);
    expect(src?.[2]).toBe(textFor('ru').web.webText.pictureAlt);
    // the picture's address is the canonical one, not one built from the request's path
    expect(src![1]!.startsWith(`${base}/game/`)).toBe(true);
    const picture = await fetch(src![1]!.replace(/&amp;/g, '&'));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await picture.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(720); // drawn at the chat picture's width
    const forged = src![1]!.replace(/\/([A-Za-z0-9_-]{22})\/picture\.png/, (_m, mac: string) => `/${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}/picture.png`);
    expect(forged).not.toBe(src![1]);
    expect((await fetch(forged.replace(/&amp;/g, '&'))).status).toBe(404);
  });

  it('GIVEN a game an admin stopped WHEN its page is served THEN there is no picture (the chat got none either)', async () => {
    const say = (user: string, text: string) =>
      played.butler.handle({ chat: 'console:stopped', user: { id: user, name: user }, text, isAdmin: () => true });
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    await say('alice', '/endgame');
    const [line] = await played.store.gameRecords!.history('console:stopped', 1);
    const stopped = (await played.store.gameRecords!.game(line!.id))!;
    expect(stopped.how).toBe('ended');
    const body = await (await fetch(local(links.gameUrl(stopped.chat, stopped.fair!.commitment, stopped.id)))).text();
    expect(body).toContain(stopped.fair!.secret);
    expect(body).not.toContain('id="picture"');
  });

  it('GIVEN /game N WHEN asked THEN the reply links to the same game page, with the record id as a hint', async () => {
    const reply = await played.butler.handle({ chat: 'console:pages', user: { id: 'alice', name: 'alice' }, text: `/game ${record.id}`, isAdmin: () => true });
    const text = JSON.stringify(reply!.rich);
    expect(text).toContain(links.gameUrl(record.chat, record.fair!.commitment, record.id));
    expect((await fetch(local(links.gameUrl(record.chat, record.fair!.commitment, record.id)))).status).toBe(200);
  });

  it('GIVEN a game address with one character of its token changed, cut short, or another chat WHEN fetched THEN each is the same bare 404', async () => {
    const good = local(links.gameUrl(record.chat, record.fair!.commitment));
    const last = good.at(-1) === 'A' ? 'B' : 'A';
    const bad = [
      good.slice(0, -1) + last,
      good.slice(0, -3),
      local(links.gameUrl('console:other', record.fair!.commitment)),
      local(links.topUrl(record.chat)).replace(/\/[^/]+$/, '/AAAAAAAAAAAAAAAAAAAAAA'),
      `http://127.0.0.1:${server.port}/nothing`,
    ];
    for (const url of bad) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe('404');
    }
  });

  it("GIVEN a chat's leaderboard token WHEN fetched THEN the chat's /top table is served", async () => {
    const response = await fetch(local(links.topUrl(record.chat)));
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('alice Smith');
  });

  it('GIVEN docs/verify.html as a file WHEN its built-in strings are read THEN they are the Russian messages (no drift)', async () => {
    const body = await (await fetch(`http://127.0.0.1:${server.port}/verify`)).text();
    const strings = /<script id="strings" type="application\/json">([\s\S]*?)<\/script>/.exec(body)![1]!;
    expect(JSON.parse(strings)).toEqual(textFor('ru').web.verifyPage);
  });
});

describe.skipIf(!hasChromium)('the pages in headless Chromium', () => {
  for (const lang of LANGUAGES) {
    it(`GIVEN a finished game's page in ${lang} WHEN it opens THEN the browser's check is green (data-verdict="ok") over every move, with the commitment to compare`, async () => {
      const page = await browser!.newPage();
      await page.goto(`${local(links.gameUrl(record.chat, record.fair!.commitment))}?lang=${lang}`);
      const verdict = page.locator('#verdict[data-verdict]');
      await verdict.waitFor({ timeout: 60_000 });
      expect(await verdict.getAttribute('data-verdict')).toBe('ok');
      expect(await page.locator('#moves tbody tr').count()).toBe(record.moves.length);
      expect(await page.locator('#compare').innerText()).toContain(record.fair!.commitment);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await verdict.innerText()).toContain(textFor(lang).web.verifyPage.ok.split('(')[0]!.trim());
      const picture = page.locator('#picture');
      await picture.evaluate((img: HTMLImageElement) => img.decode());
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
      expect(await picture.getAttribute('alt')).toBe(textFor(lang).web.webText.pictureAlt);
      await page.screenshot({ path: `/tmp/butler-game-page-${lang}.png`, fullPage: true });
      await page.close();
    });

    it(`GIVEN a record with a roll stored with fewer dice, in ${lang} WHEN the verify page checks it THEN it is red (data-verdict="fail") and names the move`, async () => {
      const page = await browser!.newPage();
      const bad = Buffer.from(JSON.stringify(tampered(record, 'a roll stored with fewer dice'))).toString('base64url');
      await page.goto(`http://127.0.0.1:${server.port}/verify?lang=${lang}#${bad}`);
      const verdict = page.locator('#verdict[data-verdict]');
      await verdict.waitFor({ timeout: 60_000 });
      expect(await verdict.getAttribute('data-verdict')).toBe('fail');
      expect(await verdict.innerText()).toMatch(/ 1 /);
      expect(await page.locator('#moves tbody tr.bad').count()).toBeGreaterThan(0);
      await page.close();
    });
  }
});
