// Scale-out: two Butler instances (two PostgreSQL pools, as two processes would have) serve the same 100 channels.
// 10,000 moves — openings, rolls, rerolls, scores, banks, refusals, status requests, chat, and one in ten delivered
// to BOTH instances at once — go to either instance, all channels at the same time. Every reply and the final
// stored state of every channel equal a serial replay of the same moves on a single instance: nothing lost, nothing
// applied twice, no game corrupted. Dice are seeded, a function of (seed, chat, version), so they do not depend on
// which instance applies a move or how the channels interleave.
import { afterAll, describe, expect, it } from 'vitest';
import type { Butler } from '../../src/butler.ts';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import type { GameId } from '../../src/games/types.ts';
import type { Incoming, Reply } from '../../src/sessions/types.ts';
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

const CHANNELS = 100;
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
      const { user, text } = nextText(table, (await store.get(chat))?.data ?? null, rand);
      const incoming = message(chat, user, text, { updateId: `tg:${c}:${i}` });
      moves[c]!.push({ incoming, twice: rand() < 0.1 });
      replies[c]!.push(await butler.handle(incoming));
    }
  }
  return { moves, replies, store };
}

describe.skipIf(!pgReady)('two Butler instances on one PostgreSQL', () => {
  it(
    `GIVEN ${CHANNELS} channels and ${CHANNELS * MOVES_PER_CHANNEL} moves delivered to either instance concurrently THEN every reply and every game equal a serial replay`,
    async () => {
      const t0 = performance.now();
      const reference = await serialRun();
      const t1 = performance.now();

      const schema = uniqueSchema('scaleout');
      schemas.push(schema);
      const [storeA, storeB] = await Promise.all([
        PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 8 }),
        PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 8 }),
      ]);
      try {
        const instances: Butler[] = [butlerOn(storeA, seededDiceSource(DICE_SEED)), butlerOn(storeB, seededDiceSource(DICE_SEED))];
        const handled = [0, 0];
        const deliver = (which: number, incoming: Incoming) => {
          handled[which]!++;
          return instances[which]!.handle(incoming);
        };
        // All channels at once; within a channel the moves keep their order (as a chat platform delivers them),
        // each to a random instance, and one in ten to both at the same moment.
        const got = await Promise.all(
          reference.moves.map(async (moves, c) => {
            const rand = prng(5000 + c);
            const replies: Array<Reply | null> = [];
            for (const move of moves) {
              if (move.twice) {
                const [x, y] = await Promise.all([deliver(0, move.incoming), deliver(1, move.incoming)]);
                expect(y, `${move.incoming.updateId}: both copies get one answer`).toEqual(x);
                replies.push(x);
              } else {
                replies.push(await deliver(rand() < 0.5 ? 0 : 1, move.incoming));
              }
            }
            return replies;
          }),
        );
        const t2 = performance.now();

        let applied = 0;
        for (let c = 0; c < CHANNELS; c++) {
          const chat = `tg:-100${c}:0`;
          expect(got[c], `replies in ${chat}`).toEqual(reference.replies[c]);
          const [want, have] = [await reference.store.get(chat), await storeA.get(chat)];
          expect(have, `stored session of ${chat}`).toEqual(want);
          applied += want!.version;
        }
        const finished = reference.replies.flat().filter((r) => r?.events.some((e) => e.type === 'game_over')).length;
        // The moves were real play: most of them were applied, and games were finished along the way.
        expect(applied).toBeGreaterThan(CHANNELS * MOVES_PER_CHANNEL * 0.7);
        expect(finished).toBeGreaterThan(CHANNELS);
        expect(Math.min(...handled)).toBeGreaterThan(4_000);
        console.info(
          `two instances: ${CHANNELS * MOVES_PER_CHANNEL} moves (+${handled[0]! + handled[1]! - CHANNELS * MOVES_PER_CHANNEL} ` +
            `duplicate copies) over ${CHANNELS} channels: ${applied} applied, ${finished} games finished; ` +
            `serial reference ${((t1 - t0) / 1000).toFixed(1)} s, two instances on PostgreSQL ${((t2 - t1) / 1000).toFixed(1)} s`,
        );
      } finally {
        await Promise.all([storeA.close(), storeB.close()]);
      }
    },
    120_000,
  );
});
