// Issue 53, after heldout11 (role-players and Discord regulars): a voice that narrates its moves as actions between
// asterisks, addresses the Butler as a servant and asks with flourishes. Read by rule: an action is clauses of its own
// (its verb done, not talked of — unless it takes an object of its own), a move asked "for me" is the writer's whoever
// is addressed, a request's tag asks nothing, a particle leaves a verb itself, and an "or" clause asks the choice
// before it.
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const CRAPS: Moment = { game: 'craps', phase: 'turn' };
const BONES_1: Moment = { game: 'bone_poker', phase: 'round1' };
const SHEET: Moment = { game: 'dice_poker', phase: 'rolled', hand: [1, 2, 3, 4, 6], rolls: 2 };
const RACE: Moment = { game: 'thousand', phase: 'mid', left: 2, turn: 250, canBank: true };

const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

describe('a role-play action between asterisks', () => {
  it.each([
    ['ru', '*театрально дует на кулак и бросает кости на сукно*'],
    ['ru', '*швыряет кости на стол* Семёрочка, родная, не подведи!'],
    ['uk', '*урочисто струшує кості в долонях* Кидаю кості!'],
    ['en', '*rolls with a flourish*'],
    ['en', '*shakes the leather cup ominously* rolling 2 dice, gentlefolk'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });

  it.each([
    ['en', '*rolls his eyes*'],
    ['en', '*rolls eyes*'],
    ['ru', '*бросает взгляд на кости*'],
    ['uk', '*кидає погляд на кості*'],
  ])('GIVEN a roll verb with an object of its own in an action WHEN %s «%s» THEN nothing is rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'quiet' });
  });

  it('GIVEN an action with no move in it beside a box WHEN read THEN the box is written: the narration is no chat', () => {
    expect(did('Small straight. *bows to the audience*', SHEET, 'en')).toEqual({ do: 'score', box: 'small_straight' });
    expect(did('*кланяется* малый стрит', SHEET, 'ru')).toEqual({ do: 'score', box: 'small_straight' });
  });

  it('GIVEN bold or a lone star WHEN read THEN it is no action', () => {
    expect(did('**бросаю кости**', CRAPS, 'ru')).toEqual({ do: 'roll', count: 2 });
    expect(did('5 * 2 = 10, бросаю курить', CRAPS, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a move asked "for me"', () => {
  it.each([
    ['ru', 'Милейший, бросьте-ка за меня, у меня обе руки в эле 🍺', CRAPS, 2],
    ['uk', 'Пане Дворецький, прошу кинути за мене, руки зайняті кухлем 🍺', CRAPS, 2],
    ['en', 'Butler, my good man, roll five for me, would you?', BONES_1, 5],
  ] as const)('GIVEN the player on turn WHEN %s «%s» THEN the writer’s dice are rolled', (language, text, at, count) => {
    expect(did(text, at, language)).toEqual({ do: 'roll', count });
  });

  it('GIVEN a roll urged on another player by name WHEN read THEN it stays talk', () => {
    expect(did('Олег, бросай уже давай быстрее', CRAPS, 'ru')).toEqual({ do: 'quiet' });
    expect(did('Sam, roll already', CRAPS, 'en')).toEqual({ do: 'quiet' });
  });

  it('GIVEN a particle after a word that is no verb WHEN read THEN it makes another word («так-то» is no «так»)', () => {
    expect(did('я так-то пас', { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 6, 1] }, 'ru')).not.toEqual({ do: 'pass' });
  });
});

describe('an "or" clause after an advice question', () => {
  it.each([
    ['en', 'should I bank, or do the gods still favour me?'],
    ['ru', 'стоит ли мне остановиться, или боги ещё благосклонны?'],
    ['uk', 'чи варто зупинитися, чи боги ще прихильні?'],
  ])('GIVEN a 1000 turn WHEN %s «%s» THEN the advice is answered, nothing banked', (language, text) => {
    expect(did(text, RACE, language)).toEqual({ do: 'answer' });
  });
});
