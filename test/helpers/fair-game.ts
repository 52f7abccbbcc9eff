// A real game played through the Butler with its default, fair dice (the CSPRNG seal), so that its record can be
// checked. Bone Poker with two players and two passes ends after exactly four moves whatever the dice are.
import { Butler } from '../../src/butler.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { chatClock } from './seed-window-clock.ts';

export async function playFairBonePoker(
  store: SessionStore = new MemorySessionStore(),
  room = 'fair',
  players: [string, string] = ['alice', 'bob'],
): Promise<{ record: GameRecord; texts: string[]; store: SessionStore }> {
  const clock = chatClock();
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
  const texts: string[] = [];
  const say = async (user: string, text: string) => {
    const reply = await butler.handle({ chat: `console:${room}`, user: { id: user, name: `${user} Smith` }, text, isAdmin: () => true });
    clock.typed(text);
    texts.push(reply ? toPlain(reply.rich) : '');
  };
  const [a, b] = players;
  await say(a, '/newgame bone_poker');
  await say(b, '/join');
  await say(b, '/seed чайник на подоконнике');
  await say(a, '/startgame');
  await say(a, '/seed после печати');
  await say(a, 'бросаю покер');
  await say(b, 'бросаю покер');
  await say(a, 'Пас');
  await say(b, 'Пас');
  const [latest] = await store.gameRecords!.history(`console:${room}`, 1);
  const record = await store.gameRecords!.game(latest!.id);
  return { record: record!, texts, store };
}
