// The Russian Dice Poker replies: rolls with the best boxes, writes and bonuses, the sheet, refusals, buttons.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, score } from '../../helpers/does-at.ts';
import {
  BOXES,
  dicePokerEngine as engine,
  type DicePokerBox,
  type DicePokerEvent,
  type DicePokerState,
} from '../../../src/games/dice-poker/index.ts';
import type { Action, Rejection } from '../../../src/games/types.ts';
import { dicePokerMessages as messages, boxTitle, writePhrase } from '../../../src/messages/ru/dice-poker.ts';
import { shortNames } from '../../../src/messages/shared/dice-poker.ts';
import { toPlain, type Rich } from '../../../src/messages/rich.ts';
import { scriptedDice } from '../../helpers/dice.ts';

const NAMES: Record<string, string> = { alice: 'Алиса', bob: 'Боб', carol: 'Кира' };
const ctx = { player: (id: string) => ({ id, name: NAMES[id] ?? id }) };
const plain = (rich: Rich | null | undefined) => (rich ? toPlain(rich) : null);

function apply(state: DicePokerState, action: Action, ...dice: number[]): { state: DicePokerState; events: DicePokerEvent[] } {
  const result = engine.apply(state, action, scriptedDice(...dice));
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

function rejected(state: DicePokerState, action: Action): Rejection {
  const result = engine.apply(state, action, scriptedDice());
  if (result.ok) throw new Error('accepted');
  return result;
}

const roll = (state: DicePokerState, player: string, ...dice: number[]) =>
  apply(state, { type: 'roll', player, count: 5 }, ...dice);
const write = (state: DicePokerState, player: string, box: DicePokerBox) =>
  apply(state, { type: 'score', player, box });
const say = (events: readonly DicePokerEvent[], after: DicePokerState) => toPlain(messages.events(events, after, ctx));

function sheet(filled: Partial<Record<DicePokerBox, number>>, players = ['alice', 'bob'], bonus = 0): DicePokerState {
  const state = engine.setup(players, {});
  return {
    ...state,
    sheets: { ...state.sheets, alice: { ...state.sheets.alice!, ...filled } },
    pokerBonus: { ...state.pokerBonus, alice: bonus },
  };
}

describe('Dice Poker messages: events', () => {
  it('GIVEN a new turn WHEN the first roll is made THEN the reply shows the dice, the rolls left and every box the hand fits (worth more than 0)', () => {
    const { state, events } = roll(engine.setup(['alice', 'bob'], {}), 'alice', 5, 5, 5, 5, 2);
    expect(say(events, state)).toBe(
      '🎲 Алиса: ⚄5 ⚄5 ⚄5 ⚄5 ⚁2 — осталось 2 броска\n' +
        'Лучшее: каре — 22, тройка — 22, пара — 22, шанс — 22, пятёрки — 20, двойки — 2',
    );
  });

  it('GIVEN a turn WHEN 6,6,6,4,4 is rolled THEN «Лучшее:» includes the full house and no box worth 0', () => {
    const { state, events } = roll(engine.setup(['alice'], {}), 'alice', 6, 6, 6, 4, 4);
    const best = say(events, state).split('\n')[1]!;
    expect(best).toContain('фул-хаус — 25');
    expect(best).toContain('две пары — 26');
    expect(best).not.toMatch(/— 0\b/);
  });

  it('GIVEN dice in hand WHEN the player rerolls THEN the kept dice are marked and the last roll says no rolls are left', () => {
    let state = roll(engine.setup(['alice'], {}), 'alice', 1, 2, 3, 6, 6).state;
    const named = apply(state, { type: 'reroll', player: 'alice', values: [6, 6] });
    expect(say(named.events, named.state)).toBe('Алиса перебрасывает ⚅6 ⚅6, оставляет ⚀1 ⚁2 ⚂3.');
    state = apply(named.state, { type: 'roll', player: 'alice', count: 2 }, 4, 4).state;
    const last = apply(state, { type: 'roll', player: 'alice', count: 1, reroll: [4] }, 5);
    expect(say(last.events, last.state)).toBe(
      '🎲 Алиса: [⚀1 ⚁2 ⚂3 ⚃4] + ⚄5 — бросков больше нет\n' +
        'Лучшее: большой стрит — 40, малый стрит — 30, шанс — 15, пятёрки — 5, четвёрки — 4, тройки — 3, двойки — 2, единицы — 1',
    );
  });

  it('GIVEN a roll WHEN the player writes THEN the reply shows the box, the points and the new total', () => {
    const rolled = roll(engine.setup(['alice', 'bob'], {}), 'alice', 5, 5, 5, 5, 2).state;
    const { state, events } = write(rolled, 'alice', 'four_kind');
    expect(say(events, state)).toBe('✍️ Алиса, записано: каре — 22 · всего 22');
  });

  it('GIVEN a joker WHEN it is rolled and written THEN the joker is announced and the bonuses follow the write', () => {
    const start = sheet({ poker: 50, ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 });
    const rolled = roll(start, 'alice', 6, 6, 6, 6, 6);
    expect(say(rolled.events, rolled.state)).toBe(
      '🎲 Алиса: ⚅6 ⚅6 ⚅6 ⚅6 ⚅6 — осталось 2 броска\nЛучшее: шестёрки — 30\n' +
        '🃏 Снова покер! Запишете — +100 и джокер: только в шестёрки.',
    );
    const { state, events } = write(rolled.state, 'alice', 'sixes');
    expect(say(events, state)).toBe(
      '✍️ Алиса, записано: шестёрки — 30\n🃏 Бонус за повторный покер: +100\n🎁 Бонус за верх (больше 63): +35\nВсего: 260',
    );
  });

  it('GIVEN a joker with the upper box taken WHEN it is rolled THEN any free lower box at full value is announced', () => {
    const rolled = roll(sheet({ poker: 50, sixes: 24 }), 'alice', 6, 6, 6, 6, 6);
    expect(say(rolled.events, rolled.state)).toContain(
      'джокер: в любую свободную нижнюю графу по полной цене (пара, две пары, тройка, каре, фул-хаус, малый стрит, большой стрит, шанс)',
    );
    expect(say(rolled.events, rolled.state)).toContain('Лучшее: большой стрит — 40, каре — 30, тройка — 30');
  });

  it('GIVEN the last write WHEN the game ends THEN the reply shows the totals, best first, and the winner', () => {
    const over: DicePokerEvent[] = [
      { type: 'game_over', game: 'dice_poker', winners: ['bob'], scores: { alice: 180, bob: 230 } },
    ];
    expect(say(over, engine.setup(['alice', 'bob'], {}))).toBe(
      '🏆 Победитель: Боб!\nИтог:\n• Боб — 230\n• Алиса — 180',
    );
  });

  it('GIVEN equal totals WHEN the game ends THEN the reply says draw', () => {
    const over: DicePokerEvent[] = [
      { type: 'game_over', game: 'dice_poker', winners: ['alice', 'bob'], scores: { alice: 200, bob: 200 } },
    ];
    expect(say(over, engine.setup(['alice', 'bob'], {}))).toBe('🤝 Ничья — победу делят: Алиса, Боб.\nИтог:\n• Алиса — 200\n• Боб — 200');
  });

  it('GIVEN a solitaire game WHEN the last box is written THEN no running total, the final score', () => {
    const events: DicePokerEvent[] = [
      { type: 'scored', player: 'alice', box: 'chance', points: 20, total: 240 },
      { type: 'game_over', game: 'dice_poker', winners: ['alice'], scores: { alice: 240 } },
    ];
    expect(say(events, engine.setup(['alice'], {}))).toBe(
      '✍️ Алиса, записано: шанс — 20\n🏁 Игра окончена! Итог Алиса: 240',
    );
  });

  it('GIVEN a game WHEN everybody leaves THEN the game ends without a winner; the forfeit itself is said by the leave headline', () => {
    const { state, events } = apply(engine.setup(['alice'], {}), { type: 'forfeit', player: 'alice' });
    expect(say(events, state)).toBe('🏁 Людей в игре не осталось — игра окончена без победителя.');
    expect(say([{ type: 'forfeit', player: 'bob' }], engine.setup(['alice'], {}))).toBe('');
  });
});

describe('Dice Poker messages: status', () => {
  it('GIVEN a game in progress WHEN status is asked THEN the score sheet of both players fits a phone, free boxes are "·"', () => {
    let state = roll(engine.setup(['alice', 'bob'], {}), 'alice', 6, 6, 6, 1, 1).state;
    state = write(state, 'alice', 'full_house').state;
    state = roll(state, 'bob', 1, 1, 2, 3, 4).state;
    const rich = messages.status(state, ctx);
    const table = rich.find((span) => typeof span === 'object' && 'pre' in span) as { pre: string };
    const rows = table.pre.split('\n');
    expect(Math.max(...rows.map((row) => row.length))).toBeLessThanOrEqual(32);
    // the player on turn (Боб) first: the column they need
    expect(rows[0]).toMatch(/Боб +Алиса$/);
    expect(rows.find((row) => row.startsWith('Фул-хаус'))).toMatch(/Фул-хаус +· +25$/);
    expect(rows.find((row) => row.startsWith('Единицы'))).toMatch(/Единицы +· +·$/);
    expect(rows.find((row) => row.startsWith('Итого'))).toMatch(/Итого +0 +25$/);
    for (const label of ['Верх', 'Бонус', 'Шанс', 'М. стрит', 'Б. стрит', '2 пары']) {
      expect(rows.some((row) => row.startsWith(label))).toBe(true);
    }
    // compact: no row that only repeats what the total says, no poker-bonus row while nobody has one
    expect(rows.some((row) => /^(Низ|Джокеры)/.test(row))).toBe(false);
    expect(rows.length).toBeLessThanOrEqual(22);
    // 15 box rows + header + sums
    expect(rows.filter((row) => /[·\d]$/.test(row) && !/^(Верх|Бонус|Джокеры|Итого)/.test(row))).toHaveLength(15);
    const text = toPlain(rich);
    expect(text).toContain('Раунд 1 из 15. Кости Боб: ⚀1 ⚀1 ⚁2 ⚂3 ⚃4 — осталось 2 броска');
    expect(text).toContain('Лучшее: малый стрит — 30');
  });

  it('GIVEN an upper bonus and a joker bonus WHEN status is asked THEN the sheet shows them in the totals', () => {
    const state = sheet({ ones: 4, twos: 8, threes: 12, fours: 16, fives: 20, sixes: 6, poker: 50 }, ['alice'], 100);
    const text = plain(messages.status(state, ctx))!;
    expect(text).toMatch(/Верх +66/);
    expect(text).toMatch(/Бонус +35/);
    expect(text).toMatch(/Джокеры +100/);
    expect(text).toMatch(/Итого +251/);
    expect(text).toContain('Раунд 8 из 15. Ход за Алиса: кости ещё не брошены.');
  });

  it('GIVEN two long names that start alike WHEN the sheet is shown THEN the cut names still differ', () => {
    expect(shortNames(['alexandra', 'alexander', 'bob'], 5)).toEqual(['alex1', 'alex2', 'bob']);
    expect(shortNames(['alice', 'bob'], 7)).toEqual(['alice', 'bob']);
    expect(shortNames(['carolina', 'bobby-long'], 5)).toEqual(['caro…', 'bobb…']);
  });

  it('GIVEN many players with long names WHEN the sheet is shown THEN the names are cut to their column', () => {
    const players = ['alice', 'bob', 'carol', 'dave', 'erin'];
    const state = engine.setup(players, {});
    const wide = { player: (id: string) => ({ id, name: `${id}-with-a-long-name` }) };
    const table = (messages.status(state, wide).find((s) => typeof s === 'object' && 'pre' in s) as { pre: string })
      .pre;
    const header = table.split('\n')[0]!;
    expect(header).toContain('ali…');
    expect(Math.max(...table.split('\n').map((row) => row.length))).toBeLessThanOrEqual(8 + 5 * 5);
  });
});

describe('Dice Poker messages: refusals', () => {
  const rolled = () => {
    let state = roll(engine.setup(['alice', 'bob'], {}), 'alice', 5, 5, 5, 5, 2).state;
    state = write(state, 'alice', 'four_kind').state;
    state = roll(state, 'bob', 1, 1, 1, 1, 1).state;
    state = write(state, 'bob', 'chance').state;
    return roll(state, 'alice', 5, 5, 5, 5, 2).state;
  };

  it('GIVEN a roll WHEN the player writes into a taken box THEN the refusal says so and lists only the few best free boxes with their points', () => {
    const state = rolled();
    const text = plain(messages.rejection!(rejected(state, { type: 'score', player: 'alice', box: 'four_kind' }), state, ctx));
    expect(text).toBe('Графа «каре» уже заполнена. Лучшие свободные: тройка — 22, пара — 22, шанс — 22, пятёрки — 20.');
  });

  it('GIVEN a roll WHEN the player writes «в стрит» THEN the refusal asks which straight', () => {
    const state = rolled();
    const text = plain(messages.rejection!(rejected(state, { type: 'score', player: 'alice', box: 'Стрит' }), state, ctx));
    expect(text).toMatch(/^Какой стрит\? «Записываю в малый стрит» или «Записываю в большой стрит»\./);
  });

  it('GIVEN a roll WHEN the player names an unknown box THEN the refusal lists the free boxes', () => {
    const state = rolled();
    const text = plain(messages.rejection!(rejected(state, { type: 'score', player: 'alice', box: 'ятзи' }), state, ctx));
    expect(text).toMatch(/^Не знаю графы «ятзи»\. Лучшие свободные: тройка — 22/);
  });

  it('GIVEN a joker that forces a box WHEN the player writes elsewhere THEN the refusal names the box and the phrase', () => {
    const state = roll(sheet({ poker: 50 }), 'alice', 2, 2, 2, 2, 2).state;
    const text = plain(messages.rejection!(rejected(state, { type: 'score', player: 'alice', box: 'chance' }), state, ctx));
    expect(text).toBe('Джокер: покер уже записан, эти кости можно записать только в: двойки. Например: «Записываю в двойки».');
  });

  it('GIVEN any other refusal WHEN it is worded THEN the common sentences say it', () => {
    const state = engine.setup(['alice', 'bob'], {});
    expect(messages.rejection!(rejected(state, { type: 'score', player: 'alice', box: 'chance' }), state, ctx)).toBeNull();
  });
});

describe('Dice Poker messages: buttons', () => {
  it('GIVEN no roll yet WHEN buttons are asked THEN there is the roll (a game can be played by taps, issue 51)', () => {
    expect(messages.buttons!(engine.setup(['alice'], {}))).toEqual([{ label: '🎲 Бросить', text: 'бросаю 5 костей' }]);
  });

  it('GIVEN a roll WHEN buttons are asked THEN the best three boxes as "Записываю в …" buttons', () => {
    const { state } = roll(engine.setup(['alice'], {}), 'alice', 3, 3, 3, 5, 5);
    expect(messages.buttons!(state)).toEqual([
      { label: 'Фул-хаус — 25', text: 'Записываю в фул-хаус' },
      { label: 'Тройка — 19', text: 'Записываю в тройку' },
      { label: 'Две пары — 19', text: 'Записываю в две пары' },
    ]);
  });

  it.each(BOXES.map((box) => [box]))('GIVEN a hand rolled WHEN the button phrase for %s is typed THEN the hand is written into that box', (box) => {
    expect(doesAt(writePhrase(box), AT.dicePokerRolled([3, 3, 3, 5, 5]), 'ru')).toEqual(score(box));
  });

  it('GIVEN the boxes WHEN they are named in replies THEN the phrase names of the brief are used', () => {
    expect(BOXES.map((box) => writePhrase(box).replace('Записываю в ', ''))).toEqual([
      'единицы', 'двойки', 'тройки', 'четвёрки', 'пятёрки', 'шестёрки', 'пару', 'две пары', 'тройку', 'каре',
      'фул-хаус', 'малый стрит', 'большой стрит', 'покер', 'шанс',
    ]);
    expect(boxTitle('two_pairs')).toBe('две пары');
    expect(boxTitle('nonsense')).toBe('nonsense');
  });
});

describe('Dice Poker messages: rules', () => {
  it('GIVEN a Dice Poker game WHEN the rules are shown THEN they summarise the game and the sheet', () => {
    const text = toPlain(messages.rules({}));
    expect(messages.title).toBe('Покер у кости');
    for (const part of ['15 раундов', 'до 3 бросков', 'больше 63', '+35', 'фул-хаус (3+2) — 25', '+100', 'джокер', 'ничья']) {
      expect(text.toLowerCase()).toContain(part.toLowerCase());
    }
  });
});
