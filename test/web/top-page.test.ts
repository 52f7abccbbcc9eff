// Issue 50, item 4: a chat's leaderboard as a page — a real table per game (place, player, rating, games), settled
// ratings above provisional ones (marked, and explained under the table), what a rating means, every name in a
// <bdi>; /top links to it when the pages are served, and so does each game's page. At 400 px nothing scrolls sideways.
import { existsSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { PageLinks } from '../../src/web/page-links.ts';
import { pagesButler, servePages } from '../helpers/pages-butler.ts';
import type { RunningServer } from '../helpers/one-server.ts';
import { playFairGame } from '../helpers/fair-games.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { textFor } from '../../src/messages/index.ts';
import { LANGUAGES } from '../../src/core/language.ts';
import type { Butler } from '../../src/butler.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.BUTLER_PAGE_SHOTS;
const CHAT = 'console:board';

let server: RunningServer;
let links: PageLinks;
let butler: Butler;

beforeAll(async () => {
  const made = await pagesButler();
  const { store, clock } = made;
  ({ links, butler } = made);
  server = await servePages(made);
  // alice and bob settle their ratings (five games each); Hebrew-named carol and dave have one game: provisional
  for (let i = 0; i < 5; i++) await playFairGame('bone_poker', { store, butler, clock, room: 'board', seeds: false, names: { alice: 'Alice', bob: 'Bob' } });
  const say = (user: string, name: string, text: string) => butler.handle({ chat: CHAT, user: { id: user, name }, text, isAdmin: () => true }).then(() => clock.typed(text));
  await say('carol', 'כרמל', '/newgame bone_poker');
  await say('dave', 'Dave', '/join');
  await say('carol', 'כרמל', '/startgame');
  await say('carol', 'כרמל', 'бросаю 5 костей');
  await say('dave', 'Dave', 'бросаю 5 костей');
  await say('carol', 'כרמל', 'пас');
  await say('dave', 'Dave', 'пас');
});
afterAll(async () => {
  await server?.stop();
});

describe("a chat's leaderboard page", () => {
  it('GIVEN /top WHEN the pages are served THEN the reply links to the leaderboard page', async () => {
    const reply = await butler.handle({ chat: CHAT, user: { id: 'alice', name: 'Alice' }, text: '/top', isAdmin: () => true });
    expect(toPlain(reply!.rich)).toContain(links.topUrl(CHAT));
  });

  it('GIVEN settled and provisional ratings WHEN the page is served THEN each game is a table, settled ratings first and by rating, provisional ones marked and after them, with what ratings mean', async () => {
    const body = await (await fetch(`${links.topUrl(CHAT)}?lang=en`)).text();
    const words = textFor('en').web.gamePage.top;
    expect(body).toContain('<table class="board">');
    expect(body).toContain(`<th>${words.player}</th>`);
    expect(body).toContain(words.explained.slice(0, 30));
    const rows = [...body.matchAll(/<tr( class="provisional")?><td class="num">(\d+)<\/td><td><bdi>([^<]*)<\/bdi><\/td><td class="num">(\d+)/g)].map((m) => ({
      provisional: m[1] !== undefined,
      place: Number(m[2]),
      name: m[3],
      rating: Number(m[4]),
    }));
    expect(rows.map((r) => r.name).sort(), body.slice(body.indexOf("<tbody>"), body.indexOf("</tbody>"))).toEqual(['Alice', 'Bob', 'Dave', 'כרמל']);
    expect(rows.map((r) => r.provisional)).toEqual([false, false, true, true]);
    expect(rows[0]!.rating).toBeGreaterThanOrEqual(rows[1]!.rating);
    expect(rows[2]!.rating).toBeGreaterThanOrEqual(rows[3]!.rating);
    expect(body.match(/<abbr title="provisional">\*<\/abbr>/g)).toHaveLength(2);
  });

  it.skipIf(!existsSync(CHROMIUM))('GIVEN the page on a 400 px screen in each language WHEN opened THEN nothing scrolls sideways and the names are isolated', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const lang of LANGUAGES) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ viewport: { width: 400, height: 700 }, colorScheme });
        await page.goto(`${links.topUrl(CHAT)}?lang=${lang}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
        expect(await page.title()).toContain(textFor(lang).web.webText.topTitle);
        expect(await page.locator('table.board tbody tr').count()).toBe(4);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/top-${lang}-${colorScheme}.png`, fullPage: true });
        await page.close();
      }
    }
    await browser.close();
  });
});
