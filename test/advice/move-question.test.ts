// Issue 43: a question about a move is answered from the solvers and changes nothing — the exact chance of the box
// aimed at after the reroll asked about, in every language; while the Dice Poker table is built the answer says so.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { handlePhrase } from '../../src/commands/phrase-move.ts';
import { renderContextFor } from '../../src/commands/render-context.ts';
import { chanceAfter } from '../../src/advice/dice-poker-question.ts';
import { setTableForTests } from '../../src/strategy/dice-poker/table-service.ts';
import { ME, momentSession, type Moment } from '../reading/corpus-moment.ts';
import { toPlain } from '../../src/messages/rich.ts';

function ask(text: string, at: Moment, language: string) {
  const session = momentSession(at, language);
  const ctx = { session, user: ME, options: {}, isAdmin: false, now: 0, dice: { roll: () => { throw new Error('no dice for a question'); } }, render: renderContextFor(session, [ME]) };
  const intent = readMessage(text);
  return intent === null || intent.kind === 'command' ? null : handlePhrase(intent, ctx);
}

const STRAIGHT_DRAW: Moment = { game: 'dice_poker', phase: 'rolled', hand: [1, 3, 4, 5, 2], rolls: 1 };

describe('a question about a move', () => {
  it.each([
    ['ru', 'а если перебросить двойку, какие шансы на стрит?'],
    ['uk', 'а якщо перекинути двійку, які шанси на стріт?'],
    ['en', 'what if I reroll the 2, what are my chances of a straight?'],
  ])('GIVEN a straight draw WHEN the player asks (%s) the chance of a straight if the 2 is rerolled THEN the Butler answers 33 %% and the game does not change', (language, text) => {
    setTableForTests('building');
    const out = ask(text, STRAIGHT_DRAW, language);
    expect(out?.session).toBeUndefined();
    expect(out?.events).toMatchObject([{ type: 'answer', reroll: [2], target: { box: 'small_straight', chance: 0.3333 } }]);
    expect(toPlain(out!.rich)).toContain('33 %');
  });

  it('GIVEN the table is still being built WHEN the player asks THEN the answer gives the chance and says the comparison comes later', () => {
    setTableForTests('building');
    const out = ask('what if I reroll the 2, what are my chances of a straight?', STRAIGHT_DRAW, 'en');
    expect(toPlain(out!.rich)).toMatch(/still being built/);
  });

  it('GIVEN a question from a player not on turn WHEN read THEN it stays talk', () => {
    expect(ask('what if I reroll the 2, what are my chances of a straight?', { game: 'dice_poker', phase: 'other' }, 'en')).toBeNull();
  });

  it('GIVEN three fives kept WHEN the other two are rerolled THEN a full house comes in 5 of 36 (a pair other than fives)', () => {
    expect(chanceAfter([5, 5, 5, 2, 3], [2, 3], 'full_house')).toBeCloseTo(5 / 36, 10);
    expect(chanceAfter([6, 6, 6, 6, 1], [1], 'poker')).toBeCloseTo(1 / 6, 10);
  });
});
