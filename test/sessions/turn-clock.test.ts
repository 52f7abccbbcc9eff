// Players who go quiet: reminders at half time, the turn played out at the deadline, removal after three in a row.
// Time is injected: nothing here waits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reply } from '../../src/core/reply.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import type { GameEvent } from '../../src/games/types.ts';

const MIN = 60_000;
let now = 1_000_000;
const clock = () => now;
let chat: TestChat;
let sent: Reply[];

afterEach(async () => chat?.close());

async function start(game: string, players: string[], dice: number[], settings: string[] = []) {
  now = 1_000_000;
  chat = await makeChat({ dice, clock, admins: [players[0]] });
  sent = [];
  chat.butler.addOutlet('console:', async (reply) => void sent.push(reply));
  for (const s of settings) await chat.say(players[0], `/settings ${s}`);
  await chat.say(players[0], `/newgame ${game}`);
  for (const p of players.slice(1)) await chat.say(p, '/join');
  await chat.say(players[0], '/startgame');
}

const texts = () => sent.map((r) => toPlain(r.rich));
const eventsOf = (type: string): GameEvent[] => sent.flatMap((r) => r.events).filter((e) => e.type === type);

describe('turn reminders and timeouts', () => {
  it('GIVEN a turn half over WHEN the clock ticks THEN the player is reminded once, by mention, with the phrase to type', async () => {
    await start('craps', ['alice', 'bob'], []);
    now += 4 * MIN;
    expect(await chat.butler.tick()).toEqual([]);
    now += 1 * MIN;
    await chat.butler.tick();
    now += 1 * MIN;
    await chat.butler.tick();
    expect(eventsOf('reminder')).toEqual([{ type: 'reminder', player: 'alice' }]);
    expect(texts()[0]).toContain('бросаю кости');
    expect(sent[0].rich).toContainEqual({ mention: { id: 'alice', name: 'alice' } });
    expect(texts()[0]).toContain('Осталось 5 минут');
  });

  it('GIVEN a 1-minute timeout WHEN the reminder comes at half time THEN it says 30 seconds, not «1 мин.»', async () => {
    await start('craps', ['alice', 'bob'], [], ['turn_timeout 1']);
    now += MIN / 2;
    await chat.butler.tick();
    expect(eventsOf('reminder')).toEqual([{ type: 'reminder', player: 'alice' }]);
    expect(texts()[0]).toContain('Осталось 30 секунд');
  });

  it('GIVEN Craps WHEN the deadline passes THEN the missing roll is made for the player and the chat is told', async () => {
    await start('craps', ['alice', 'bob'], [3, 4]);
    now += 10 * MIN;
    await chat.butler.tick();
    expect(eventsOf('timeout')).toEqual([{ type: 'timeout', player: 'alice', removed: false }]);
    expect(eventsOf('roll')).toEqual([{ type: 'roll', player: 'alice', dice: [3, 4] }]);
    expect(texts().at(-1)).toMatch(/не ходит 10 минут/);
    expect(texts().at(-1)).toContain('bob');
  });

  it('GIVEN Bone Poker round 2 WHEN the deadline passes THEN the quiet player passes', async () => {
    await start('bone_poker', ['alice', 'bob'], [1, 1, 2, 3, 4, 6, 6, 5, 4, 2]);
    await chat.say('alice', 'бросаю покер');
    await chat.say('bob', 'бросаю покер');
    now += 10 * MIN;
    await chat.butler.tick();
    expect(eventsOf('pass')).toEqual([expect.objectContaining({ type: 'pass', player: 'alice' })]);
  });

  it('GIVEN Dice Poker, a turn not yet rolled WHEN the deadline passes THEN it is rolled, then written into the best free box', async () => {
    await start('dice_poker', ['alice'], [6, 6, 6, 2, 2]);
    now += 10 * MIN;
    await chat.butler.tick();
    expect(eventsOf('scored')).toEqual([expect.objectContaining({ player: 'alice', box: 'full_house', points: 25 })]);
  });

  it('GIVEN Dice Poker after a roll WHEN the deadline passes THEN the current dice are written without rolling again', async () => {
    await start('dice_poker', ['alice'], [5, 5, 5, 5, 1]);
    await chat.say('alice', 'бросаю 5 костей');
    now += 10 * MIN;
    await chat.butler.tick();
    expect(eventsOf('roll')).toEqual([]);
    expect(eventsOf('scored')).toEqual([expect.objectContaining({ box: 'four_kind', points: 21 })]);
  });

  it('GIVEN 1000 WHEN the deadline passes THEN the turn is banked when banking is allowed, else it ends as a bust', async () => {
    await start('thousand', ['alice', 'bob'], [1, 1, 1, 5, 2, 3, 4, 6, 2, 2]);
    await chat.say('alice', 'бросаю 5 костей'); // 1,1,1,5,2 = 105, one die left
    now += 10 * MIN;
    await chat.butler.tick();
    expect(eventsOf('banked')).toEqual([expect.objectContaining({ player: 'alice', points: 105, total: 105 })]);
    now += 10 * MIN;
    await chat.butler.tick(); // bob has not rolled: nothing to bank
    expect(eventsOf('bust')).toEqual([expect.objectContaining({ player: 'bob' })]);
  });

  it('GIVEN three timeouts in a row WHEN the third passes THEN the player is out; with one left, that player wins', async () => {
    await start('craps', ['alice', 'bob'], [2, 2, 2, 3, 3, 3, 2, 2, 3, 5]);
    // alice and bob both time out: points 4 and 5 on the come-out
    for (let i = 0; i < 2; i++) {
      now += 10 * MIN;
      await chat.butler.tick();
    }
    await chat.say('bob', 'ping'); // ordinary chat is not a move and resets nothing
    for (let i = 0; i < 4; i++) {
      now += 10 * MIN;
      await chat.butler.tick();
    }
    const over = sent.flatMap((r) => r.events).find((e) => e.type === 'game_over');
    expect(eventsOf('timeout').at(-1)).toEqual({ type: 'timeout', player: 'alice', removed: true });
    expect(over).toMatchObject({ winners: ['bob'] });
    expect(texts().join('\n')).toMatch(/три хода подряд/);
  });

  it('GIVEN a timed-out player WHEN they make a move of their own THEN the count of timeouts starts again', async () => {
    await start('craps', ['alice', 'bob'], [2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    for (let i = 0; i < 2; i++) {
      now += 10 * MIN;
      await chat.butler.tick(); // alice, then bob time out on the come-out
    }
    now += 10 * MIN;
    await chat.butler.tick(); // alice's second timeout (point round)
    await chat.say('bob', 'бросаю кости');
    await chat.say('alice', 'бросаю кости'); // her own move: count back to 0
    now += 10 * MIN;
    await chat.butler.tick(); // bob
    now += 10 * MIN;
    await chat.butler.tick(); // alice: first timeout again, not the third
    expect(eventsOf('timeout').filter((e) => e.player === 'alice').every((e) => e.removed === false)).toBe(true);
  });

  it('GIVEN a turn WHEN an admin types /skip THEN it is played out at once; WHEN a non-admin does THEN it is refused', async () => {
    await start('craps', ['alice', 'bob'], [6, 5]);
    expect((await chat.say('bob', '/skip'))?.events[0]).toMatchObject({ code: 'admin_only' });
    const skipped = await chat.say('alice', '/skip');
    expect(skipped?.text).toMatch(/Ход alice пропущен по решению админа/);
    expect(skipped?.events).toContainEqual({ type: 'roll', player: 'alice', dice: [6, 5] });
  });

  it('GIVEN turn_timeout off WHEN time passes THEN there are no reminders and no timeouts', async () => {
    await start('craps', ['alice', 'bob'], [3, 4], ['turn_timeout off']);
    now += 60 * MIN;
    await chat.butler.tick();
    expect(sent).toEqual([]);
  });

  it('GIVEN a deadline WHEN a move is made just before it THEN the deadline is cancelled', async () => {
    await start('craps', ['alice', 'bob'], [3, 4, 2, 2]);
    now += 10 * MIN - 1;
    await chat.say('alice', 'бросаю кости');
    now += 1;
    await chat.butler.tick();
    expect(eventsOf('timeout')).toEqual([]);
  });

  it('GIVEN a restart WHEN the Butler comes back THEN an overdue turn is handled at once and a future deadline is kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-clock-'));
    try {
      now = 1_000_000;
      const path = join(dir, 'b.sqlite');
      chat = await makeChat({ dice: [], clock, store: { kind: 'sqlite', path } });
      for (const room of ['a', 'b']) {
        await chat.say('alice', '/newgame craps', { room });
        await chat.say('bob', '/join', { room });
        await chat.say('alice', '/startgame', { room });
      }
      now += 5 * MIN;
      await chat.say('alice', '/settings turn_timeout 10', { room: 'b' }); // not a move: keeps b's deadline
      await chat.close();

      now = 1_000_000 + 11 * MIN; // room a overdue; b too, since a command is not a move
      chat = await makeChat({ dice: [3, 4, 3, 4], clock, store: { kind: 'sqlite', path } });
      sent = [];
      chat.butler.addOutlet('console:', async (reply) => void sent.push(reply));
      await chat.butler.tick();
      expect(eventsOf('timeout').map((e) => e.player)).toEqual(['alice', 'alice']);
      // the new deadlines are 10 minutes from now; nothing fires a minute later
      now += MIN;
      sent = [];
      await chat.butler.tick();
      expect(sent).toEqual([]);
    } finally {
      await chat.close();
      rmSync(dir, { recursive: true, force: true });
      chat = undefined as unknown as TestChat;
    }
  });
});
