// The limits every HTTP server of the Butler runs with (the pages' and the Telegram webhook's): a client that sends
// its headers or its request slowly is dropped, idle kept-alive sockets close, the number of open sockets is
// capped, and so is the number one address may hold — well below the cap, so that one client, however many sockets
// it opens, leaves room for the health probes, Telegram's webhook and the pages' readers (issue 49).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { addressKey } from './address-key.ts';
import { COMMON_HEADERS } from './security-headers.ts';

export interface ServerLimits {
  /**
   * the request line and the whole header block must have arrived within this many ms of the connection (or of the
   * last request): a socket that says nothing is dropped this soon
   */
  headersTimeoutMs: number;
  /** the whole request, body included, must have arrived within this many ms */
  requestTimeoutMs: number;
  /** an idle kept-alive socket is closed after this many ms */
  keepAliveTimeoutMs: number;
  /** sockets beyond this many are refused at once */
  maxConnections: number;
  /**
   * sockets from one address (an IPv6 /64) beyond this many are closed at once (BUTLER_HTTP_PER_ADDRESS; behind a
   * reverse proxy every client shares the proxy's address, so raise it there, and let the proxy limit its clients)
   */
  maxPerAddress: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
  maxPerAddress: 32,
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
    (req, res) => {
      // Every answer, whoever writes it (a probe, /metrics, the webhook, a 404, a 500): never sniffed, never referred.
      for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
      handle(req, res);
    },
  );
  server.maxConnections = l.maxConnections;
  capPerAddress(server, l.maxPerAddress);
  return server;
}

/** Closes a new socket at once when its address already holds `cap` open ones. */
function capPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const key = addressKey(socket.remoteAddress);
    const held = open.get(key) ?? 0;
    if (held >= cap) {
      socket.destroy();
      return;
    }
    open.set(key, held + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
