// RULES.md §1 "a move after a question" and "questions, wishes and addressing": a move asked of the Butler for
// another player is answered (each player moves for themselves), on turn or not, and nothing changes; a move asked
// of it for the writer («кинь за меня», "@Butler roll for me") is the writer's own.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, replyAt, roll, reroll, QUIET, REFUSE } from '../helpers/does-at.ts';

const CRAPS_TURN = { game: 'craps', phase: 'turn' } as const;
const CRAPS_OTHER = { game: 'craps', phase: 'other' } as const;

const FOR_ANOTHER: ReadonlyArray<readonly [string, string, RegExp]> = [
  ['ru', 'Дворецкий, кинь за Машу, она вышла покурить', /За другого игрока ходить нельзя.*\/skip/],
  ['ru', 'бот брось кости за @vasya', /За другого игрока ходить нельзя/],
  ['ru', 'Уважаемый дворецкий, бросьте за него, пожалуйста', /За другого игрока ходить нельзя/],
  ['uk', 'Дворецький, кинь за Оксану, вона пішла по каву', /За іншого гравця ходити не можна.*\/skip/],
  ['uk', 'боте, кинь кубики за нього', /За іншого гравця ходити не можна/],
  ['en', 'butler roll for sam, brb he said', /Nobody can move for another player.*\/skip/],
  ['en', 'Butler, could you roll for Tom? He stepped out', /Nobody can move for another player/],
  ['en', '@Butler roll for her pls', /Nobody can move for another player/],
];

describe('a move asked of the Butler for another player', () => {
  for (const [language, text, said] of FOR_ANOTHER) {
    for (const [name, at] of [['on turn', CRAPS_TURN], ['not on turn', CRAPS_OTHER]] as const) {
      it(`GIVEN Craps, the writer ${name} WHEN (${language}) ${JSON.stringify(text)} THEN refused: each player moves for themselves`, () => {
        expect(doesAt(text, at, language)).toEqual(REFUSE);
        expect(replyAt(text, at, language)).toMatch(said);
      });
    }
  }

  it.each([
    ['ru', 'Дворецкий, перебрось за Олега единицу'],
    ['en', 'butler, keep the sixes for jake'],
  ])('GIVEN Bone Poker round 2 WHEN (%s) %j THEN refused, the hand unchanged', (language, text) => {
    expect(doesAt(text, AT.bonePokerRound2([1, 6, 6, 3, 2]), language)).toEqual(REFUSE);
  });

  it('GIVEN 1000 WHEN «Дворецкий, запиши очки за Олега» THEN refused, no bank', () => {
    expect(doesAt('Дворецкий, запиши очки за Олега', AT.thousandBankable)).toEqual(REFUSE);
  });
});

describe('a move asked of the Butler for the writer', () => {
  it.each([
    ['ru', 'Дворецкий, кинь за меня, руки заняты'],
    ['uk', 'Пане Дворецький, киньте за мене, будь ласка'],
    ['en', '@Butler roll for me'],
    ['en', 'Butler, would you kindly roll for me'],
  ])('GIVEN Craps on turn WHEN (%s) %j THEN the writer rolls', (language, text) => {
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(roll(2));
  });

  it('GIVEN Bone Poker round 2 WHEN «Уважаемый Дворецкий, перебрасываю единицу» THEN the writer rerolls it', () => {
    expect(doesAt('Уважаемый Дворецкий, перебрасываю единицу', AT.bonePokerRound2([1, 6, 6, 3, 2]))).toEqual(reroll(1));
  });
});

describe('talk that is no request of the Butler', () => {
  it.each([
    ['ru', 'Петя, кинь за Олега'],
    ['en', 'would you roll already'],
    ['en', 'rolling for a living lol'],
  ])('GIVEN Craps on turn WHEN (%s) %j THEN quiet', (language, text) => {
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(QUIET);
  });

  it('GIVEN Craps on turn WHEN "butler roll for a seven" THEN the roll (a number hoped for is no player)', () => {
    expect(doesAt('butler roll for a seven', CRAPS_TURN, 'en')).toEqual(roll(2));
  });
});
