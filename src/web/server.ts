// The Butler's own web server (BUTLER_HTTP_PORT), plain node:http: it serves the pages (pages.ts) in every mode,
// the console included. With a Telegram webhook the pages are served by the webhook's server instead (one port).
import { closeServer, listenOn } from './listen.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createLimitedServer, type ServerLimits } from './server-limits.ts';
import type { Logger } from '../log.ts';
import { notFound } from './pages.ts';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface RunningWebServer {
  port: number;
  stop(): Promise<void>;
}

export async function startWebServer(options: { port: number; host?: string; handle: PageHandler; logger: Logger; limits?: Partial<ServerLimits> }): Promise<RunningWebServer> {
  const server: Server = createLimitedServer((req, res) => {
    options.handle(req, res).catch((error: unknown) => {
      options.logger.error({ err: error, path: (req.url ?? '').split('?')[0]?.split('/')[1] }, 'page failed');
      if (!res.headersSent) notFound(res);
      else res.end();
    });
  }, options.limits);
  const port = await listenOn(server, options.port, options.host);
  options.logger.info({ port }, 'web pages: listening');
  return {
    port,
    stop: () => closeServer(server),
  };
}
