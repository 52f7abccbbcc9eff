// The Russian Craps replies carry what a roll means, the verdict, and the winners (content, not exact wording).
import { describe, expect, it } from 'vitest';
import { type CrapsEvent, type CrapsState, crapsEngine } from '../../../src/games/craps/index.ts';

import { toPlain } from '../../../src/messages/rich.ts';
import { crapsMessages } from '../../../src/messages/ru/craps.ts';
import type { RenderContext } from '../../../src/messages/types.ts';
import { noDice, scriptedDice } from '../../helpers/dice.ts';

const NAMES: Record<string, string> = { alice: 'Алиса', bob: 'Борис', carol: 'Вера' };
const ctx: RenderContext = { player: (id) => ({ id, name: NAMES[id] ?? id }) };

function roll(state: CrapsState, player: string, a: number, b: number): { state: CrapsState; events: CrapsEvent[] } {
  const result = crapsEngine.apply(state, { type: 'roll', player, count: 2 }, scriptedDice(a, b));
  if (!result.ok) throw new Error(result.code);
  return result;
}
const text = (r: { state: CrapsState; events: CrapsEvent[] }) => toPlain(crapsMessages.events(r.events, r.state, ctx));

describe('Russian Craps replies', () => {
  const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});

  it('GIVEN a come-out WHEN a player rolls a natural THEN the reply shows the player, the dice faces, the sum and "натурал"', () => {
    const reply = text(roll(start, 'alice', 3, 4));
    expect(reply).toContain('Алиса');
    expect(reply).toContain('⚂3 ⚃4 = 7');
    expect(reply).toContain('натурал');
    expect(reply).not.toContain('Ход'); // the common renderer adds the next move
  });

  it('GIVEN a come-out WHEN a point is set or a player craps THEN the reply names the point or says крэпс', () => {
    expect(text(roll(start, 'alice', 4, 5))).toMatch(/очко 9/);
    expect(text(roll(start, 'alice', 1, 1))).toContain('крэпс');
  });

  it('GIVEN a round WHEN its last roll is made THEN the reply carries the verdict: who is out and who goes on with their points', () => {
    const a = roll(start, 'alice', 2, 2).state;
    const b = roll(a, 'bob', 1, 2).state;
    const reply = text(roll(b, 'carol', 4, 5));
    expect(reply).toMatch(/Выбывает: Борис/);
    expect(reply).toContain('Алиса (4)');
    expect(reply).toContain('Вера (9)');
  });

  it('GIVEN a round WHEN it ends in a draw or the game ends THEN the reply says ничья and who replays, or names the winner', () => {
    const drawn = roll(roll(roll(start, 'alice', 3, 4).state, 'bob', 5, 6).state, 'carol', 2, 2);
    const reply = text(drawn);
    expect(reply).toContain('ничья');
    expect(reply).toMatch(/Переигровка.*Алиса, Борис/);
    expect(reply).toMatch(/Выбывает: Вера/);

    const won = roll(roll(drawn.state, 'alice', 1, 1).state, 'bob', 6, 5);
    const final = text(won);
    expect(final).toContain('натурал');
    expect(final).toMatch(/Победитель: Борис/);
  });

  it('GIVEN a point round WHEN a player hits or sevens out THEN the reply says so', () => {
    const points = roll(roll(roll(start, 'alice', 2, 2).state, 'bob', 4, 5).state, 'carol', 3, 3).state;
    expect(text(roll(points, 'alice', 1, 3))).toContain('попадание в очко 4');
    expect(text(roll(points, 'alice', 3, 4))).toContain('семёрка');
    expect(text(roll(points, 'alice', 5, 5))).toContain('мимо');
  });

  it('GIVEN two players WHEN one leaves THEN the reply announces the winner (the leave headline is not repeated)', () => {
    const two = crapsEngine.setup(['alice', 'bob'], {});
    const result = crapsEngine.apply(two, { type: 'forfeit', player: 'alice' }, noDice);
    if (!result.ok) throw new Error(result.code);
    const reply = toPlain(crapsMessages.events(result.events, result.state, ctx));
    expect(reply).not.toContain('Алиса');
    expect(reply).toContain('Победитель: Борис');
  });

  it('GIVEN a game in progress WHEN status is asked THEN it shows the kind of round, points, who rolled and who is out', () => {
    const points = roll(roll(roll(start, 'alice', 2, 2).state, 'bob', 1, 1).state, 'carol', 3, 3).state;
    const status = toPlain(crapsMessages.status(roll(points, 'alice', 5, 5).state, ctx));
    expect(status).toContain('на очко');
    expect(status).toMatch(/Алиса — очко 4, бросок: ⚄5 ⚄5 = 10/);
    expect(status).toMatch(/Вера — очко 6, бросок впереди/);
    expect(status).toContain('Выбыли: Борис');
    expect(toPlain(crapsMessages.status(start, ctx))).toContain('первый бросок');
  });

  it('GIVEN a player who left WHEN status is asked THEN it no longer mentions them', () => {
    const result = crapsEngine.apply(start, { type: 'forfeit', player: 'carol' }, noDice);
    if (!result.ok) throw new Error(result.code);
    expect(toPlain(crapsMessages.status(result.state, ctx))).not.toContain('Вера');
  });

  it('GIVEN a Craps game WHEN the rules or buttons are shown THEN the rules name 7 or 11 and the point, and one button rolls', () => {
    const rules = toPlain(crapsMessages.rules({}));
    expect(rules).toContain('7 или 11');
    expect(rules).toContain('очко');
    expect(crapsMessages.buttons?.(start)).toEqual([{ label: '🎲 Бросить', text: 'бросаю кости' }]);
  });
});
