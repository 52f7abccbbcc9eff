// No secret in a log line: every line the code paths below write is captured from the real logger and searched for
// the bot token, the webhook secret, the Discord token and the database password — as written, URL-encoded, and in
// the places they hide (a webhook path, a URL with a password, an error message and its stack).
import { Bot } from 'grammy';
import { describe, expect, it } from 'vitest';
import { Butler } from '../src/butler.ts';
import { startWebhook } from '../src/adapters/telegram/webhook.ts';
import { scriptedDiceSource } from '../src/dice/scripted-dice.ts';
import { createLogger } from '../src/log.ts';
import { redactText } from '../src/log-redact.ts';
import { MemorySessionStore } from '../src/storage/memory-store.ts';
import { freePort } from './helpers/free-port.ts';

const BOT_TOKEN = '7311442211:AAH9sQm4Vx_secretTokenValue-0123456789';
const WEBHOOK_SECRET = 'hook-secret-5d1e2f3a';
const DISCORD_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz012345';
const DB_PASSWORD = 'pg p@ss:w/rd!';
const DATABASE_URL = `postgres://butler:${encodeURIComponent(DB_PASSWORD)}@127.0.0.1:5432/butler`;
const SECRETS = [BOT_TOKEN, WEBHOOK_SECRET, DISCORD_TOKEN, DB_PASSWORD, encodeURIComponent(DB_PASSWORD), 'secretTokenValue'];

function capture() {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'trace',
    stream: { write: (line: string) => void lines.push(line) },
    secrets: [BOT_TOKEN, WEBHOOK_SECRET, DISCORD_TOKEN, DB_PASSWORD],
  });
  return { logger, lines };
}

function expectClean(lines: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) for (const secret of SECRETS) expect(line, line).not.toContain(secret);
}

describe('secrets in logs', () => {
  it('GIVEN a webhook URL whose path carries the bot token WHEN the webhook starts THEN its log line shows the path without the token', async () => {
    const { logger, lines } = capture();
    const bot = new Bot(BOT_TOKEN, {
      botInfo: {
        id: 7311442211,
        is_bot: true,
        first_name: 'Butler',
        username: 'butler_bot',
        can_join_groups: true,
        can_read_all_group_messages: true,
        supports_inline_queries: false,
        can_connect_to_business: false,
        has_main_web_app: false,
      } as never,
    });
    const hook = await startWebhook(bot, logger, {
      url: `https://example.org/tg/bot${BOT_TOKEN}?secret=${WEBHOOK_SECRET}`,
      secret: WEBHOOK_SECRET,
      port: await freePort(),
      host: '127.0.0.1',
      register: false,
    });
    await hook.stop();
    expect(lines.some((l) => l.includes('/tg/bot[redacted]'))).toBe(true);
    expectClean(lines);
  });

  it('GIVEN a store failing with errors that quote the database URL and an API URL with the token WHEN moves and the turn clock log them THEN no line holds a secret', async () => {
    const { logger, lines } = capture();
    class Failing extends MemorySessionStore {
      override async transact(): Promise<never> {
        throw new Error(`connect ECONNREFUSED for ${DATABASE_URL}`);
      }
      override async due(): Promise<string[]> {
        throw new Error(`request to https://api.telegram.org/bot${BOT_TOKEN}/getUpdates failed (Authorization: Bot ${DISCORD_TOKEN})`);
      }
    }
    const butler = new Butler({ store: new Failing(), dice: scriptedDiceSource([1, 2]), logger });
    await butler.handle({ chat: 'console:main', user: { id: 'a', name: 'a' }, text: 'бросаю кости', isAdmin: () => true });
    await butler.tick();
    logger.info({ config: { token: BOT_TOKEN }, env: { DATABASE_URL }, headers: { authorization: `Bot ${DISCORD_TOKEN}` } }, 'fields');
    logger.warn(`plain message with ${DATABASE_URL} and ${BOT_TOKEN}`);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expectClean(lines);
  });

  it('GIVEN secrets the logger was not told about, of the known shapes WHEN text is redacted THEN they are censored too; ordinary text is left alone', () => {
    const text = redactText(
      'got 123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef12 and postgres://u:hunter2@db/x and ?token=abc&x=1 — 5 players, 12:30',
      [],
    );
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('ABCDEFGHIJ');
    expect(text).toContain('?token=[redacted]&x=1');
    expect(text).toContain('5 players, 12:30');
  });

  it('GIVEN the console\'s logger (issue 52) WHEN a warning with an error is logged THEN it is one short line for a person, no JSON, and still without the secret', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', human: true, stream: { write: (line: string) => void lines.push(line) }, secrets: [BOT_TOKEN] });
    logger.warn({ err: new Error(`refused ${BOT_TOKEN}`), chat: 'console:main' }, 'the store is busy');
    logger.info('started · version 1.0.0');
    expect(lines).toEqual(['butler: warning: the store is busy (refused [redacted])\n', 'butler: started · version 1.0.0\n']);
  });
});
