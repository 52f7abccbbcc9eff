// The open event streams of running games' pages (server-sent events): who watches which game, and what they are
// sent. A stream is a held socket, so it is limited like one, beyond the server's own socket caps (server-limits.ts):
// at most `maxStreams` open at once and `maxPerAddress` from one address (an IPv6 /64); one more is answered 429 and
// closed. Every stream gets a comment line each `heartbeatMs`, from one timer for all of them, so that a proxy
// does not drop a quiet stream and a dead client is found by the write that fails.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressKey } from './address-key.ts';
import { COMMON_HEADERS } from './security-headers.ts';

export interface StreamLimits {
  /** open streams in all */
  maxStreams: number;
  /** open streams from one address */
  maxPerAddress: number;
  /** a comment line every this many ms keeps each stream open */
  heartbeatMs: number;
  /**
   * every this many ms the watched chats are read from the store (`LiveStreams.poll`): a move another process
   * committed (several Butlers on one PostgreSQL, Discord shards) shows this late at most; this process's own
   * commits show at once
   */
  pollMs: number;
}

/**
 * Three quarters of the server's 256 sockets (server-limits.ts) at most, so that watchers never crowd out the health
 * probes, Telegram's webhook and the pages' other readers; a quarter of one address's 32 sockets.
 */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { maxStreams: 192, maxPerAddress: 8, heartbeatMs: 25_000, pollMs: 5_000 };

/** One watcher: the game (chat and commitment prefix) in a language. */
export interface Watch {
  chat: string;
  commitment: string;
  language: string;
}

interface Stream extends Watch {
  res: ServerResponse;
  address: string;
  /** the game's move count last sent: an older table is never sent after a newer one */
  moves: number;
}

export class LiveStreams {
  private readonly byChat = new Map<string, Set<Stream>>();
  private readonly perAddress = new Map<string, number>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout | null = null;
  readonly limits: StreamLimits;

  /** `poll(chats)`: reads the watched chats again (see StreamLimits.pollMs); runs only while a stream is open */
  constructor(
    limits: Partial<StreamLimits> = {},
    private readonly poll: ((chats: string[]) => void) | null = null,
  ) {
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...limits };
  }

  /** Open streams now (the bench and /metrics-minded tests read it). */
  get open(): number {
    return this.count;
  }

  /** Whether anyone watches a game of `chat` (a commit of an unwatched chat costs one map lookup). */
  watched(chat: string): boolean {
    return this.byChat.has(chat);
  }

  /**
   * Starts a stream for `watch`, first sending `first` (the table as it stands, an SSE event's text); false when a
   * limit holds (it has answered 429).
   */
  start(req: IncomingMessage, res: ServerResponse, watch: Watch, moves: number, first: string): boolean {
    const address = addressKey(req.socket.remoteAddress);
    const held = this.perAddress.get(address) ?? 0;
    if (this.count >= this.limits.maxStreams || held >= this.limits.maxPerAddress) {
      res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30', ...COMMON_HEADERS }).end('429');
      return false;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // a proxy (nginx) would otherwise hold the events back in its buffer
      'x-accel-buffering': 'no',
      ...COMMON_HEADERS,
    });
    // a reconnecting EventSource waits this long (ms) after a dropped connection
    res.write(`retry: 5000\n\n${first}`);
    const stream: Stream = { ...watch, res, address, moves };
    this.count++;
    this.perAddress.set(address, held + 1);
    let streams = this.byChat.get(watch.chat);
    if (!streams) this.byChat.set(watch.chat, (streams = new Set()));
    streams.add(stream);
    res.once('close', () => this.drop(stream));
    this.beat();
    return true;
  }

  /**
   * Sends each watcher of `chat` what `eventFor` gives for its game and language (null: nothing); `end` closes the
   * streams it was sent to (the game is over: the page reloads as the record). `eventFor` is called once per
   * (commitment, language) however many watch.
   */
  publish(chat: string, moves: number, eventFor: (watch: Watch) => { text: string; end: boolean } | null, onlyNewer = false): void {
    const streams = this.byChat.get(chat);
    if (!streams) return;
    const made = new Map<string, { text: string; end: boolean } | null>();
    for (const stream of [...streams]) {
      // (a poll sends only what a stream has not had: the same table again would be noise)
      if (moves < stream.moves || (onlyNewer && moves === stream.moves)) continue;
      const key = `${stream.commitment}|${stream.language}`;
      if (!made.has(key)) made.set(key, eventFor(stream));
      const event = made.get(key);
      if (!event) continue;
      stream.moves = moves;
      stream.res.write(event.text);
      if (event.end) stream.res.end();
    }
  }

  /** Ends every stream (the server stops). */
  closeAll(): void {
    for (const streams of [...this.byChat.values()]) for (const stream of [...streams]) stream.res.end();
  }

  private drop(stream: Stream): void {
    const streams = this.byChat.get(stream.chat);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byChat.delete(stream.chat);
    this.count--;
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
    if (this.count === 0) this.stopTimers();
  }

  /** One heartbeat timer (and one poll timer) for every stream, running only while one is open. */
  private beat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const streams of this.byChat.values()) for (const stream of streams) stream.res.write(':\n\n');
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
    const poll = this.poll;
    if (poll) {
      this.poller = setInterval(() => poll([...this.byChat.keys()]), this.limits.pollMs);
      this.poller.unref();
    }
  }

  private stopTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.poller) clearInterval(this.poller);
    this.heartbeat = this.poller = null;
  }
}

/** One server-sent event. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
