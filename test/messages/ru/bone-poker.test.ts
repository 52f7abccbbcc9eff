// The Russian Bone Poker replies carry the hands, rerolls, passes and the result (content, not exact wording).
import { describe, expect, it } from 'vitest';
import { type BonePokerEvent, type BonePokerState, bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { bonePokerMessages } from '../../../src/messages/ru/bone-poker.ts';
import type { RenderContext } from '../../../src/messages/types.ts';
import { noDice, scriptedDice } from '../../helpers/dice.ts';

const NAMES: Record<string, string> = { alice: 'Алиса', bob: 'Борис' };
const ctx: RenderContext = { player: (id) => ({ id, name: NAMES[id] ?? id }) };

function play(state: BonePokerState, action: Action, ...dice: number[]): { state: BonePokerState; events: BonePokerEvent[] } {
  const result = bonePokerEngine.apply(state, action, dice.length ? scriptedDice(...dice) : noDice);
  if (!result.ok) throw new Error(result.code);
  return result;
}
const text = (r: { state: BonePokerState; events: BonePokerEvent[] }) =>
  toPlain(bonePokerMessages.events(r.events, r.state, ctx));

describe('Russian Bone Poker replies', () => {
  const start = bonePokerEngine.setup(['alice', 'bob'], {});
  const afterAlice = play(start, { type: 'roll', player: 'alice', count: 5 }, 2, 2, 4, 5, 1);
  const roundTwo = play(afterAlice.state, { type: 'roll', player: 'bob', count: 5 }, 6, 6, 6, 1, 1);

  it('GIVEN round 1 WHEN a player rolls THEN the reply shows the dice, the hand name and the sum', () => {
    const reply = text(afterAlice);
    expect(reply).toContain('Алиса');
    expect(reply).toContain('⚁2 ⚁2 ⚃4 ⚄5 ⚀1');
    expect(reply).toContain('пара');
    expect(reply).toContain('сумма 14');
  });

  it('GIVEN round 1 WHEN its last roll is made THEN the reply announces round 2', () => {
    const reply = text(roundTwo);
    expect(reply).toContain('фул-хаус');
    expect(reply).toContain('Второй круг');
  });

  it('GIVEN round 2 WHEN a player rerolls THEN the reply shows the kept dice, the new ones and the new hand', () => {
    const reply = text(play(roundTwo.state, { type: 'roll', player: 'alice', count: 3, reroll: [4, 5, 1] }, 3, 3, 5));
    expect(reply).toContain('⚁2 ⚁2');
    expect(reply).toContain('⚂3 ⚂3 ⚄5');
    expect(reply).toContain('две пары');
    expect(reply).toContain('сумма 15');
  });

  it('GIVEN round 2 WHEN a player declares dice or says Пас THEN the reply names the dice or shows the kept hand', () => {
    expect(text(play(roundTwo.state, { type: 'reroll', player: 'alice', values: [4, 5] }))).toContain(
      'перебрасывает ⚃4 ⚄5',
    );
    expect(text(play(roundTwo.state, { type: 'pass', player: 'alice' }))).toMatch(/Алиса — пас.*пара/);
  });

  it('GIVEN the last move WHEN the game ends THEN the reply lists the final hands and names the winner, or says ничья', () => {
    const alice = play(roundTwo.state, { type: 'pass', player: 'alice' });
    const reply = text(play(alice.state, { type: 'pass', player: 'bob' }));
    expect(reply).toContain('Итоги');
    expect(reply).toMatch(/Борис: .*фул-хаус/);
    expect(reply).toMatch(/Алиса: .*пара/);
    expect(reply).toContain('Победитель: Борис');

    const tie = play(alice.state, { type: 'roll', player: 'bob', count: 5, reroll: [6, 6, 6, 1, 1] }, 2, 1, 2, 5, 4);
    const tied = text(tie);
    expect(tied).toContain('Ничья');
    expect(tied).toContain('Алиса, Борис');
  });

  it('GIVEN a game in progress WHEN status is asked THEN it shows the round and each hand, and buttons offer Пас in round 2', () => {
    expect(toPlain(bonePokerMessages.status(afterAlice.state, ctx))).toMatch(/1 из 2[\s\S]*Алиса: .*пара[\s\S]*Борис: бросок впереди/);
    expect(toPlain(bonePokerMessages.status(roundTwo.state, ctx))).toContain('2 из 2');
    expect(bonePokerMessages.buttons?.(roundTwo.state)).toContainEqual({ label: 'Пас', text: 'Пас' });
    expect(bonePokerMessages.buttons?.(start)).not.toContainEqual({ label: 'Пас', text: 'Пас' });
    const declared = play(roundTwo.state, { type: 'reroll', player: 'alice', values: [4, 5] }).state;
    expect(bonePokerMessages.buttons?.(declared)).toContainEqual({ label: '🎲 Бросить 2', text: 'бросаю 2 кости' });
  });

  it('GIVEN round 2 WHEN the last to move leaves THEN the reply shows the result, without repeating who left', () => {
    const reply = text(play(roundTwo.state, { type: 'forfeit', player: 'alice' }));
    expect(reply).not.toContain('Алиса');
    expect(reply).toContain('Победитель: Борис');
  });

  it('GIVEN a Bone Poker game WHEN the rules are shown THEN they name every hand in order', () => {
    const rules = toPlain(bonePokerMessages.rules({}));
    expect(rules).toMatch(/пара.*две пары.*тройка.*стрит.*фул-хаус.*каре.*покер/);
    expect(rules).toContain('Пас');
  });
});
