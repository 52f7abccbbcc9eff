// RULES.md §1 "a move after a question" and "an attempt is never met with silence": a question about the turn or the
// game followed by the writer's move is that move attempt — played when legal, answered (whose turn it is) when not;
// a move said in the first person by a player not on turn is answered even among chat.
import { describe, expect, it } from 'vitest';
import { doesAt, replyAt, roll, QUIET, REFUSE } from '../helpers/does-at.ts';

const CRAPS_TURN = { game: 'craps', phase: 'turn' } as const;
const CRAPS_OTHER = { game: 'craps', phase: 'other' } as const;
const THOUSAND_OTHER = { game: 'thousand', phase: 'other' } as const;

const ASKED_THEN_MOVED: ReadonlyArray<readonly [string, string]> = [
  ['ru', 'а сейчас кто ходит, я? кидаю кубики'],
  ['ru', 'моя очередь? ну бросаю кости'],
  ['uk', 'чия черга, моя? кидаю кості'],
  ['uk', 'а хто зараз ходить? кидаю кубики'],
  ['en', 'is it me now? ok roll the dice'],
  ['en', "whose turn is it, mine? i'm rolling"],
];

describe('a question about the turn, then a move', () => {
  it.each(ASKED_THEN_MOVED)('GIVEN Craps, the writer on turn WHEN (%s) %j THEN the roll', (language, text) => {
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(roll(2));
  });

  it.each(ASKED_THEN_MOVED)('GIVEN Craps, another player on turn WHEN (%s) %j THEN answered whose turn it is', (language, text) => {
    expect(doesAt(text, CRAPS_OTHER, language)).toEqual(REFUSE);
    expect(replyAt(text, CRAPS_OTHER, language)).toMatch(/Сейчас ходит|Зараз ходить|It's .*'s turn/);
  });

  it.each([
    ['ru', 'ты где? кидай уже'],
    ['uk', 'ти де? кидай вже'],
  ])('GIVEN Craps WHEN (%s) %j (words to another player after a question) THEN quiet', (language, text) => {
    expect(doesAt(text, CRAPS_OTHER, language)).toEqual(QUIET);
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(QUIET);
  });
});

describe('a move in the first person from a player not on turn, among chat', () => {
  it.each([
    ['ru', 'кидаю кости, наконец-то дождался'],
    ['uk', 'кидаю кубики, ну нарешті'],
    ['en', "i'm rolling, finally my turn lol"],
  ])('GIVEN Craps, another player on turn WHEN (%s) %j THEN answered: not your turn', (language, text) => {
    expect(doesAt(text, CRAPS_OTHER, language)).toEqual(REFUSE);
  });

  it.each([
    ['ru', 'о, Вася кидает кости'],
    ['uk', 'ну Петро кидає кості'],
  ])('GIVEN Craps, another player on turn WHEN (%s) %j (narration of another player\'s roll) THEN quiet', (language, text) => {
    expect(doesAt(text, CRAPS_OTHER, language)).toEqual(QUIET);
  });

  it.each(["don't be greedy, bank it", 'keep the sixes, dude', 'бери очки, не жадничай'])(
    'GIVEN 1000, another player on turn WHEN %j (advice to the player on turn) THEN quiet',
    (text) => {
      expect(doesAt(text, THOUSAND_OTHER, 'en')).toEqual(QUIET);
    },
  );
});
