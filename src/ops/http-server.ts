// The Butler's one HTTP server (BUTLER_HTTP_PORT; in webhook mode PORT when that is not set), the same in every
// mode — console, Telegram polling or webhook, Discord, Discord shards (then in the manager's process):
//   GET /healthz   200 while the event loop turns (answered by the loop itself: a stalled loop answers nothing)
//   GET /readyz    200 when the store answers and every configured platform is connected, else 503 and one line
//                  of JSON saying why (readiness.ts)
//   GET /metrics   Prometheus text (prometheus.ts)
// plus the routes mounted by the adapters (the Telegram webhook's POST path) and, for every other request, the
// Butler's pages (src/web) when they are served, else 404.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createLimitedServer, type ServerLimits } from '../web/server-limits.ts';
import { closeServer, listenOn } from '../web/listen.ts';
import type { Logger } from '../log.ts';
import type { Readiness } from './readiness.ts';
import type { ButlerMetrics } from './prometheus.ts';

/** `close`: ends what the handler holds open (the live pages' event streams), so that a stop does not wait on them. */
export type RequestHandler = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { close?: () => void };

export interface OpsServerOptions {
  port: number;
  host?: string;
  logger: Logger;
  readiness: Readiness;
  metrics: ButlerMetrics;
  /** the Butler's pages, for every request no other route takes */
  pages?: RequestHandler | null;
  /** timeouts and the socket cap (web/server-limits.ts); tests make them short */
  limits?: Partial<ServerLimits>;
}

export interface OpsServer {
  port: number;
  /** Serves `handle` for `method path` (exact path, query ignored): the Telegram webhook mounts its POST here. */
  mount(method: string, path: string, handle: RequestHandler): void;
  stop(): Promise<void>;
}

export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const { logger, readiness, metrics } = options;
  const mounted = new Map<string, RequestHandler>();
  const routes = new Map<string, RequestHandler>([
    ['GET /healthz', async (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n')],
    [
      'GET /readyz',
      async (_req, res) => {
        const reason = await readiness.reason();
        const body = reason === null ? { status: 'ready' } : { status: 'not ready', reason };
        res.writeHead(reason === null ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(`${JSON.stringify(body)}\n`);
      },
    ],
    [
      'GET /metrics',
      async (_req, res) => {
        const { contentType, text } = await metrics.scrape();
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text);
      },
    ],
  ]);
  const server: Server = createLimitedServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const route = `${req.method} ${path}`;
    const handle = mounted.get(route) ?? routes.get(route) ?? options.pages;
    if (!handle) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    handle(req, res).catch((error: unknown) => {
      // (the path's first segment only: a page's address holds its token)
      logger.error({ err: error, path: path?.split('/')[1] }, 'http request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error\n');
      else res.end();
    });
  }, options.limits);
  const port = await listenOn(server, options.port, options.host);
  logger.info({ port }, 'http: listening (/healthz, /readyz, /metrics)');
  return {
    port,
    mount: (method, path, handle) => void mounted.set(`${method} ${path}`, handle),
    stop: () => {
      options.pages?.close?.();
      return closeServer(server);
    },
  };
}
