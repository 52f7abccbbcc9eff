// One real game of each kind played through the Butler on its default, fair dice (the CSPRNG seal), so that its
// record can be checked: two people; on each turn the player rolls the dice the game expects, and an admin's /skip
// plays out whatever the turn still needs (writing a box, banking, a pass), so every game ends whatever the dice.
import { Butler } from '../../src/butler.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { ENGINES } from '../../src/games/registry.ts';
import type { GameId } from '../../src/games/types.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { readSession } from '../../src/sessions/session.ts';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { chatClock, type ChatClock } from './seed-window-clock.ts';

const ROLL_PHRASE = ['', 'бросаю 1 кость', 'бросаю 2 кости', 'бросаю 3 кости', 'бросаю 4 кости', 'бросаю 5 костей'];

export interface PlayedGame {
  record: GameRecord;
  texts: string[];
  store: SessionStore;
  butler: Butler;
}

export async function playFairGame(
  game: GameId,
  /** a given `butler` comes with the `clock` it reads (the first roll waits out the seed window on it) */
  /** `names`: what each user is called (default «<user> Smith») */
  options: { store?: SessionStore; butler?: Butler; clock?: ChatClock; room?: string; seeds?: boolean; names?: Readonly<Record<string, string>> } = {},
): Promise<PlayedGame> {
  const store = options.store ?? new MemorySessionStore();
  const clock = options.clock ?? chatClock();
  const butler = options.butler ?? new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
  const chat = `console:${options.room ?? `fair-${game}`}`;
  const texts: string[] = [];
  const say = async (user: string, text: string) => {
    const reply = await butler.handle({ chat, user: { id: user, name: options.names?.[user] ?? `${user} Smith` }, text, isAdmin: () => true });
    clock.typed(text);
    texts.push(reply ? toPlain(reply.rich) : '');
  };
  await say('alice', `/newgame ${game}`);
  await say('bob', '/join');
  if (options.seeds !== false) await say('bob', '/seed чайник на подоконнике');
  await say('alice', '/startgame');
  if (options.seeds !== false) await say('alice', '/seed после печати');
  for (let turn = 0; turn < 2000; turn++) {
    const expected = await expectation(store, chat);
    if (!expected) break;
    const roll = expected.moves.find((m) => m.type === 'roll');
    if (roll && roll.type === 'roll') await say(expected.player, ROLL_PHRASE[roll.count]!);
    const after = await expectation(store, chat);
    if (after && after.player === expected.player) await say('alice', '/skip');
  }
  const [latest] = await store.gameRecords!.history(chat, 1);
  const record = await store.gameRecords!.game(latest!.id);
  return { record: record!, texts, store, butler };
}

async function expectation(store: SessionStore, chat: string) {
  const stored = await store.peek(chat);
  const game = stored ? readSession(chat, stored.data).game : null;
  return game ? ENGINES[game.id].expected(game.state) : null;
}
