// Shared pieces of the reliability tests: Butlers on a shared store, a dice source that records what it was asked
// for, and the phrase a player types for an engine's move.
import { Butler } from '../../src/butler.ts';
import type { DiceSource } from '../../src/dice/dice-source.ts';
import { engineFor } from '../../src/games/registry.ts';
import type { DiceRoller, GameId } from '../../src/games/types.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { readSession } from '../../src/sessions/session.ts';
import type { Incoming, Reply } from '../../src/core/reply.ts';
import type { SessionStore } from '../../src/storage/types.ts';

/** A fixed clock: turn deadlines then come out the same in every run, so stored sessions compare byte for byte. */
export const FIXED_NOW = Date.UTC(2026, 0, 1);

export function butlerOn(store: SessionStore, dice: DiceSource, clock: () => number = () => FIXED_NOW): Butler {
  return new Butler({ store, dice, logger: silentLogger, clock });
}

/** What a user writes, as an adapter would hand it to the Butler (everyone is an admin unless told otherwise). */
export function message(
  chat: string,
  user: string,
  text: string,
  extra: { updateId?: string; admin?: boolean } = {},
): Incoming {
  return {
    chat,
    user: { id: user, name: user },
    text,
    updateId: extra.updateId,
    isAdmin: () => extra.admin ?? true,
  };
}

/** A reply as the tests compare it: plain text and events (the version shows where it was applied). */
export function shown(reply: Reply | null): { text: string; events: Reply['events']; version: number | null } | null {
  return reply && { text: toPlain(reply.rich), events: reply.events, version: reply.version };
}

/** Wraps a DiceSource and counts every die handed out, whichever way it was asked for. */
export function recordingDice(inner: DiceSource): DiceSource & { drawn: number; calls: number } {
  const recorder = {
    drawn: 0,
    calls: 0,
    roll(count: number): number[] {
      recorder.calls++;
      recorder.drawn += count;
      return inner.roll(count);
    },
    ...(inner.forMove
      ? {
          forMove(chat: string, version: number): DiceRoller {
            const roller = inner.forMove!(chat, version);
            return {
              roll(count: number) {
                recorder.calls++;
                recorder.drawn += count;
                return roller.roll(count);
              },
            };
          },
        }
      : {}),
  };
  return recorder;
}

/** The same dice for every roll (3,3 keeps a two-player Craps game going for ever: both hit their point and replay). */
export function constantDice(face: number): DiceSource {
  return { roll: (count) => Array.from({ length: count }, () => face) };
}

/** A small seeded PRNG (mulberry32): the tests' choices are reproducible from their seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

/** How a player asks for `count` dice (RULES §1), in a few of the accepted forms. */
export function rollPhrase(count: number, rand: () => number): string {
  const forms: Record<number, string[]> = {
    1: ['бросаю кость', 'Бросаю одну кость', 'кидаю кубик'],
    2: ['бросаю кости', 'Бросаю 2 кости!', 'бросаю две кости'],
    3: ['бросаю три кости', 'Бросаю 3 кости'],
    4: ['бросаю четыре кости', 'бросаю 4 кубика'],
    5: ['бросаю покер', 'Бросаю пять костей', 'бросаю 5 костей'],
  };
  return pick(rand, forms[count] ?? [`бросаю ${count} костей`]);
}

/** Dice Poker boxes as a player names them after «Записываю в». */
export const BOX_PHRASES: Record<string, string> = {
  ones: 'единицы',
  twos: 'двойки',
  threes: 'тройки',
  fours: 'четверки',
  fives: 'пятерки',
  sixes: 'шестерки',
  pair: 'пару',
  two_pairs: 'две пары',
  three_kind: 'тройку',
  four_kind: 'каре',
  full_house: 'фулл хаус',
  small_straight: 'малый стрит',
  large_straight: 'большой стрит',
  poker: 'покер',
  chance: 'шанс',
};

/** "4, 5 и 1" */
export function valueList(values: readonly number[]): string {
  return values.length === 1 ? `${values[0]}` : `${values.slice(0, -1).join(', ')} и ${values.at(-1)}`;
}

/** The dice a player holds now, where the game lets them name dice to reroll. */
export function handOf(game: { id: string; state: unknown }, player: string): number[] {
  const state = game.state as { hands?: Record<string, number[]>; turn?: { dice?: number[] } };
  if (game.id === 'bone_poker') return state.hands?.[player] ?? [];
  if (game.id === 'dice_poker') return state.turn?.dice ?? [];
  return [];
}

/** A random non-empty selection of `hand` of at most `max` dice. */
export function someOf(hand: readonly number[], max: number, rand: () => number): number[] {
  const pool = [...hand];
  const want = 1 + Math.floor(rand() * Math.min(max, pool.length));
  const chosen: number[] = [];
  while (chosen.length < want) chosen.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return chosen;
}

export const PLAYERS = ['alice', 'bob', 'carol'];

/**
 * The next thing someone at a table types, given the channel's stored session (JSON): open, join and start `game`
 * when none runs (alice is the admin), otherwise mostly the move the engine expects, picked at random among its
 * hints, sometimes a roll out of turn (refused), a status request or plain chat (no reply).
 */
export function nextText(
  table: { game: GameId; players: number },
  data: string | null,
  rand: () => number,
): { user: string; text: string } {
  const session = data ? readSession('table', data) : null;
  const game = session?.game;
  if (!game) {
    const lobby = session?.lobby;
    if (!lobby) return { user: 'alice', text: `/newgame ${table.game}` };
    if (lobby.players.length < table.players) return { user: PLAYERS[lobby.players.length]!, text: '/join' };
    return { user: 'alice', text: '/startgame' };
  }
  const expected = engineFor(game.id).expected(game.state);
  if (!expected) return { user: 'alice', text: '/status' };
  const player = expected.player;
  const noise = rand();
  if (noise < 0.04) return { user: pick(rand, PLAYERS.filter((p) => p !== player)), text: 'бросаю кости' };
  if (noise < 0.06) return { user: pick(rand, PLAYERS), text: '/status' };
  if (noise < 0.08) return { user: pick(rand, PLAYERS), text: 'ну что, кто ходит?' };
  const hint = pick(rand, expected.moves);
  switch (hint.type) {
    case 'roll':
      return { user: player, text: rollPhrase(hint.count, rand) };
    case 'reroll': {
      const hand = handOf(game, player);
      if (hand.length === 0) return { user: player, text: 'Пас' };
      const values = someOf(hand, hint.maxCount, rand);
      const inline = rand() < 0.5 ? `, ${rollPhrase(values.length, rand)}` : '';
      return { user: player, text: `Перебрасываю ${valueList(values)}${inline}` };
    }
    case 'pass':
      return { user: player, text: 'Пас' };
    case 'bank':
      return { user: player, text: 'Хватит' };
    case 'score':
      return { user: player, text: `Записываю в ${pick(rand, Object.values(BOX_PHRASES))}` };
  }
}
