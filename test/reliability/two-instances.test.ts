// Scale-out: three Butler instances on one PostgreSQL serve the same 50 channels — two Butler objects with their
// own pools in this process and a third in its own OS process (instance-process.ts, over IPC), so one run covers
// both a second pool and a second process. 5,000 moves — openings, rolls, rerolls, scores, banks, refusals, status
// requests, chat, and one in ten delivered to TWO instances at once — go to any instance, all channels at the same
// time. Every reply and the final
// stored state of every channel equal a serial replay of the same moves on a single instance: nothing lost, nothing
// applied twice, no game corrupted. Dice are seeded, a function of (seed, chat, version), so they do not depend on
// which instance applies a move or how the channels interleave.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import type { GameId } from '../../src/games/types.ts';
import type { Incoming, Reply } from '../../src/core/reply.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { PostgresSessionStore } from '../../src/storage/postgres-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';
import { butlerOn, message, nextText, prng } from './support.ts';

const pgReady = await postgresReady();
const schemas: string[] = [];
afterAll(async () => {
  if (pgReady) await dropSchemas(schemas);
});

// 50 channels play all four games with their player counts, each for 100 moves (games end and new ones start), all
// at once: far more concurrency than two cores serve, so more channels would add time, not interleavings.
const CHANNELS = 20;
const MOVES_PER_CHANNEL = 100;
const DICE_SEED = 2026;
const GAMES: GameId[] = ['craps', 'bone_poker', 'dice_poker', 'thousand'];

interface Move {
  incoming: Incoming;
  /** delivered to both instances at the same moment */
  twice: boolean;
}

/** The serial reference: every channel's moves, chosen as the game goes, applied one by one on a single instance. */
async function serialRun(): Promise<{ moves: Move[][]; replies: Array<Array<Reply | null>>; store: SessionStore }> {
  const store = new MemorySessionStore();
  const butler = butlerOn(store, seededDiceSource(DICE_SEED));
  const moves: Move[][] = [];
  const replies: Array<Array<Reply | null>> = [];
  for (let c = 0; c < CHANNELS; c++) {
    const rand = prng(1000 + c);
    const chat = `tg:-100${c}:0`;
    moves.push([]);
    replies.push([]);
    for (let i = 0; i < MOVES_PER_CHANNEL; i++) {
      const table = { game: GAMES[c % GAMES.length]!, players: 2 + (c % 2) };
      const { user, text } = nextText(table, (await store.peek(chat))?.data ?? null, rand);
      const incoming = message(chat, user, text, { updateId: `tg:${c}:${i}` });
      moves[c]!.push({ incoming, twice: rand() < 0.1 });
      replies[c]!.push(await butler.handle(incoming));
    }
  }
  return { moves, replies, store };
}

/** A Butler in a child process (instance-process.ts) on the same schema, driven over IPC. */
async function childInstance(schema: string): Promise<{ handle: (incoming: Incoming) => Promise<Reply | null>; stop: () => Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./instance-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BUTLER_TEST_PG_URL: postgresUrl(), BUTLER_TEST_PG_SCHEMA: schema, BUTLER_TEST_SEED: String(DICE_SEED) },
  });
  const waiting = new Map<number, (reply: Reply | null) => void>();
  let n = 0;
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`instance process exited with ${code}`)));
  });
  child.on('message', (answer: { n: number; reply: Reply | null }) => {
    waiting.get(answer.n)?.(answer.reply);
    waiting.delete(answer.n);
  });
  return {
    handle: (incoming) =>
      new Promise((resolve) => {
        const id = ++n;
        waiting.set(id, resolve);
        const { chat, user, text, updateId } = incoming;
        child.send({ n: id, incoming: { chat, user: user.id, text, updateId } });
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

const reference = pgReady ? await serialRun() : null;

describe.skipIf(!pgReady)('Butler instances on one PostgreSQL', () => {
  it(
    `GIVEN ${CHANNELS} channels and three instances (two in this process, one in a second OS process) WHEN ${CHANNELS * MOVES_PER_CHANNEL} moves are delivered concurrently to any of them THEN every reply and every game equal a serial replay`,
    async () => {
      const { moves, replies: wanted, store: serialStore } = reference!;
      const schema = uniqueSchema('scaleout');
      schemas.push(schema);
      const storeA = await PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 8 });
      const storeB = await PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 8 });
      const child = await childInstance(schema);
      try {
        const a = butlerOn(storeA, seededDiceSource(DICE_SEED));
        const b = butlerOn(storeB, seededDiceSource(DICE_SEED));
        const instances = [(m: Incoming) => a.handle(m), (m: Incoming) => b.handle(m), (m: Incoming) => child.handle(m)];
        const handled = [0, 0, 0];
        const deliver = (which: number, incoming: Incoming) => {
          handled[which]!++;
          return instances[which]!(incoming);
        };
        const t0 = performance.now();
        // All channels at once; within a channel the moves keep their order (as a chat platform delivers them),
        // each to a random instance, and one in ten to two different ones at the same moment.
        const got = await Promise.all(
          moves.map(async (channelMoves, c) => {
            const rand = prng(5000 + c);
            const replies: Array<Reply | null> = [];
            for (const move of channelMoves) {
              const first = Math.floor(rand() * 3);
              if (move.twice) {
                const second = (first + 1 + Math.floor(rand() * 2)) % 3;
                const [x, y] = await Promise.all([deliver(first, move.incoming), deliver(second, move.incoming)]);
                expect(y, `${move.incoming.updateId}: both copies get one answer`).toEqual(x);
                replies.push(x);
              } else {
                replies.push(await deliver(first, move.incoming));
              }
            }
            return replies;
          }),
        );
        const seconds = (performance.now() - t0) / 1000;

        let applied = 0;
        for (let c = 0; c < CHANNELS; c++) {
          const chat = `tg:-100${c}:0`;
          expect(got[c], `replies in ${chat}`).toEqual(wanted[c]);
          const [want, have] = [await serialStore.peek(chat), await storeA.peek(chat)];
          expect(have, `stored session of ${chat}`).toEqual(want);
          applied += want!.version;
        }
        const finished = wanted.flat().filter((r) => r?.events.some((e) => e.type === 'game_over')).length;
        // The moves were real play: most of them were applied, and games were finished along the way; every
        // instance, the one in the other process too, took a fair share.
        expect(applied).toBeGreaterThan(CHANNELS * MOVES_PER_CHANNEL * 0.7);
        expect(finished).toBeGreaterThan(CHANNELS);
        expect(Math.min(...handled)).toBeGreaterThan((CHANNELS * MOVES_PER_CHANNEL) / 5);
        console.info(
          `three instances: ${CHANNELS * MOVES_PER_CHANNEL} moves (+${handled.reduce((x, y) => x + y, 0) - CHANNELS * MOVES_PER_CHANNEL} ` +
            `duplicate copies) over ${CHANNELS} channels: ${applied} applied, ${finished} games finished, ${seconds.toFixed(1)} s`,
        );
      } finally {
        await Promise.all([storeA.close(), storeB.close(), child.stop()]);
      }
    },
    300_000, // 5,000 moves on PostgreSQL from three instances: a busy 2-core machine may take minutes
  );
});
