import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type GameRecord } from '../../../src/storage/records/game-record.ts';
import {
  addToChat,
  addToPlayer,
  emptyChatStats,
  emptyPlayerStats,
  ranksOf,
  ratingValue,
  turnsOf,
  type ChatStats,
} from '../../../src/storage/records/stats.ts';
import { forgetInChatStats } from '../../../src/storage/records/forget-structure.ts';
import { pairIds } from '../../../src/core/pair-key.ts';

function record(over: Partial<GameRecord> & Pick<GameRecord, 'game' | 'winners'>): GameRecord {
  return {
    format: RECORD_FORMAT,
    chat: 'c',
    settings: {},
    players: [
      { id: 'a', name: 'Аня' },
      { id: 'b', name: 'Боря' },
    ],
    scores: null,
    how: 'finished',
    startedAt: 0,
    endedAt: 1,
    fair: null,
    moves: [],
    ...over,
  };
}

const chatOf = (...records: GameRecord[]): ChatStats => records.reduce((s, r) => addToChat(s, r, new Set()), emptyChatStats());

describe('statistics from hand-made records', () => {
  it('GIVEN Аня wins twice, loses, wins WHEN the chat stats add them up THEN 3 wins of 4, current streak 1, best streak 2', () => {
    const stats = chatOf(...['a', 'a', 'b', 'a'].map((w) => record({ game: 'craps', winners: [w] })));
    expect(stats.games.craps!.a).toMatchObject({ games: 4, wins: 3, streak: 1, bestStreak: 2 });
    expect(stats.games.craps!.b).toMatchObject({ games: 4, wins: 1, streak: 0, bestStreak: 1 });
  });

  it('GIVEN a shared win WHEN it is counted THEN it is a draw for both, not a win', () => {
    const stats = chatOf(record({ game: 'bone_poker', winners: ['a', 'b'] }));
    expect(stats.games.bone_poker!.a).toMatchObject({ wins: 0, draws: 1 });
  });

  it('GIVEN Craps games WHEN head-to-head is counted THEN it holds the wins of each and the draws', () => {
    const stats = chatOf(
      record({ game: 'craps', winners: ['a'] }),
      record({ game: 'craps', winners: ['b'] }),
      record({ game: 'craps', winners: ['a'] }),
      record({ game: 'craps', winners: ['a', 'b'] }),
    );
    expect(stats.h2h.craps!['a|b']).toEqual([2, 1, 1]);
  });

  it('GIVEN Dice Poker scores 200 and 150 with one bonus WHEN counted THEN best 200, average 175, bonus in 1 of 2', () => {
    const stats = chatOf(
      record({ game: 'dice_poker', winners: ['a'], scores: { a: 200, b: 100 }, notes: { bonus: { a: true, b: false } } }),
      record({ game: 'dice_poker', winners: ['b'], scores: { a: 150, b: 180 }, notes: { bonus: { a: false, b: false } } }),
    );
    expect(stats.games.dice_poker!.a).toMatchObject({ scored: 2, scoreSum: 350, scoreBest: 200, bonus: 1 });
  });

  it('GIVEN a 1000 game won in 3 turns WHEN counted THEN the winner has 3 turns to win', () => {
    const moves = ['a', 'a', 'b', 'a', 'b', 'a'].map((player) => ({ a: { type: 'roll', player }, d: [1] }));
    const r = record({ game: 'thousand', winners: ['a'], scores: { a: 1000, b: 300 }, moves });
    expect(turnsOf(r)).toEqual({ a: 3, b: 2 });
    expect(chatOf(r).games.thousand!.a!.winTurns).toBe(3);
  });

  it('GIVEN the dice of every move WHEN counted THEN the face counts add them up', () => {
    const moves = [
      { a: { type: 'roll', player: 'a' }, d: [1, 6, 6] },
      { a: { type: 'pass', player: 'b' }, d: [] },
    ];
    expect(chatOf(record({ game: 'craps', winners: ['a'], moves })).faces).toEqual([1, 0, 0, 0, 0, 2]);
  });

  it('GIVEN final scores WHEN ranks are computed THEN the winners come first and the rest by score, equal scores sharing a rank', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id }));
    expect(ranksOf(record({ game: 'thousand', players, winners: ['a'], scores: { a: 1000, b: 500, c: 700, d: 500 } }))).toEqual([1, 3, 2, 3]);
  });

  it('GIVEN Аня beats Боря five times and one game is ended WHEN ratings are computed THEN hers is above his, with 5 games; the ended game does not rate', () => {
    const wins = Array.from({ length: 5 }, () => record({ game: 'craps', winners: ['a'] }));
    const stats = chatOf(...wins, record({ game: 'craps', winners: [], how: 'ended' }));
    const { a, b } = stats.ratings.craps!;
    expect(ratingValue(a!)).toBeGreaterThan(ratingValue(b!));
    expect(a!.games).toBe(5);
  });

  it('GIVEN a player in two chats WHEN their own document is built THEN it counts both games and lists both chats', () => {
    let mine = emptyPlayerStats();
    mine = addToPlayer(mine, record({ game: 'craps', winners: ['a'], chat: 'x' }), 'a');
    mine = addToPlayer(mine, record({ game: 'craps', winners: ['b'], chat: 'y' }), 'a');
    expect(mine.chats).toEqual(['x', 'y']);
    expect(mine.games.craps).toMatchObject({ games: 2, wins: 1 });
  });
});

describe('ids a chat may hold (issue 49)', () => {
  const pair = (x: string, y: string) => [
    { id: x, name: x },
    { id: y, name: y },
  ];

  it('GIVEN “a|b” beats “c”, and “a” beats “b|c” THEN they are two head-to-head rows, each read back with its own two players', () => {
    const stats = chatOf(record({ game: 'craps', players: pair('a|b', 'c'), winners: ['a|b'] }), record({ game: 'craps', players: pair('a', 'b|c'), winners: ['a'] }));
    expect(Object.values(stats.h2h.craps!)).toEqual([
      [1, 0, 0],
      [1, 0, 0],
    ]);
    expect(Object.keys(stats.h2h.craps!).map(pairIds)).toEqual([
      ['a|b', 'c'],
      ['a', 'b|c'],
    ]);
  });

  it('GIVEN those rows WHEN “a” asks to be forgotten THEN only the row with “a” moves to the seat; the row of “a|b” and “c” stays as it was', () => {
    const stats = chatOf(record({ game: 'craps', players: pair('a|b', 'c'), winners: ['a|b'] }), record({ game: 'craps', players: pair('a', 'b|c'), winners: ['a'] }));
    const f = { id: 'a', seat: 'forgotten:0123' };
    const after = forgetInChatStats(stats, f);
    expect(Object.keys(after.h2h.craps!).map(pairIds)).toEqual(
      expect.arrayContaining([
        ['a|b', 'c'],
        ['b|c', 'forgotten:0123'],
      ]),
    );
    expect(Object.keys(after.h2h.craps!)).toHaveLength(2);
    expect(after.names['a|b']).toBe('a|b');
  });

  it('GIVEN players named __proto__, constructor and toString THEN each has their own numbers, rating and name, as any other id', () => {
    const stats = chatOf(
      record({ game: 'craps', players: pair('__proto__', 'constructor'), winners: ['__proto__'] }),
      record({ game: 'craps', players: pair('constructor', 'toString'), winners: ['toString'] }),
    );
    const craps = stats.games.craps!;
    for (const id of ['__proto__', 'constructor', 'toString']) {
      expect(Object.hasOwn(craps, id), id).toBe(true);
      expect(Object.hasOwn(stats.names, id), id).toBe(true);
      expect(Number.isFinite(ratingValue(stats.ratings.craps![id]!)), id).toBe(true);
    }
    expect(craps.constructor).toMatchObject({ games: 2, wins: 0 });
    expect(Object.getPrototypeOf(craps)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(stats)).games.craps.__proto__).toMatchObject({ games: 1, wins: 1 });
  });
});
