// Many people watching running games (issue 50, item 5): `--pages` live pages' event streams open on one process
// (server-sent events, src/web/live-streams.ts), spread over `--games` Dice Poker games, while the games are played
// move after move through the Butler's one entry. Prints the process's memory with the streams open (RSS and heap,
// against before they opened), the CPU time each move costs with every watcher of its game sent the new table, and
// how long from a move's message to the last of its watchers having the event (p50/p99). Run with node's
// --expose-gc for the memory figures to be taken after a collection.
// The watchers are plain HTTP clients in this same process (they only count what arrives), so the CPU figure is
// the server's and the clients' together: an upper bound for the server alone.
//
//   npm run bench -- --store live-pages                     # from the main benchmark
//   node bin/run-bundled.js bench/live-pages.ts --pages 500 --games 10 --moves 40
import { request, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { Butler } from '../src/butler.ts';
import { cryptoDice } from '../src/dice/crypto-dice.ts';
import { silentLogger } from '../src/log.ts';
import { MemorySessionStore } from '../src/storage/memory-store.ts';
import { PageLinks } from '../src/web/page-links.ts';
import { pagesHandler } from '../src/web/pages.ts';
import { movesOf } from '../src/sessions/session.ts';
import { engineOf } from '../src/core/hosted-games.ts';
import { startOneServer } from '../test/helpers/one-server.ts';
import { freePort } from '../test/helpers/free-port.ts';

export interface LivePagesResult {
  pages: number;
  games: number;
  moves: number;
  rssMb: number;
  heapMb: number;
  cpuMsPerMove: number;
  deliveredP50Ms: number;
  deliveredP99Ms: number;
  /** events that arrived against those owed (moves × watchers of the game) */
  delivered: number;
  owed: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

export async function livePagesBench(pages: number, games: number, moves: number): Promise<LivePagesResult> {
  const store = new MemorySessionStore();
  const port = await freePort();
  const links = new PageLinks(`http://127.0.0.1:${port}`);
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, pages: links });
  const handler = pagesHandler({
    links,
    records: store.gameRecords,
    chatText: (chat) => butler.queryText(chat),
    now: Date.now,
    live: { session: (chat) => butler.peekSession(chat), onSaved: (listener) => butler.onSaved(listener) },
    streamLimits: { maxStreams: pages + 10, maxPerAddress: pages + 10 },
  });
  const server = await startOneServer({ port, host: '127.0.0.1', pages: handler, limits: { maxConnections: pages + 50, maxPerAddress: pages + 50 } });
  const say = (chat: string, user: string, text: string) => butler.handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true });
  const chats = Array.from({ length: games }, (_, g) => `bench:live-${g}`);
  const urls: string[] = [];
  for (const chat of chats) {
    await say(chat, 'alice', '/settings seed_window 0');
    await say(chat, 'alice', '/newgame dice_poker');
    await say(chat, 'bob', '/join');
    await say(chat, 'alice', '/startgame');
    const session = await butler.peekSession(chat);
    urls.push(`${links.gameUrl(chat, session!.game!.fair!.commitment)}/events?lang=en`);
  }
  global.gc?.();
  const before = process.memoryUsage();
  // Each watcher counts the table events it gets and notes when the one for the move awaited arrives.
  /** per game: the times each table event arrived, by the move count it carries */
  const arrived: Map<number, number[]>[] = chats.map(() => new Map());
  const responses: IncomingMessage[] = [];
  let delivered = 0;
  await Promise.all(
    Array.from({ length: pages }, (_, i) => {
      const g = i % games;
      return new Promise<void>((resolve, reject) => {
        const req = request(urls[g]!, (res) => {
          responses.push(res);
          res.setEncoding('utf8');
          let first = true;
          res.on('data', (chunk: string) => {
            if (!chunk.includes('event: table')) return;
            if (first) {
              first = false;
              resolve();
              return;
            }
            delivered++;
            const moves = Number(/"moves":(\d+)/.exec(chunk)?.[1]);
            const times = arrived[g]!.get(moves) ?? [];
            times.push(performance.now());
            arrived[g]!.set(moves, times);
          });
        });
        req.on('error', reject);
        req.end();
      });
    }),
  );
  global.gc?.();
  const open = process.memoryUsage();
  const watchers = chats.map((_, g) => Math.floor(pages / games) + (g < pages % games ? 1 : 0));
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  let played = 0;
  for (let m = 0; m < moves; m++) {
    for (let g = 0; g < games; g++) {
      const chat = chats[g]!;
      const session = await butler.peekSession(chat);
      if (!session?.game) continue;
      const expected = engineOf('dice_poker').expected(session.game.state);
      if (!expected) continue;
      // a roll at the turn's start, then the best box written (/skip), turn after turn
      const fresh = (session.game.state as { rolls: number }).rolls === 0;
      const sent = performance.now();
      await say(chat, expected.player, fresh ? 'бросаю 5 костей' : '/skip');
      const now = await butler.peekSession(chat);
      if (!now?.game) continue;
      const count = movesOf(now.game);
      played++;
      // event-driven: resolves when every watcher of this game has the table of this move
      const times = await new Promise<number[]>((resolve) => {
        const check = () => {
          const got = arrived[g]!.get(count);
          if (got && got.length >= watchers[g]!) resolve(got);
          else setImmediate(check);
        };
        check();
      });
      latencies.push(Math.max(...times) - sent);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  for (const res of responses) res.destroy();
  await server.stop();
  return {
    pages,
    games,
    moves: played,
    rssMb: mb(open.rss - before.rss),
    heapMb: mb(open.heapUsed - before.heapUsed),
    cpuMsPerMove: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, played)) * 100) / 100,
    deliveredP50Ms: at(0.5),
    deliveredP99Ms: at(0.99),
    delivered,
    owed: played * Math.round(pages / games),
  };
}

export function printLivePages(r: LivePagesResult): void {
  console.log(
    `live pages: ${r.pages} open streams over ${r.games} games on one process — memory with them open +${r.rssMb} MB RSS, +${r.heapMb} MB heap; ` +
      `${r.moves} moves, CPU ${r.cpuMsPerMove} ms per move with its watchers sent the table (server and clients); ` +
      `message to last watcher p50 ${r.deliveredP50Ms} ms, p99 ${r.deliveredP99Ms} ms; ${r.delivered}/${r.owed} events delivered`,
  );
}

if (process.argv[1]?.endsWith(`live-pages.ts`)) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '500' }, games: { type: 'string', default: '10' }, moves: { type: 'string', default: '40' } } });
  printLivePages(await livePagesBench(Number(values.pages), Number(values.games), Number(values.moves)));
}
