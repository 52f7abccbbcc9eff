// A minimal Discord gateway on the RecordingServer's port, for tests that log in for real: HELLO, IDENTIFY → READY,
// heartbeats acknowledged, and dispatches pushed to a chosen shard's socket. It can refuse the privileged Message
// Content intent the way Discord does (close code 4014) when the portal switch is off.
import { WebSocketServer, type WebSocket } from 'ws';
import { APP_ID, BOT_ID, type RecordingServer } from './recording-server.ts';

export const MESSAGE_CONTENT_INTENT = 1 << 15;

export interface Identify {
  token: string;
  intents: number;
  shard: [number, number] | undefined;
}

export class GatewayServer {
  readonly identifies: Identify[] = [];
  /** when true, an IDENTIFY asking for Message Content is closed with 4014 (Disallowed intents) */
  refuseMessageContent = false;
  private readonly sockets = new Map<number, WebSocket>();
  private readonly wss: WebSocketServer;
  private seq = 1;

  constructor(private readonly rest: RecordingServer, recommendedShards = 1) {
    this.wss = new WebSocketServer({ server: rest.http, path: '/gateway' });
    this.wss.on('connection', (socket) => this.accept(socket));
    const url = rest.api.replace(/^http/, 'ws').replace(/\/api$/, '/gateway');
    rest.route((req) =>
      req.method === 'GET' && req.path === '/gateway/bot'
        ? {
            status: 200,
            body: {
              url,
              shards: recommendedShards,
              session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 16 },
            },
          }
        : undefined,
    );
  }

  /**
   * Waits until `count` shards have identified and been sent READY, looked at as each one connects (no polling).
   * The limit only names a shard that never comes; the test's own limit is the one that counts.
   */
  async ready(count: number, timeoutMs = 100_000): Promise<void> {
    if (this.sockets.size >= count) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.connected.delete(check);
        reject(new Error(`only ${this.sockets.size} of ${count} shards connected`));
      }, timeoutMs);
      const check = () => {
        if (this.sockets.size < count) return;
        clearTimeout(timer);
        this.connected.delete(check);
        resolve();
      };
      this.connected.add(check);
    });
  }

  /** what ready() looks at when a shard has been sent READY */
  private readonly connected = new Set<() => void>();

  dispatch(shard: number, t: string, d: unknown): void {
    const socket = this.sockets.get(shard);
    if (!socket) throw new Error(`shard ${shard} is not connected`);
    socket.send(JSON.stringify({ op: 0, t, s: ++this.seq, d }));
  }

  /** Closes a shard's connection with a gateway close code, as Discord does (4004: the token was reset). */
  closeShard(shard: number, code: number, reason: string): void {
    const socket = this.sockets.get(shard);
    if (!socket) throw new Error(`shard ${shard} is not connected`);
    socket.close(code, reason);
  }

  async close(): Promise<void> {
    for (const socket of this.wss.clients) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 45_000 } }));
    socket.on('message', (raw) => {
      const packet = JSON.parse(String(raw)) as { op: number; d: any };
      if (packet.op === 1) socket.send(JSON.stringify({ op: 11 }));
      if (packet.op !== 2) return;
      const identify: Identify = { token: packet.d.token, intents: packet.d.intents, shard: packet.d.shard };
      this.identifies.push(identify);
      if (this.refuseMessageContent && (identify.intents & MESSAGE_CONTENT_INTENT) !== 0) {
        socket.close(4014, 'Disallowed intent(s).');
        return;
      }
      const shardId = identify.shard?.[0] ?? 0;
      this.sockets.set(shardId, socket);
      for (const check of [...this.connected]) check();
      socket.on('close', () => {
        if (this.sockets.get(shardId) === socket) this.sockets.delete(shardId);
      });
      socket.send(
        JSON.stringify({
          op: 0,
          t: 'READY',
          s: 1,
          d: {
            v: 10,
            user: { id: BOT_ID, username: 'Butler', discriminator: '0', global_name: null, avatar: null, bot: true },
            guilds: [],
            session_id: `session-${shardId}`,
            resume_gateway_url: this.rest.api.replace(/^http/, 'ws').replace(/\/api$/, '/gateway'),
            application: { id: APP_ID, flags: 0 },
            shard: identify.shard,
          },
        }),
      );
    });
  }
}
