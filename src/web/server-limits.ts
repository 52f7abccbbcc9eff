// The limits every HTTP server of the Butler runs with (the pages' and the Telegram webhook's): a client that sends
// its headers or its request slowly is dropped, idle kept-alive sockets close, and the number of open sockets is
// capped, so that a few slow or idle clients cannot hold the process's sockets and memory.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface ServerLimits {
  /** the whole header block must have arrived within this many ms of the connection (or of the last request) */
  headersTimeoutMs: number;
  /** the whole request, body included, must have arrived within this many ms */
  requestTimeoutMs: number;
  /** an idle kept-alive socket is closed after this many ms */
  keepAliveTimeoutMs: number;
  /** sockets beyond this many are refused at once */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
};

/**
 * A node:http server with the limits set. Node checks the header and request timeouts on a timer of its own
 * (`connectionsCheckingInterval`, 30 s by default): it runs here at a tenth of the header timeout, so a slow client
 * is dropped close to the limit, not up to 30 s after it.
 */
export function createLimitedServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  limits: Partial<ServerLimits> = {},
): Server {
  const l = { ...DEFAULT_SERVER_LIMITS, ...limits };
  // Node refuses a header timeout above the request timeout: the tighter one holds for both.
  const headersTimeout = Math.min(l.headersTimeoutMs, l.requestTimeoutMs);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: l.requestTimeoutMs,
      keepAliveTimeout: l.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersTimeout / 10))),
    },
    handle,
  );
  server.maxConnections = l.maxConnections;
  return server;
}
