// docs/verify.html opened as a file in a real headless Chromium (the system's, driven by playwright-core): a good
// record is accepted move by move, a record with one die changed is rejected at that roll, both pasted and in the URL
// fragment. (The pages the Butler serves from it are tested in test/web/.)
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import { playFairBonePoker } from '../helpers/fair-game.ts';
import { forgetInRecord, forgetting } from '../../src/storage/records/forget-structure.ts';
import { erasedSeed } from '../../src/dice/fair/bound-context.ts';
import { BINDING_TAMPERS, tampered as changed } from '../helpers/tampered-records.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE = new URL('../../docs/verify.html', import.meta.url).href;
// CI installs Chromium (.ci/run); a developer machine without it skips rather than fails.
const hasChromium = existsSync(CHROMIUM);

let browser: Browser;
let record: GameRecord;

beforeAll(async () => {
  if (!hasChromium) return;
  ({ record } = await playFairBonePoker());
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
});
afterAll(async () => browser?.close());

function tampered(): GameRecord {
  const copy = structuredClone(record);
  const move = copy.moves.filter((m) => m.d.length > 0)[1]!;
  move.d[0] = (move.d[0]! % 6) + 1;
  return copy;
}

async function verdictOf(page: Page): Promise<{ ok: string | undefined; text: string }> {
  const verdict = page.locator('#verdict');
  await verdict.filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
  return { ok: await verdict.getAttribute('data-verdict').then((v) => v ?? undefined), text: await verdict.innerText() };
}

const fragment = (r: GameRecord) => Buffer.from(JSON.stringify(r)).toString('base64url');

describe.skipIf(!hasChromium)('docs/verify.html in headless Chromium', () => {
  it('GIVEN a real record in the URL fragment WHEN the page opens THEN it shows every roll checked and all match', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.goto(`${PAGE}#${fragment(record)}`);
    const verdict = await verdictOf(page);
    expect(verdict.text).toContain('совпали все броски (2)');
    expect(verdict.ok).toBe('ok');
    expect(await page.locator('#moves tbody tr').count()).toBe(record.moves.length);
    expect(await page.locator('#compare').innerText()).toContain(`${record.fair!.commitment} — сравните с тем, что был показан в чате при начале игры`);
    await page.screenshot({ path: process.env.VERIFY_SCREENSHOT ?? '/tmp/butler-verify-good.png', fullPage: true });
    await page.close();
  });

  it('GIVEN a record whose first player was forgotten (/forgetme) WHEN the page opens THEN every roll still matches, from the kept context digest', async () => {
    const forgotten = forgetInRecord(record, forgetting(record.players[0]!.id));
    const page = await browser.newPage();
    await page.goto(`${PAGE}#${fragment(forgotten)}`);
    const verdict = await verdictOf(page);
    expect(verdict.ok).toBe('ok');
    expect(verdict.text).toContain('совпали все броски (2)');
    await page.close();
  });

  it('GIVEN a forgotten player whose phrases’ texts are erased to their digests WHEN the page opens THEN every roll still matches', async () => {
    const forgotten = forgetInRecord(record, forgetting(record.players[0]!.id));
    forgotten.fair!.seeds = forgotten.fair!.seeds.map(erasedSeed);
    const page = await browser.newPage();
    await page.goto(`${PAGE}#${fragment(forgotten)}`);
    expect((await verdictOf(page)).ok).toBe('ok');
    await page.close();
  });

  it('GIVEN records whose who-played or phrases were changed (issue 49) WHEN each is opened THEN the page refuses every one', async () => {
    const page = await browser.newPage();
    for (const how of BINDING_TAMPERS) {
      await page.goto('about:blank');
      await page.goto(`${PAGE}#${fragment(changed(record, how))}`);
      const verdict = await verdictOf(page);
      expect(verdict.ok, how).toBe('fail');
      expect(verdict.text, how).toMatch(/НЕ СОВПАДАЕТ/);
    }
    await page.close();
  });

  it('GIVEN a record with one die changed WHEN it is pasted in and checked THEN the page names that roll and marks its row', async () => {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.fill('#record', JSON.stringify(tampered()));
    await page.click('#check');
    const verdict = await verdictOf(page);
    expect(verdict.ok).toBe('fail');
    expect(verdict.text).toMatch(/НЕ СОВПАДАЕТ: бросок 2/);
    expect(await page.locator('#moves tbody tr.bad').count()).toBe(1);
    await page.screenshot({ path: '/tmp/butler-verify-bad.png', fullPage: true });
    await page.close();
  });

  it('GIVEN text that is not a record WHEN it is pasted in and checked THEN the page says so instead of failing silently', async () => {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.fill('#record', 'hello');
    await page.click('#check');
    expect((await verdictOf(page)).text).toMatch(/не JSON/);
    await page.close();
  });
});
