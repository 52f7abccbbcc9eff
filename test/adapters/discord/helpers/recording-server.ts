// A stand-in for Discord's HTTP API on 127.0.0.1: records every request and answers with the smallest bodies
// discord.js accepts. Point a client at it with `rest: { api: server.api }`.
import { gatewayMessage } from './gateway-objects.ts';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** path after /api/v10, e.g. /channels/1/messages */
  path: string;
  query: URLSearchParams;
  body: any;
  authorization: string | undefined;
}

export const BOT_ID = '900000000000000001';
export const APP_ID = '900000000000000002';

let nextId = 1_000_000_000_000_000_000n;
const snowflake = () => String(nextId++);

export function messageObject(channelId: string, body: any): Record<string, unknown> {
  return gatewayMessage({
    id: snowflake(),
    channel_id: channelId,
    author: { id: BOT_ID, username: 'Butler', discriminator: '0', global_name: null, avatar: null, bot: true },
    content: body?.content ?? '',
    embeds: body?.embeds ?? [],
    components: body?.components ?? [],
    flags: body?.flags ?? 0,
  });
}

type Route = (req: RecordedRequest) => { status: number; body?: unknown } | undefined;

export class RecordingServer {
  readonly requests: RecordedRequest[] = [];
  /** the underlying HTTP server (the fake gateway attaches its WebSocket endpoint to it) */
  readonly http: Server;
  private readonly routes: Route[] = [];
  /** extra latency for every answer (ms) */
  delayMs = 0;

  private constructor() {
    this.http = createServer((req, res) => void this.handle(req, res));
  }

  static async start(): Promise<RecordingServer> {
    const server = new RecordingServer();
    server.http.listen(0, '127.0.0.1');
    await once(server.http, 'listening');
    return server;
  }

  get api(): string {
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}/api`;
  }

  /** Answers matching requests differently (first matching route wins). */
  route(fn: Route): void {
    this.routes.unshift(fn);
  }

  clear(): void {
    this.requests.length = 0;
  }

  async close(): Promise<void> {
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  /** Waits until `predicate` holds for the recorded requests (polling), then returns them. */
  /**
   * Resolves when a request makes `predicate` true, looked at as each request arrives (no polling). The timeout only
   * turns a request that never comes into a message naming the ones that did; it is no part of what a test asserts.
   */
  async waitFor(predicate: (requests: RecordedRequest[]) => boolean, timeoutMs = 60_000): Promise<RecordedRequest[]> {
    if (predicate(this.requests)) return this.requests;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.arrived.delete(check);
        reject(new Error(`timed out; requests: ${JSON.stringify(this.requests.map((r) => `${r.method} ${r.path}`))}`));
      }, timeoutMs);
      const check = () => {
        if (!predicate(this.requests)) return;
        clearTimeout(timer);
        this.arrived.delete(check);
        resolve(this.requests);
      };
      this.arrived.add(check);
    });
  }

  /** what waitFor looks at when a request arrives */
  private readonly arrived = new Set<() => void>();

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname).replace(/^\/api\/v\d+/, ''),
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : undefined,
      authorization: req.headers.authorization,
    };
    this.requests.push(recorded);
    for (const check of [...this.arrived]) check();
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    const answer = this.routes.map((route) => route(recorded)).find(Boolean) ?? defaultAnswer(recorded);
    if (answer.body === undefined) {
      res.writeHead(answer.status).end();
    } else {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    }
  }
}

function defaultAnswer(req: RecordedRequest): { status: number; body?: unknown } {
  const { method, path, body } = req;
  let m: RegExpExecArray | null;
  if (method === 'POST' && (m = /^\/channels\/(\d+)\/messages$/.exec(path))) {
    return { status: 200, body: messageObject(m[1], body) };
  }
  if (method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) return { status: 204 };
  if ((method === 'PATCH' || method === 'POST') && /^\/webhooks\//.test(path)) {
    return { status: 200, body: messageObject('0', body) };
  }
  if (method === 'DELETE') return { status: 204 };
  if (method === 'PUT' && /\/commands$/.test(path)) return { status: 200, body: body ?? [] };
  return { status: 404, body: { message: 'Unknown route in the test server', code: 0 } };
}
