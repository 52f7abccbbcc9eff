// Issue 43, the readings a fourth held-out set asked for, each as what the Butler does at the moment (RULES.md §1 and
// test/reading/corpus/README.md, decisions of issue 43).
import { describe, expect, it } from 'vitest';
import { AT, doesAt, reroll, ASK, PASS, QUIET } from '../helpers/does-at.ts';

describe('a combination kept by its name', () => {
  it.each([
    ['ru', 'оставляю пары, кидаю одну', [5, 5, 2, 2, 3], [3]],
    ['ru', 'оставляю каре, перекидываю одну', [4, 4, 4, 4, 1], [1]],
    ['en', 'keep the three of a kind, reroll the rest', [6, 6, 6, 2, 1], [1, 2]],
  ] as const)('GIVEN %s and a hand WHEN %j THEN the dice of that combination stay and the rest are rolled again', (language, text, hand, rerolled) => {
    expect(doesAt(text, AT.bonePokerRound2([...hand]), language)).toEqual(reroll(...rerolled));
  });

  it('GIVEN no pair in the hand WHEN «оставляю пары» THEN the player is asked which dice, nothing rolled', () => {
    expect(doesAt('оставляю пары', AT.bonePokerRound2([5, 1, 2, 6, 3]))).toEqual(ASK);
  });

  it('GIVEN a count that disagrees with the combination kept WHEN «оставляю пары, кидаю две» THEN asked, never applied', () => {
    expect(doesAt('оставляю пары, кидаю две', AT.bonePokerRound2([5, 5, 2, 2, 3]))).toEqual(ASK);
  });

  it('GIVEN the odds of a box asked «на каре» WHEN the keep follows THEN the box is the aim, not dice kept (a question answered)', () => {
    expect(doesAt('Дворецкий, какие шансы на каре если оставлю шестёрки?', AT.dicePokerRolled([6, 6, 6, 2, 4])).do).toBe('answer');
  });
});

describe('a hand praised beside a pass', () => {
  it.each([
    ['ru', 'фулл! пас конечно', [2, 2, 2, 6, 6]],
    ['uk', 'каре! пас звісно', [6, 6, 6, 6, 1]],
    ['en', "full house baby, I'll pass", [6, 6, 6, 1, 1]],
  ] as const)('GIVEN Bone Poker round 2 (%s), where no box is written WHEN %j THEN a pass', (language, text, hand) => {
    expect(doesAt(text, AT.bonePokerRound2([...hand]), language)).toEqual(PASS);
  });

  it('GIVEN Dice Poker, where the box may be written WHEN «фулл! пас конечно» THEN asked: the box or keeping the hand', () => {
    expect(doesAt('фулл! пас конечно', AT.dicePokerRolled([2, 2, 2, 6, 6]))).toEqual(ASK);
  });
});

describe('a wish after the move', () => {
  it('GIVEN a reroll and then a wish naming a face not held WHEN "rerolling one six, a 5 would be nice" THEN the six is rolled again, the 5 is the wish', () => {
    expect(doesAt('rerolling one six, a 5 would be nice', AT.dicePokerRolled([2, 3, 4, 6, 6]), 'en')).toEqual(reroll(6));
  });
});

describe('questions in 1000 with no verb', () => {
  it.each([
    ['ru', 'какие шансы, что один кубик что-то даст?'],
    ['en', "Butler, what's the bust chance with three dice?"],
  ] as const)('GIVEN a 1000 turn (%s) WHEN %j THEN answered from the solved policy, nothing changes', (language, text) => {
    expect(doesAt(text, AT.thousandBankable, language).do).toBe('answer');
  });

  it('GIVEN a question naming two boxes WHEN "chance or pair?" THEN asked which box: «chance» there is the box, not the odds', () => {
    expect(doesAt('chance or pair?', AT.dicePokerRolled([2, 2, 4, 5, 6]), 'en')).toEqual(ASK);
  });
});

describe('a lobby', () => {
  it('GIVEN a lobby WHEN someone talks about rolling with chat around it THEN quiet: no free roll, no refusal', () => {
    expect(doesAt('ну когда стартуем? руки чешутся бросить покер', { game: 'bone_poker', phase: 'lobby' })).toEqual(QUIET);
  });
});

describe('a box in a clause of its own', () => {
  const LAST_ROLL = (hand: number[]) => ({ game: 'dice_poker', phase: 'rolled', hand, rolls: 3 }) as const;

  it.each([
    ['ru', 'ну фулл, и чё', [2, 2, 5, 5, 5], 'full_house'],
    ['en', 'sixes please, bonus hunting', [6, 6, 6, 1, 2], 'sixes'],
  ] as const)('GIVEN only writing is left (%s) WHEN %j THEN the box named is written', (language, text, hand, box) => {
    expect(doesAt(text, LAST_ROLL([...hand]), language)).toEqual({ do: 'score', box });
  });

  it('GIVEN rolling is still legal WHEN "ugh, ones again" THEN quiet: a lament, not a write', () => {
    expect(doesAt('ugh, ones again', AT.dicePokerRolled([1, 1, 4, 5, 6]), 'en')).toEqual(QUIET);
  });
});

describe('the Butler addressed by its handle', () => {
  it('GIVEN no game WHEN «@butler_bot кинь два кубики» (an imperative said to the Butler by mention) THEN a free roll of two, as by its name', () => {
    expect(doesAt('@butler_bot кинь два кубики', AT.noGame, 'uk')).toEqual({ do: 'roll', count: 2 });
  });
});

describe('advice asked as a question to the Butler', () => {
  it.each([
    ['ru', 'Дворецкий, что посоветуешь тут оставить?'],
    ['uk', 'Дворецький, що порадиш залишити?'],
    ['en', 'Butler, what would you keep here?'],
  ] as const)('GIVEN a Dice Poker hand rolled (%s) WHEN %j THEN answered from the solvers, nothing changes', (language, text) => {
    expect(doesAt(text, AT.dicePokerRolled([2, 3, 3, 4, 5]), language).do).toBe('answer');
  });

  it('GIVEN the same words about something else WHEN «посоветуешь фильм?» THEN quiet', () => {
    expect(doesAt('посоветуешь фильм?', AT.dicePokerRolled([2, 3, 3, 4, 5]))).toEqual(QUIET);
  });
});
