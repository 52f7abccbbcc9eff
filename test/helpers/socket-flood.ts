// One address opening many sockets that say nothing (issue 49), and a probe from another loopback address (Linux
// routes all of 127.0.0.0/8 to loopback): what a health check sees while one client tries to hold every socket.
// The flood is a bounded loop: it opens `count` sockets, one after another, and `stop` closes whatever is still open.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface SocketFlood {
  /** sockets the server still holds open */
  held(): number;
  /** resolves true once the server holds at most `count` of them (the closes of the refused ones take a moment), false after `timeoutMs` */
  heldAtMost(count: number, timeoutMs: number): Promise<boolean>;
  stop(): void;
}

export async function floodSockets(port: number, count: number, from = '127.0.0.1'): Promise<SocketFlood> {
  const open = new Set<Socket>();
  for (let i = 0; i < count; i++) {
    await new Promise<void>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from });
      socket.on('error', () => resolve());
      socket.resume(); // read, so that the server's close is seen
      socket.once('connect', () => {
        open.add(socket);
        resolve();
      });
      socket.once('close', () => open.delete(socket));
    });
  }
  return {
    held: () => open.size,
    heldAtMost: async (count, timeoutMs) => {
      const until = Date.now() + timeoutMs;
      while (open.size > count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      return open.size <= count;
    },
    stop: () => {
      for (const socket of open) socket.destroy();
    },
  };
}

/** A GET from `from`; resolves with the status and the ms it took, or the error's code when the server dropped it. */
export function probe(port: number, path: string, from = '127.0.0.2', timeoutMs = 2_000): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', path, localAddress: from, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'error', ms: performance.now() - started }));
    req.end();
  });
}
