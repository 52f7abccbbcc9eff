// Issue 50, item 4: a game's page read on a phone. In headless Chromium at 400 px wide, in each language, light and
// dark: nothing wider than the screen (no horizontal scroll), a title that names the game and its winner, every name
// in a <bdi> (right-to-left names included), each move in the page's words folded by turn, a dark colour scheme,
// the chat's leaderboard linked; the fonts the page asks for come from the Butler itself with their font types.
import { existsSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import type { PageLinks } from '../../src/web/page-links.ts';
import { pagesButler, servePages } from '../helpers/pages-butler.ts';
import type { RunningServer } from '../helpers/one-server.ts';
import { playFairGame } from '../helpers/fair-games.ts';
import { LANGUAGES } from '../../src/core/language.ts';
import { textFor } from '../../src/messages/index.ts';
import { WEB_FONTS } from '../../src/web/web-fonts.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
/** Screenshots to look at (the designer's check): light and dark, each language. */
const SHOTS = process.env.BUTLER_PAGE_SHOTS;

let server: RunningServer;
let links: PageLinks;
let browser: Browser | undefined;
let base: string;
/** Dice Poker between a right-to-left and an emoji-and-Han name; Bone Poker between Arabic and Hebrew names. */
let records: GameRecord[] = [];
let played: Awaited<ReturnType<typeof playFairGame>>;

beforeAll(async () => {
  const made = await pagesButler();
  const { store, clock, butler } = made;
  ({ base, links } = made);
  server = await servePages(made);
  played = await playFairGame('dice_poker', { store, butler, clock, room: 'phone', names: { alice: 'דוד הַמֶּלֶךְ', bob: '🎲 王小明 the very long name without any spaces_at_all_0123456789' } });
  const bone = await playFairGame('bone_poker', { store, butler, clock, room: 'phone-bone', names: { alice: 'عليّ', bob: 'Зоя' } });
  const craps = await playFairGame('craps', { store, butler, clock, room: 'phone-craps', names: { alice: 'Ana', bob: '李' } });
  const thousand = await playFairGame('thousand', { store, butler, clock, room: 'phone-thousand', names: { alice: 'Олесь', bob: 'مريم' } });
  records = [played.record, bone.record, craps.record, thousand.record];
  if (hasChromium) browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage(url: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser!.newPage({ viewport: { width: 400, height: 800 }, colorScheme });
  await page.goto(url);
  await page.locator('#verdict[data-verdict]').waitFor({ timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

describe.skipIf(!hasChromium)("a game's page at 400 px in headless Chromium", () => {
  for (const lang of LANGUAGES) {
    it(`GIVEN a finished game's page in ${lang} WHEN opened on a 400 px screen THEN nothing scrolls sideways, the title names the game and the winner, names are in <bdi>, moves are in ${lang} words by turn, and the leaderboard is linked`, async () => {
      const text = textFor(lang);
      // every game in English; the two with the most words (boxes, hands) in each language
      for (const record of lang === 'en' ? records : records.slice(0, 2)) {
        const page = await phonePage(`${links.gameUrl(record.chat, record.fair!.commitment)}?lang=${lang}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
        const title = await page.title();
        expect(title).toContain(text.games.gameTitle(record.game as never));
        const winner = record.players.find((p) => p.id === record.winners[0]);
        if (record.winners.length === 1) expect(title).toContain(winner!.name);
        // every name on the page is isolated: the result, the scores, each turn's heading
        for (const player of record.players) {
          const isolated = await page.locator('bdi', { hasText: player.name }).count();
          expect(isolated, player.name).toBeGreaterThan(1);
        }
        expect(await page.locator('#scores li').count()).toBe(record.players.length);
        // moves by turn, in the page's words, each checked by the browser
        expect(await page.locator('#turns details').count()).toBeGreaterThan(1);
        expect(await page.locator('#turns li[data-move]').count()).toBe(record.moves.length);
        expect(await page.locator('#turns li[data-check="ok"]').count()).toBe(record.moves.length);
        const labels = await page.locator('#turns li').allTextContents();
        const rolled = text.web.gamePage.moves.rolled('').trim();
        expect(labels.some((l) => l.includes(rolled))).toBe(true);
        expect(labels.join(' ')).not.toMatch(/count \d|dice_poker|bone_poker|·\s*roll\b/);
        if (record.game === 'dice_poker') {
          const wrote = text.web.gamePage.moves.wrote('\u0000', 0).split('\u0000')[0]!;
          expect(labels.some((l) => l.includes(wrote))).toBe(true);
        }
        expect(await page.locator('#top-link').getAttribute('href')).toBe(links.topUrl(record.chat));
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/game-${record.game}-${lang}-light.png`, fullPage: true });
          await page.screenshot({ path: `${SHOTS}/game-${record.game}-${lang}-first-screen.png` });
        }
        await page.close();
      }
    });
  }

  it('GIVEN the page in a dark system theme WHEN opened THEN it is drawn light on dark (the prefers-color-scheme rule holds)', async () => {
    const record = records[0]!;
    const url = `${links.gameUrl(record.chat, record.fair!.commitment)}?lang=en`;
    const background = async (scheme: 'light' | 'dark') => {
      const page = await phonePage(url, scheme);
      const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-en-${scheme}.png`, fullPage: true });
      await page.close();
      return { colour, width };
    };
    const light = await background('light');
    const dark = await background('dark');
    expect(light.colour).toBe('rgb(255, 255, 255)');
    expect(dark.colour).not.toBe(light.colour);
    const [r, g, b] = dark.colour.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(120);
    expect(dark.width).toBeLessThanOrEqual(400);
    // (for the eye: each game dark in Russian and Ukrainian)
    if (SHOTS) {
      for (const lang of ['ru', 'uk']) {
        for (const shown of records) {
          const page = await phonePage(`${links.gameUrl(shown.chat, shown.fair!.commitment)}?lang=${lang}`, 'dark');
          await page.screenshot({ path: `${SHOTS}/game-${shown.game}-${lang}-dark.png` });
          await page.close();
        }
      }
    }
  });

  it('GIVEN the verify page with a record pasted in its address WHEN opened on a 400 px screen THEN its move table fits (nothing scrolls sideways)', async () => {
    const record = records[0]!;
    const fragment = Buffer.from(JSON.stringify(record)).toString('base64url');
    const page = await phonePage(`${base}/verify?lang=uk#${fragment}`);
    expect(await page.locator('#moves tbody tr').count()).toBe(record.moves.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.close();
  });

  it("GIVEN a Hebrew name WHEN the page's fonts have loaded THEN the Butler's own Hebrew face drew it (no empty boxes on a bare phone)", async () => {
    const record = records[0]!;
    const page = await phonePage(`${links.gameUrl(record.chat, record.fair!.commitment)}?lang=ru`);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
    expect(loaded).toContain('ButlerHebrew');
    expect(loaded).toContain('ButlerSans');
    await page.close();
  });
});

describe('the fonts and shared files', () => {
  it('GIVEN each web font WHEN fetched THEN it comes from the Butler with its font type and a long cache; an unknown one is the bare 404', async () => {
    for (const font of WEB_FONTS) {
      const response = await fetch(`${base}/fonts/${font.file}`, { method: 'HEAD' });
      expect(response.status, font.file).toBe(200);
      expect(response.headers.get('content-type')).toBe(font.format === 'woff2' ? 'font/woff2' : 'font/ttf');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect(response.headers.get('etag')).toBeTruthy();
    }
    const roboto = await fetch(`${base}/fonts/roboto-400.ttf`);
    expect(Buffer.from(await roboto.arrayBuffer()).length).toBe(Number(roboto.headers.get('content-length')));
    expect((await fetch(`${base}/fonts/nothing.ttf`)).status).toBe(404);
    const css = await fetch(`${base}/assets/page.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const sheet = await css.text();
    expect(sheet).toContain('@font-face');
    expect(sheet).toContain('prefers-color-scheme: dark');
    expect(sheet).not.toContain('break-all');
    const again = await fetch(`${base}/assets/page.css`, { headers: { 'if-none-match': css.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
