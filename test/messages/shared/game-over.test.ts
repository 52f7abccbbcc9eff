// The end of every game goes through one verdict and one set of words per language: the same end reads the same
// in Craps, Bone Poker, Dice Poker and 1000.
import { describe, expect, it } from 'vitest';
import { textFor } from '../../../src/messages/index.ts';
import { lines, toPlain } from '../../../src/messages/rich.ts';
import { gameOverLines, verdictOf, winnersOnly, type GameEnd } from '../../../src/messages/shared/game-over.ts';
import type { RenderContext } from '../../../src/messages/types.ts';

const ctx: RenderContext = { player: (id) => ({ id, name: id }) };
const said = (end: GameEnd, language: 'ru' | 'uk' | 'en' = 'ru') =>
  toPlain(lines(...gameOverLines(end, ctx, textFor(language).gameOver.gameOverWords)));

describe('the game-over verdict', () => {
  it('GIVEN nobody left WHEN a game ends THEN it ends without a winner, whatever the game', () => {
    expect(verdictOf(winnersOnly([]))).toEqual({ kind: 'nobody' });
    expect(verdictOf({ winners: [], scores: {}, lastLeft: false, goal: 1000 })).toEqual({ kind: 'nobody' });
    expect(said(winnersOnly([]))).toBe('🏁 Людей в игре не осталось — игра окончена без победителя.');
    expect(said(winnersOnly([]), 'uk')).toBe('🏁 Людей у грі не лишилося — гру закінчено без переможця.');
    expect(said(winnersOnly([]), 'en')).toBe('🏁 No people are left in the game: it ends with no winner.');
  });

  it('GIVEN a game without scores WHEN one or two players win THEN a winner or a shared win, and no score table', () => {
    expect(said(winnersOnly(['ann']))).toBe('🏆 Победитель: ann!');
    expect(said(winnersOnly(['ann', 'bob']))).toBe('🤝 Ничья — победу делят: ann, bob.');
  });

  it('GIVEN a game with scores WHEN it ends in a tie THEN the shared win, then every score best first', () => {
    const end: GameEnd = { winners: ['bob', 'ann'], scores: { cy: 150, ann: 200, bob: 200 }, lastLeft: false, goal: null };
    expect(said(end)).toBe('🤝 Ничья — победу делят: bob, ann.\nИтог:\n• ann — 200\n• bob — 200\n• cy — 150');
  });

  it('GIVEN everyone else left WHEN the game ends THEN the last one left wins, with the score kept', () => {
    const end: GameEnd = { winners: ['ann'], scores: { ann: 120 }, lastLeft: true, goal: 1000 };
    expect(verdictOf(end)).toEqual({ kind: 'last_left', winner: 'ann' });
    expect(said(end)).toBe('🏆 Победитель: ann — остальные вышли из игры.\nИтог:\n• ann — 120');
  });

  it('GIVEN 1000 WHEN the goal is reached THEN the line says the score reached, then the table', () => {
    const end: GameEnd = { winners: ['ann'], scores: { ann: 1000, bob: 640 }, lastLeft: false, goal: 1000 };
    expect(said(end)).toBe('🏆 ann набирает 1000 и побеждает!\nИтог:\n• ann — 1000\n• bob — 640');
  });

  it('GIVEN a game of one WHEN it is played to the end THEN the total alone, without a table that repeats it', () => {
    const end: GameEnd = { winners: ['ann'], scores: { ann: 240 }, lastLeft: false, goal: null };
    expect(verdictOf(end)).toEqual({ kind: 'solo', player: 'ann', total: 240 });
    expect(said(end)).toBe('🏁 Игра окончена! Итог ann: 240');
  });

  it('GIVEN the same end WHEN said in Ukrainian and English THEN the same lines in that language', () => {
    const end: GameEnd = { winners: ['ann'], scores: { ann: 120 }, lastLeft: true, goal: 1000 };
    expect(said(end, 'uk')).toBe('🏆 Переможець: ann — решта вийшли з гри.\nПідсумок:\n• ann — 120');
    expect(said(end, 'en')).toBe('🏆 Winner: ann, as everyone else has left the game.\nFinal scores:\n• ann — 120');
  });
});
