// What the tests of the pages start with: a Butler on fair dice and a memory store, its page links naming a free port
// on loopback (the canonical addresses, as BUTLER_PUBLIC_URL would), and the chat clock fair games wait on.
import { Butler } from '../../src/butler.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { PageLinks } from '../../src/web/page-links.ts';
import { freePort } from './free-port.ts';
import { chatClock } from './seed-window-clock.ts';
import { pagesHandler } from '../../src/web/pages.ts';
import { startOneServer, type RunningServer } from './one-server.ts';

export async function pagesButler() {
  const store = new MemorySessionStore();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const links = new PageLinks(base);
  const clock = chatClock();
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, pages: links, clock: clock.read });
  return { store, port, base, links, clock, butler };
}

/** The pages of that Butler served on its port (loopback), as the Butler serves them. */
export function servePages(made: Awaited<ReturnType<typeof pagesButler>>): Promise<RunningServer> {
  const { store, links, butler, port } = made;
  return startOneServer({
    port,
    host: '127.0.0.1',
    pages: pagesHandler({ links, records: store.gameRecords, chatText: (chat) => butler.queryText(chat), now: Date.now }),
  });
}
