// Binding and closing an HTTP server, shared by the pages' server and the Telegram webhook's: listen, fail on a taken port
// instead of hanging, and say which port was bound (0 asks the system for a free one, as tests do). Loopback unless
// told otherwise (BUTLER_HTTP_HOST): a server is opened to the network on purpose, usually behind a proxy.
import type { Server } from 'node:http';

export const DEFAULT_HOST = '127.0.0.1';

export async function listenOn(server: Server, port: number, host = DEFAULT_HOST): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/** Stops taking connections and drops the idle kept-alive ones, so the close does not wait on a browser's socket. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
