// «чей ход?», "whose turn?": a short question of whose turn it is is answered with who moves now and what to type,
// from anyone in a running game, and nothing changes; a move said with it is the move; chat that only looks like it
// stays quiet (issue 53, after heldout18).
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';
import { toPlain } from '../../src/messages/rich.ts';

const OTHER: Moment = { game: 'craps', phase: 'other' };
const MINE: Moment = { game: 'bone_poker', phase: 'round1' };

describe('a question of whose turn it is', () => {
  it.each([
    ['ru', 'чей ход?'],
    ['ru', 'кто сейчас ходит?'],
    ['ru', 'а теперь чья очередь?'],
    ['uk', 'чий хід?'],
    ['uk', 'хто зараз ходить?'],
    ['en', 'whose turn?'],
    ['en', 'wait, whose go is it now?'],
    ['en', 'my turn?'],
  ])('GIVEN another player on turn WHEN %s «%s» THEN the turn is answered, nothing changes', (language, text) => {
    expect(readMessage(text)).toEqual({ kind: 'turn_question' });
    expect(outcomeOf(handleAt(text, OTHER, language), OTHER)).toEqual({ do: 'answer' });
  });

  it('GIVEN the writer on turn WHEN «чей ход?» THEN the answer names the writer and says what to type', () => {
    const outcome = handleAt('чей ход?', MINE, 'ru')!;
    expect(outcome.events).toEqual([expect.objectContaining({ type: 'answer', turn: 'me' })]);
    expect(toPlain(outcome.rich)).toMatch(/Ход/);
  });

  it.each([
    ['ru', 'чей ход, мой? кидаю кости', { do: 'refuse' }],
    ['ru', 'кидаю покер, мой же ход?', { do: 'refuse' }],
    ['en', 'whose turn, mine? ok rolling', { do: 'refuse' }],
  ])('GIVEN another player on turn WHEN %s «%s» (a move beside the question) THEN it is the move attempt, answered as one', (language, text, want) => {
    expect(outcomeOf(handleAt(text, OTHER, language), OTHER)).toEqual(want);
  });

  it.each([
    ['ru', 'кто кидает мусор в окно, вы видели?'],
    ['en', 'whose turn is it to buy the pizza tonight?'],
    ['uk', 'чий хід конем був кращий у вчорашній партії?'],
  ])('GIVEN a running game WHEN %s «%s» (more than the question) THEN quiet', (language, text) => {
    expect(outcomeOf(handleAt(text, OTHER, language), OTHER)).toEqual({ do: 'quiet' });
  });

  it('GIVEN no game WHEN «чей ход?» THEN quiet: there is no turn', () => {
    expect(outcomeOf(handleAt('чей ход?', { game: 'none' }, 'ru'), { game: 'none' })).toEqual({ do: 'quiet' });
  });
});
