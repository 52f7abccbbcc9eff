// The turn alarm plays computer players' moves exactly (issue 30): settle reads the time under the chat's lock and
// waits for a bot whose policy is not ready, notices leave in the order their moves were committed, due moves after
// a crash come in due-time order (ties by room), and stopping the clock finishes the work it has in flight.
import { afterEach, describe, expect, it } from 'vitest';
import { Butler, type ButlerOptions } from '../src/butler.ts';
import type { Reply } from '../src/core/reply.ts';
import { scriptedDiceSource } from '../src/dice/scripted-dice.ts';
import type { DicePokerState } from '../src/games/dice-poker/index.ts';
import type { Action, PlayerId } from '../src/games/types.ts';
import { silentLogger } from '../src/log.ts';
import { openStore } from '../src/storage/open-store.ts';
import type { SessionStore } from '../src/storage/types.ts';

let store: SessionStore;
afterEach(async () => store?.close());

interface Table {
  butler: Butler;
  sent: Reply[];
  say(user: string, text: string, room?: string): Promise<Reply | null>;
}

function table(dice: ReturnType<typeof scriptedDiceSource>, clock: () => number, extra: Partial<ButlerOptions> = {}): Table {
  const butler = new Butler({ store, dice, logger: silentLogger, clock, ...extra });
  const sent: Reply[] = [];
  butler.addOutlet('console:', async (reply) => void sent.push(reply));
  const say = (user: string, text: string, room = 'main') =>
    butler.handle({ chat: `console:${room}`, user: { id: user, name: user }, text, isAdmin: () => true });
  return { butler, sent, say };
}

const rollers = (replies: Reply[]) =>
  replies.flatMap((r) => r.events.filter((e) => e.type === 'roll').map((e) => `${r.chat.slice(8)}:${(e as { player: string }).player}`));

async function seatBots(t: Table, game: string, bots: number, room = 'main'): Promise<void> {
  await t.say('alice', `/newgame ${game}`, room);
  for (let i = 0; i < bots; i++) await t.say('alice', '/addbot', room);
  await t.say('alice', '/startgame', room);
}

describe('settle is exact', () => {
  it('GIVEN a live timer plays one bot move while the console settles WHEN the clock moves on every read THEN settle still plays the next due bot, and notices keep their order', async () => {
    store = await openStore({ kind: 'memory' });
    let now = 1_000_000;
    const t = table(scriptedDiceSource([2, 2, 3, 3, 4, 4, 1, 2, 1, 2]), () => now++, { botDelaySeconds: 0 });
    await seatBots(t, 'craps', 2);
    await t.say('alice', 'бросаю кости');
    // What a live timer does when the first bot is due (one wake-up), and the console's settle after the line.
    const alarm = (t.butler as unknown as { alarm: { wakeBotNow(key: string): Promise<void> } }).alarm;
    const timer = alarm.wakeBotNow('console:main');
    const settled = t.butler.settle('console:main');
    await settled;
    // When settle returns, the next line may be read: both bots have moved and every notice is out, in order.
    expect(rollers(t.sent)).toEqual(['main:bot:1', 'main:bot:2']);
    await timer;
    expect(await t.butler.settle('console:main')).toEqual([]);
  });
});

describe('settle asks the store only when a bot may move', () => {
  /** Counts the store's transactions from now on. */
  function counting(): { count: number } {
    const counter = { count: 0 };
    const transact = store.transact.bind(store);
    (store as { transact: SessionStore['transact'] }).transact = (key, fn, options) => (counter.count++, transact(key, fn, options));
    return counter;
  }

  it('GIVEN a game of people WHEN the console settles after each line THEN no transaction is made for it', async () => {
    store = await openStore({ kind: 'memory' });
    const t = table(scriptedDiceSource([2, 2, 3, 3, 4, 4]), () => 1_000_000, { botDelaySeconds: 0 });
    await t.say('alice', '/newgame craps');
    await t.say('bob', '/join');
    await t.say('alice', '/startgame');
    const counter = counting();
    await t.say('alice', 'бросаю кости');
    expect(counter.count).toBe(1);
    expect(await t.butler.settle('console:main')).toEqual([]);
    expect(counter.count).toBe(1);
  });

  it('GIVEN a bot’s move due in a chat this process has not seen WHEN it settles THEN the store is asked and the bot moves', async () => {
    store = await openStore({ kind: 'memory' });
    const first = table(scriptedDiceSource([2, 2, 3, 3, 4, 4, 1, 2, 1, 2]), () => 1_000_000, { botDelaySeconds: 0 });
    await seatBots(first, 'craps', 1);
    await first.say('alice', 'бросаю кости');
    // another Butler (a restarted process) on the same store, with nothing cached: the bot is due there
    const second = table(scriptedDiceSource([2, 2, 3, 3, 4, 4, 1, 2, 1, 2]), () => 1_000_000, { botDelaySeconds: 0 });
    expect(rollers(await second.butler.settle('console:main'))).toEqual(['main:bot:1']);
  });

  it('GIVEN a bot whose move is not due yet WHEN the console settles THEN no transaction is made, and once it is due the bot moves', async () => {
    store = await openStore({ kind: 'memory' });
    let now = 1_000_000;
    const t = table(scriptedDiceSource([2, 2, 3, 3, 4, 4, 1, 2, 1, 2]), () => now, { botDelaySeconds: 5 });
    await seatBots(t, 'craps', 1);
    await t.say('alice', 'бросаю кости');
    const counter = counting();
    expect(await t.butler.settle('console:main')).toEqual([]);
    expect(counter.count).toBe(0);
    now += 5_000;
    expect(rollers(await t.butler.settle('console:main'))).toEqual(['main:bot:1']);
    expect(counter.count).toBeGreaterThan(0);
  });
});

describe('a bot whose policy is not ready waits for it', () => {
  it('GIVEN the exact Dice Poker policy still loading WHEN the bot is due THEN nothing is played until it is ready, and then the exact policy’s move, never the greedy one', async () => {
    store = await openStore({ kind: 'memory' });
    let ready = false;
    let release!: () => void;
    const table_ = new Promise<void>((resolve) => (release = resolve));
    // The "exact" policy: rolls, then writes five 6s into chance — greedy would write them as poker (50).
    const policy = (state: DicePokerState, player: PlayerId): Action | { pending: Promise<unknown> } => {
      if (!ready) return { pending: table_ };
      return state.turn.rolls === 0 ? { type: 'roll', player, count: 5 } : { type: 'score', player, box: 'chance' };
    };
    const t = table(scriptedDiceSource([6, 6, 6, 6, 6, 6, 6, 6, 6, 6]), () => 1_000_000, {
      botDelaySeconds: 0,
      dicePokerPolicy: policy,
    });
    await t.say('alice', '/newgame dice_poker');
    await t.say('alice', '/addbot');
    await t.say('alice', '/leave');
    await t.say('alice', '/join');
    const version = async () => store.transact('console:main', (r) => ({ result: r?.version }));
    const before = await version();
    await t.say('alice', '/startgame'); // the bot is first and due at once
    const started = await version();
    let done = false;
    const settled = t.butler.settle('console:main').then((played) => ((done = true), played));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false); // the console does not read on while the bot's move is due
    expect(await version()).toBe(started); // and nothing was written meanwhile
    expect(started).toBe((before ?? 0) + 1);
    ready = true;
    release();
    const played = await settled;
    const scored = played.flatMap((r) => r.events).filter((e) => e.type === 'scored');
    expect(scored).toEqual([expect.objectContaining({ player: 'bot:1', box: 'chance', points: 30 })]);
  });
});

describe('due moves after a crash', () => {
  // Room y: alice rolls at T, its bots are due at T+2 s and T+4 s; room x: alice rolls at T+1 s, bots at T+3 s, T+5 s.
  async function play(crash: boolean): Promise<string[]> {
    store = await openStore({ kind: 'memory' });
    let now = 1_000_000;
    const dice = scriptedDiceSource([2, 2, 3, 3, 4, 4, 2, 2, 3, 3, 4, 4]);
    let t = table(dice, () => now);
    await seatBots(t, 'craps', 2, 'y');
    await seatBots(t, 'craps', 2, 'x');
    await t.say('alice', 'бросаю кости', 'y');
    now += 1_000;
    await t.say('alice', 'бросаю кости', 'x');
    const sent = t.sent;
    if (crash) {
      t = table(dice, () => now); // a new process on the same store, a minute later: everything is overdue
      now += 60_000;
      await t.butler.tick();
      return rollers([...sent, ...t.sent]);
    }
    for (let i = 0; i < 5; i++) {
      now += 1_000;
      await t.butler.tick();
    }
    return rollers(t.sent);
  }

  it('GIVEN bot moves of two rooms overdue after a restart WHEN the clock wakes THEN they are played in due-time order, as an uninterrupted run plays them', async () => {
    const order = ['y:bot:1', 'x:bot:1', 'y:bot:2', 'x:bot:2'];
    expect(await play(false)).toEqual(order);
    await store.close();
    expect(await play(true)).toEqual(order);
  });
});

describe('stopping the clock', () => {
  it('GIVEN a tick in flight WHEN the clock is stopped THEN the stop resolves only after its move is committed and sent', async () => {
    store = await openStore({ kind: 'memory' });
    let now = 1_000_000;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = store;
    // The store's due query waits for the gate: the tick is in flight when stop is called.
    const gated = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'due') return async (at: number, limit: number) => (await gate, target.due(at, limit));
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const first = table(scriptedDiceSource([2, 2, 3, 3]), () => now);
    await seatBots(first, 'craps', 1);
    await first.say('alice', 'бросаю кости');
    now += 2_000;
    const butler = new Butler({ store: gated, dice: scriptedDiceSource([3, 3]), logger: silentLogger, clock: () => now });
    const sent: Reply[] = [];
    butler.addOutlet('console:', async (reply) => void sent.push(reply));
    const stop = butler.startClock(60_000);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await butler.drain();
    expect(rollers(sent)).toEqual(['main:bot:1']);
  });
});
