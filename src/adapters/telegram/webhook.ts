// Webhook mode: Telegram POSTs updates to TELEGRAM_WEBHOOK_URL; grammY's webhookCallback takes them and refuses
// requests without the secret token header (401). In the program the path is a route of the Butler's one HTTP server
// (ops/http-server.ts, `server`); without one (tests) a small node:http server of its own serves it on PORT.
import { closeServer, listenOn } from '../../web/listen.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createLimitedServer, type ServerLimits } from '../../web/server-limits.ts';
import { webhookCallback, type Bot } from 'grammy';
import type { Logger } from '../../log.ts';
import { ALLOWED_UPDATES } from './wire-bot.ts';

export interface WebhookOptions {
  /** the public https URL Telegram calls; its path is the one served */
  url: string;
  secret: string;
  port: number;
  host?: string;
  /** false when the webhook is registered elsewhere (tests, a second replica that must not re-register) */
  register?: boolean;
  /** the Butler's pages (src/web): every other GET on this server goes to them (they answer 404 themselves) */
  pages?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** the server's timeouts and socket cap (web/server-limits.ts); tests make them short */
  limits?: Partial<ServerLimits>;
  /**
   * the Butler's one HTTP server (ops/http-server.ts): the webhook's POST path is mounted on it, and no server of
   * the webhook's own is started (port, host and pages are then that server's business)
   */
  server?: { port: number; mount(method: string, path: string, handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): void };
}

export interface RunningWebhook {
  port: number;
  stop(): Promise<void>;
}

export async function startWebhook(bot: Bot, logger: Logger, options: WebhookOptions): Promise<RunningWebhook> {
  const path = new URL(options.url).pathname || '/';
  // Telegram waits for the answer; a slow chat line must not make it resend, so the update is acknowledged after
  // 20 s and keeps running (a resent update would be skipped anyway: the Butler applies an update id once).
  const handle = webhookCallback(bot, 'http', {
    secretToken: options.secret,
    onTimeout: 'return',
    timeoutMilliseconds: 20_000,
  });
  if (options.server) {
    options.server.mount('POST', path, async (req, res) => {
      await handle(req, res);
    });
    if (options.register !== false) {
      await bot.api.setWebhook(options.url, { secret_token: options.secret, allowed_updates: ALLOWED_UPDATES });
    }
    logger.info({ bot: bot.botInfo.username, port: options.server.port, path }, 'telegram: webhook');
    // (the shared server stops with the process; the path then simply answers 404)
    return { port: options.server.port, stop: async () => undefined };
  }
  const server: Server = createLimitedServer((req, res) => {
    const requestPath = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && requestPath === path) {
      handle(req, res).catch((error: unknown) => {
        logger.error({ err: error }, 'webhook request failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    if (req.method === 'GET' && requestPath === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (options.pages) {
      options.pages(req, res).catch((error: unknown) => {
        logger.error({ err: error }, 'page failed');
        if (!res.headersSent) res.writeHead(404).end();
      });
      return;
    }
    res.writeHead(404).end();
  }, options.limits);
  const port = await listenOn(server, options.port, options.host);
  if (options.register !== false) {
    await bot.api.setWebhook(options.url, { secret_token: options.secret, allowed_updates: ALLOWED_UPDATES });
  }
  logger.info({ bot: bot.botInfo.username, port, path }, 'telegram: webhook');
  return {
    port,
    stop: () => closeServer(server),
  };
}
