// A chat with computer players for tests: the real Butler on a SQLite file (so it can be restarted on the same
// store), one list of scripted dice shared across restarts, and a clock the test moves by hand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { Reply } from '../../src/core/reply.ts';
import { openStore } from '../../src/storage/open-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import type { GameEvent } from '../../src/games/types.ts';

export const CHAT = 'console:main';
export const BOT_DELAY_MS = 2_000;

export class BotTable {
  now = 1_000_000;
  /** every message the Butler sent that was not a reply (bot moves, reminders), across restarts */
  readonly sent: Reply[] = [];
  readonly dice;
  butler!: Butler;
  store!: SessionStore;
  private readonly dir = mkdtempSync(join(tmpdir(), 'butler-bots-'));

  constructor(dice: number[]) {
    this.dice = scriptedDiceSource(dice);
  }

  async open(): Promise<this> {
    this.store = await openStore({ kind: 'sqlite', path: join(this.dir, 'butler.sqlite') });
    this.butler = this.makeButler(this.store);
    return this;
  }

  /** Another Butler process on the same SQLite file (its own connection), sharing the dice and the outlet. */
  async secondInstance(): Promise<{ butler: Butler; store: SessionStore }> {
    const store = await openStore({ kind: 'sqlite', path: join(this.dir, 'butler.sqlite') });
    return { butler: this.makeButler(store), store };
  }

  private makeButler(store: SessionStore): Butler {
    const butler = new Butler({ store, dice: this.dice, logger: silentLogger, clock: () => this.now });
    butler.addOutlet('console:', async (reply) => void this.sent.push(reply));
    return butler;
  }

  /** The process dies and starts again on the same store: nothing in memory survives. */
  async restart(): Promise<void> {
    await this.store.close();
    await this.open();
  }

  async say(user: string, text: string): Promise<Reply | null> {
    return this.butler.handle({ chat: CHAT, user: { id: user, name: user }, text, isAdmin: () => user === 'alice' });
  }

  /**
   * Lets the bots play: the clock moves by the bot delay and the Butler wakes, again and again, until nobody is due.
   * Returns what was played; throws if one wake-up ever played more than one move (a double move).
   */
  async letBotsPlay(limit = 200): Promise<Reply[]> {
    const played: Reply[] = [];
    for (let i = 0; i < limit; i++) {
      this.now += BOT_DELAY_MS;
      const notices = await this.butler.tick();
      if (notices.length > 1) throw new Error(`one wake-up played ${notices.length} moves`);
      if (notices.length === 0) return played;
      played.push(...notices);
    }
    throw new Error('the bots never stopped');
  }

  texts(replies: Reply[] = this.sent): string[] {
    return replies.map((r) => toPlain(r.rich));
  }

  events(type: string, replies: Reply[] = this.sent): GameEvent[] {
    return replies.flatMap((r) => r.events).filter((e) => e.type === type);
  }

  async close(): Promise<void> {
    await this.store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
