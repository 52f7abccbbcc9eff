// Every odds question of the player on turn is answered with its number, and a question asking advice is answered
// with the advice (issue 53, RULES.md §1 "an attempt is never met with silence"). Each kind below with messages of
// its own, in Russian, Ukrainian and English, read and answered through the Butler's path (readMessage, then
// handlePhrase, in a moment built with the real engines: test/reading/corpus-run.ts). The 1000 policy and the Dice
// Poker table are held as "still being solved" there, as in a fresh process.
import { beforeEach, describe, expect, it } from 'vitest';
import { setTableForTests } from '../../src/strategy/dice-poker/table-service.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { handleAt, outcomeOf } from '../reading/corpus-run.ts';
import type { Moment } from '../reading/corpus-moment.ts';

function asked(text: string, at: Moment, language: string): { did: string; text: string; events: unknown[] } {
  const outcome = handleAt(text, at, language);
  return { did: outcomeOf(outcome, at).do, text: outcome ? toPlain(outcome.rich) : '', events: outcome?.events ?? [] };
}

const COME_OUT: Moment = { game: 'craps', phase: 'turn' };

// (the Dice Poker table as corpus-run.ts leaves it, whatever a test before this one in the worker set it to)
beforeEach(() => setTableForTests('building'));

describe('odds asked with no move word: the Craps come-out', () => {
  it.each([
    ['ru', 'а какие у меня шансы?', /7 или 11 выигрывают — 22 %/],
    ['uk', 'які в мене шанси зараз?', /7 або 11 виграють — 22 %/],
    ['uk', 'яка ймовірність виграти одразу?', /2, 3 або 12 вибивають — 11 %/],
    ['en', 'so what are my odds here?', /7 or 11 wins 22 %/],
    ['en', "what's the probability of a natural?", /a point 67 %/],
  ])('GIVEN the come-out WHEN the shooter asks (%s) «%s» THEN the odds of the roll to come, nothing changes', (language, text, figure) => {
    const answer = asked(text, COME_OUT, language);
    expect(answer.did).toBe('answer');
    expect(answer.text).toMatch(figure);
  });

  it('GIVEN the come-out WHEN the odds of something else are asked, or the odds with no game THEN quiet', () => {
    expect(asked('какие шансы, что завтра будет дождь?', COME_OUT, 'ru').did).toBe('quiet');
    expect(asked('what are my odds?', { game: 'none' }, 'en').did).toBe('quiet');
  });
});

describe('odds and advice about the dice in 1000, while the policy is still solved', () => {
  const mid = (left: number): Moment => ({ game: 'thousand', phase: 'mid', left, turn: 200, canBank: true });
  it.each([
    ['ru', 'какова вероятность сгореть с тремя кубиками?', 3, 'Шанс пустого броска (3 кости) — 28 %'],
    ['uk', 'який шанс, що з двох кісток нічого не випаде?', 2, 'Шанс порожнього кидка (2 кубики) — 44 %'],
    ['en', 'odds of busting with one die?', 1, 'Chance of a bust with 1 die: 67%'],
    // advice with no move word: «рисковать» / «ризикувати» / "risking" beside the dice
    ['ru', 'есть смысл рисковать тремя костями?', 3, 'Шанс пустого броска (3 кости) — 28 %'],
    ['uk', 'чи є сенс ризикувати двома кубиками?', 2, 'Шанс порожнього кидка (2 кубики) — 44 %'],
    ['en', 'is it worth risking two dice?', 2, 'Chance of a bust with 2 dice: 44%'],
  ])('GIVEN %s, dice left WHEN the player on turn asks «%s» THEN the bust chance now, and word that the advice follows', (language, text, left, figure) => {
    const answer = asked(text, mid(left), language);
    expect(answer.did).toBe('answer');
    expect(answer.text).toContain(figure);
  });
});

describe('a question asking advice between two named moves is answered, not asked back as two moves', () => {
  it.each([
    ['ru', 'Дворецкий, что посоветуешь — оставить шестёрки или перебросить всё?', [6, 6, 1, 3, 4], /шанс выиграть — \d+ %/],
    ['uk', 'що порадиш: пас чи перекинути одиницю?', [5, 5, 5, 1, 4], /шанс виграти — \d+ %/],
    ['en', 'butler, what do you suggest: keep the pair or reroll everything?', [2, 2, 1, 4, 6], /\d+ % to win/],
  ])('GIVEN Bone Poker round 2 WHEN the player asks (%s) «%s» THEN the chance to win with the best choice', (language, text, hand, figure) => {
    const answer = asked(text, { game: 'bone_poker', phase: 'round2', hand }, language);
    expect(answer.did).toBe('answer');
    expect(answer.text).toMatch(figure);
  });

  it.each([
    ['ru', 'в каре или в шанс, что посоветуешь?', [3, 3, 3, 3, 6]],
    ['uk', 'куди краще вписати: в трійку чи в шанс?', [4, 4, 4, 1, 2]],
    ['en', 'which box would you recommend, pair or chance?', [5, 5, 1, 2, 3]],
    ['en', 'where should I write this one?', [1, 1, 1, 4, 6]],
  ])('GIVEN Dice Poker after the third roll WHEN the player asks (%s) «%s» THEN the hint answers (the table still being built: it follows by itself)', (language, text, hand) => {
    const answer = asked(text, { game: 'dice_poker', phase: 'rolled', hand, rolls: 3 }, language);
    expect(answer.did).toBe('answer');
    expect(answer.events).toEqual([{ type: 'hint', player: expect.any(String), options: [], pending: true }]);
  });

  it('GIVEN the same two moves asked about with no advice sought WHEN «перебрасываю 6 или пас?», "four of a kind or chance?" THEN asked back, as before', () => {
    expect(asked('перебрасываю 6 или пас?', { game: 'bone_poker', phase: 'round2', hand: [3, 3, 5, 1, 6] }, 'ru').did).toBe('ask');
    expect(asked('four of a kind or chance?', { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 3, 3, 6], rolls: 3 }, 'en').did).toBe('ask');
  });
});

describe('advice asked with nothing named', () => {
  it('GIVEN Bone Poker round 2 WHEN "what do you recommend, butler?" THEN the best reroll with its chance', () => {
    const answer = asked('what do you recommend, butler?', { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 5, 3] }, 'en');
    expect(answer.did).toBe('answer');
    expect(answer.text).toMatch(/Best: reroll ⚂3, \d+ % to win/);
  });

  it('GIVEN Dice Poker after a first roll WHEN "If I keep the four threes, what are my chances of five of a kind?" THEN the exact chance of that box after the reroll', () => {
    // one die rerolled: a 3 in 6
    const answer = asked('If I keep the four threes, what are my chances of five of a kind?', { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 3, 3, 1], rolls: 1 }, 'en');
    expect(answer.did).toBe('answer');
    expect(answer.text).toMatch(/17 %/);
  });
});

describe('odds of a box asked before the first Dice Poker roll', () => {
  const START: Moment = { game: 'dice_poker', phase: 'first' };
  it.each([
    ['ru', 'какие шансы на покер за три броска?', /покер — 5 %/],
    ['uk', 'скільки шансів на фул-хаус за хід?', /36 %/],
    ['en', 'odds of a large straight this turn?', /26 %/],
  ])('GIVEN the turn before its first roll WHEN (%s) «%s» THEN the chance to make that box within the turn, playing for it; nothing changes', (language, text, figure) => {
    const answer = asked(text, START, language);
    expect(answer.did).toBe('answer');
    expect(answer.text).toMatch(figure);
  });

  it('GIVEN the same moment WHEN five of a kind is asked THEN the exact chance is in the answer event', () => {
    expect(asked('какие шансы на покер?', START, 'ru').events).toEqual([expect.objectContaining({ type: 'answer', target: { box: 'poker', chance: 0.046 } })]);
  });
});

describe('a kept combination asked about', () => {
  it.each([
    ['ru', 'а если оставить пары, какие шансы на фулл?'],
    ['uk', 'а якщо залишити пари, які шанси на фул-хаус?'],
  ])('GIVEN two pairs after a roll WHEN (%s) «%s» THEN the chance after rerolling the fifth die', (language, text) => {
    const answer = asked(text, { game: 'dice_poker', phase: 'rolled', hand: [1, 1, 4, 4, 6], rolls: 1 }, language);
    expect(answer.did).toBe('answer');
    expect(answer.events).toEqual([expect.objectContaining({ reroll: [6], target: { box: 'full_house', chance: 0.3333 } })]);
  });
});

describe('advice asked in a tag after two moves, or with "or not"', () => {
  const MID: Moment = { game: 'thousand', phase: 'mid', left: 2, turn: 350, canBank: true };
  it.each([
    ['uk', 'кидати дві кості при 350 чи забирати, як думаєте?'],
    ['ru', 'кидать две кости при 350 или забирать, как думаете?'],
    ['en', 'roll the two dice or bank, what do you think?'],
  ])('GIVEN a 1000 turn that may bank WHEN (%s) «%s» THEN it is answered with the advice, nothing changes', (language, text) => {
    expect(asked(text, MID, language).did).toBe('answer');
  });

  it('GIVEN the same turn WHEN two moves are asked with no word of advice («кидати дві кості чи забирати?») THEN the writer is asked which', () => {
    expect(asked('кидати дві кості чи забирати?', MID, 'uk').did).toBe('ask');
  });

  it.each([
    ['uk', 'ризикувати ще з чотирма кістками чи ні?'],
    ['ru', 'рисковать ещё с четырьмя костями или нет?'],
    ['en', 'roll four dice or not?'],
  ])('GIVEN a 1000 turn with four dice left WHEN (%s) «%s» THEN it is answered, nothing rolled', (language, text) => {
    expect(asked(text, { game: 'thousand', phase: 'mid', left: 4, turn: 100, canBank: true }, language).did).toBe('answer');
  });

  it('GIVEN no game WHEN "or not" ends a question about something else («кидаю кубик, кто угадает чётное или нет?») THEN the roll stands', () => {
    expect(asked('кидаю кубик, кто угадает чётное или нет?', { game: 'none' }, 'ru').did).toBe('roll');
  });
});
