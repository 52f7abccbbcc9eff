// Draws the dice tray pictures of docs/telegram.md and docs/discord.md (issue 51) from the real thing: a Dice Poker
// hand played through the Butler, its reply rendered as each platform's adapter renders it (Telegram's HTML and
// inline keyboard rows, Discord's Markdown and button rows), laid out like the apps show them and photographed at
// 400 px wide with headless Chromium. Run again when the tray's words or layout change:
//
//   node bin/run-bundled.js scripts/draw-tray.ts        # writes docs/tray-telegram.png and docs/tray-discord.png
import { chromium } from 'playwright-core';
import { Butler } from '../src/butler.ts';
import { readTrayCode } from '../src/core/tray.ts';
import type { Reply } from '../src/core/reply.ts';
import { scriptedDiceSource } from '../src/dice/scripted-dice.ts';
import { silentLogger } from '../src/log.ts';
import { openStore } from '../src/storage/open-store.ts';
import { ButtonCodec as TelegramCodec } from '../src/adapters/telegram/buttons.ts';
import { renderChunks } from '../src/adapters/telegram/render-html.ts';
import { buttonRows, ButtonCodec as DiscordCodec } from '../src/adapters/discord/buttons.ts';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { projectFile } from '../src/runtime-files.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function trayReply(): Promise<{ hand: Reply; toggled: Reply }> {
  const store = await openStore({ kind: 'memory' });
  const butler = new Butler({ store, dice: scriptedDiceSource([2, 4, 4, 6, 1]), logger: silentLogger });
  const say = (user: string, text: string) => butler.handle({ chat: 'console:docs', user: { id: user, name: user }, text, isAdmin: () => true });
  await say('Alice', '/newgame покер');
  await say('Bob', '/join');
  await say('Alice', '/startgame');
  const hand = (await say('Alice', 'бросаю кости'))!;
  const tap = (button: number) =>
    butler.handle({ chat: 'console:docs', user: { id: 'Alice', name: 'Alice' }, text: '[tap]', tap: readTrayCode(hand.buttons[button]!.tap!)!, isAdmin: () => true });
  await tap(0);
  const toggled = (await tap(4))!;
  await store.close();
  return { hand, toggled };
}

/** The fonts the project ships (as the pictures use them, images/font.ts): the same look on a bare machine. */
// (inlined: a page set from a string may not load file: addresses)
const modules = (path: string) => `data:font/ttf;base64,${readFileSync(new URL(`node_modules/${path}`, projectFile(''))).toString('base64')}`;
const FONTS = `
  @font-face { font-family: DocText; src: url(${modules('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf')}); }
  @font-face { font-family: DocText; font-weight: 700; src: url(${modules('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf')}); }
  @font-face { font-family: DocEmoji; src: url(${modules('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf')}); }`;
const FAMILY = 'DocText, DocEmoji, sans-serif';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function telegramPage(reply: Reply, buttons: Reply['buttons']): string {
  const html = renderChunks(reply.rich).map((c) => c.html).join('<br>').replace(/\n/g, '<br>').replace(/<a href="[^"]*">/g, '<a>');
  const keyboard = new TelegramCodec().keyboard(buttons, reply.version)!;
  const rows = keyboard.inline_keyboard
    .map((row) => `<div class="row">${row.map((b) => `<div class="key">${escape(b.text)}</div>`).join('')}</div>`)
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>${FONTS}
    body { margin: 0; background: #8fb28a; font: 14px/1.35 ${FAMILY}; width: 400px; padding: 10px; box-sizing: border-box; }
    .bubble { background: #fff; border-radius: 12px 12px 12px 4px; padding: 7px 10px; color: #000; }
    .name { color: #3a7bd5; font-weight: 600; margin-bottom: 2px; }
    a { color: #3a7bd5; text-decoration: none; }
    .kb { margin-top: 4px; }
    .row { display: flex; gap: 4px; margin-top: 4px; }
    .key { flex: 1; background: rgba(40, 70, 40, .45); color: #fff; border-radius: 8px; padding: 8px 2px; text-align: center;
           font-size: 12.5px; font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  </style><div class="bubble"><div class="name">Дворецкий</div>${html}</div><div class="kb">${rows}</div>`;
}

function discordPage(reply: Reply, buttons: Reply['buttons']): string {
  const text = renderChunks(reply.rich).map((c) => c.plain).join('\n');
  const rows = buttonRows(buttons, reply.version, new DiscordCodec())
    .map((row) => `<div class="row">${row.components.map((b) => `<div class="btn ${b.style === 1 ? 'primary' : ''}">${escape(b.label ?? '')}</div>`).join('')}</div>`)
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>${FONTS}
    body { margin: 0; background: #313338; color: #dbdee1; font: 14px/1.4 ${FAMILY}; width: 400px; padding: 12px; box-sizing: border-box; }
    .name { color: #f2f3f5; font-weight: 600; } .tag { background: #5865f2; color: #fff; font-size: 10px; border-radius: 3px; padding: 1px 4px; margin-left: 4px; }
    .text { white-space: pre-wrap; margin: 2px 0 6px; }
    .row { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
    .btn { background: #4e5058; color: #fff; border-radius: 4px; padding: 6px 8px; font-size: 12.5px; white-space: nowrap; }
    .btn.primary { background: #5865f2; }
  </style><div class="name">Дворецкий<span class="tag">APP</span></div><div class="text">${escape(text)}</div>${rows}`;
}

const { hand, toggled } = await trayReply();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const page = await browser.newPage({ viewport: { width: 400, height: 200 }, deviceScaleFactor: 1 });
  for (const [name, html] of [
    ['tray-telegram.png', telegramPage(hand, toggled.buttons)],
    ['tray-discord.png', discordPage(hand, toggled.buttons)],
  ] as const) {
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: fileURLToPath(projectFile(`docs/${name}`)), fullPage: true });
    console.log(`docs/${name}`);
  }
} finally {
  await browser.close();
}
