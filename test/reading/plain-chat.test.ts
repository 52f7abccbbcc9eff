// Issue 53: false moves stay at zero. Ordinary group-chat talk (corpus/plain-chat/, written blind from RULES.md: dice,
// game and number words in other senses, stories, other games, everyday chat) is read by the player on turn in each
// game and outside one: no message may become a move, and hardly any may even get a reply.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const MOMENTS: readonly Moment[] = [
  { game: 'none' },
  { game: 'craps', phase: 'turn' },
  { game: 'bone_poker', phase: 'round1' },
  { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 6, 1] },
  { game: 'dice_poker', phase: 'first' },
  { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 4, 5, 6], rolls: 1 },
  { game: 'dice_poker', phase: 'rolled', hand: [1, 1, 1, 4, 4], rolls: 3 },
  { game: 'thousand', phase: 'start' },
  { game: 'thousand', phase: 'mid', left: 3, turn: 150, canBank: true },
];
const MOVES = new Set(['roll', 'reroll', 'pass', 'bank', 'score']);

describe.each(['ru', 'uk', 'en'])('plain chat in %s', (language) => {
  const messages = readFileSync(new URL(`./corpus/plain-chat/${language}.txt`, import.meta.url), 'utf8').split('\n').filter((l) => l.trim() !== '');

  it('is never a move, in any game moment, and is almost never answered', () => {
    const moves: string[] = [];
    const replies: string[] = [];
    for (const text of messages) {
      // (most chat is no intent at all: the moments are built only for the rest)
      if (readMessage(text) === null) continue;
      let replied = false;
      for (const at of MOMENTS) {
        const got = outcomeOf(handleAt(text, at, language), at);
        if (MOVES.has(got.do)) moves.push(`${JSON.stringify(text)} @${JSON.stringify(at)}: ${JSON.stringify(got)}`);
        else if (got.do !== 'quiet') replied = true;
      }
      if (replied) replies.push(text);
    }
    const share = replies.length / messages.length;
    console.log(`plain chat ${language}: ${messages.length} messages, ${moves.length} moves, ${replies.length} answered (${(share * 100).toFixed(2)} %)\n${[...moves, ...replies].join('\n')}`);
    expect(messages.length).toBeGreaterThan(1000);
    expect(moves).toEqual([]);
    expect(share).toBeLessThanOrEqual(0.005);
  });
});
