import { describe, expect, it } from 'vitest';
import { thousandEngine, type ThousandState } from '../../../src/games/thousand/index.ts';
import type { Rejection } from '../../../src/games/types.ts';
import { thousandMessages as m } from '../../../src/messages/ru/thousand.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import type { RenderContext } from '../../../src/messages/types.ts';
import { bank, endTurn, game, play, roll, type Step } from '../../games/thousand/helpers.ts';

const NAMES: Record<string, string> = { ann: 'Аня', bob: 'Боря', cid: 'Сид' };
const ctx: RenderContext = { player: (id) => ({ id, name: NAMES[id] ?? id }) };

const said = (step: Step): string => toPlain(m.events(step.events, step.state, ctx));
const refusal = (state: ThousandState, action: Parameters<typeof thousandEngine.apply>[1]): string => {
  const result = thousandEngine.apply(state, action, { roll: () => [] }) as Rejection;
  const rich = m.rejection?.(result, state, ctx);
  return rich ? toPlain(rich) : '(common)';
};
const NOTHING = [2, 3, 4, 6, 6];

describe('ru/thousand: events', () => {
  it('GIVEN a turn WHEN a roll scores THEN the reply shows the dice, what scored, the turn total, dice left, and why Хватит is not allowed yet', () => {
    const text = said(roll(game(['ann', 'bob']), 'ann', 1, 5, 2, 3, 4));
    expect(text).toContain('Аня: ⚀1 ⚄5 ⚁2 ⚂3 ⚃4');
    expect(text).toContain('+15 (⚀1 = 10, ⚄5 = 5). За ход: 15.');
    expect(text).toContain('Осталось костей: 3.');
    expect(text).toContain('«Хватит» пока нельзя: чтобы открыться, нужно набрать за ход 50, у вас пока 15.');
    expect(text).not.toContain('👉'); // the next-move line is the common renderer's
  });

  it('GIVEN enough points WHEN a roll scores THEN the reply says Хватит is allowed and the score it would make', () => {
    const text = said(roll(game({ ann: { score: 100 }, bob: {} }), 'ann', 4, 4, 4, 1, 2));
    expect(text).toContain('+50 (три × ⚃4 = 40, ⚀1 = 10). За ход: 50.');
    expect(text).toContain('Можно «Хватит» — будет 150.');
  });

  it('GIVEN a player in a pit or on the barrel WHEN a roll scores THEN the reply gives the reason banking waits', () => {
    expect(said(roll(game({ ann: { score: 250 }, bob: {} }), 'ann', 1, 2, 3, 4, 6))).toContain(
      '«Хватит» пока нельзя: вы в яме (250): нужно набрать за ход 50 (до 300), у вас пока 10.',
    );
    expect(said(roll(game({ ann: { score: 900 }, bob: {} }), 'ann', 1, 2, 3, 4, 6))).toContain(
      '«Хватит» пока нельзя: на бочке записывать нельзя — только добрать до 1000 (ещё 90).',
    );
  });

  it('GIVEN a turn WHEN all five dice score THEN the reply says all five are back and a roll is owed', () => {
    const text = said(roll(game(['ann', 'bob']), 'ann', 1, 1, 1, 5, 5));
    expect(text).toContain('+110 (три × ⚀1 = 100, ⚄5 ⚄5 = 10). За ход: 110.');
    expect(text).toContain('Все пять костей дали очки');
    expect(text).not.toContain('Хватит');
  });

  it('GIVEN a turn WHEN a straight or four of a kind is rolled THEN the reply names the combination', () => {
    expect(said(roll(game(['ann'], { straights: 'on' }), 'ann', 2, 3, 4, 5, 6))).toContain('стрит ⚁2 ⚂3 ⚃4 ⚄5 ⚅6 = 250');
    expect(said(roll(game(['ann']), 'ann', 3, 3, 3, 3, 2))).toContain('четыре × ⚂3 = 150');
  });

  it('GIVEN a turn WHEN a roll busts THEN the reply says the turn burns and counts the bolt', () => {
    const state = roll(game({ ann: { score: 100 }, bob: {} }), 'ann', 1, 5, 2, 3, 4).state;
    const text = said(roll(state, 'ann', 2, 3, 4));
    expect(text).toContain('Пусто');
    expect(text).toContain('Очки хода (15) сгорают.');
    expect(text).toContain('Болт: 1 из 3.');
  });

  it('GIVEN two bolts WHEN the third comes THEN the reply names it and its penalty', () => {
    const text = said(roll(game({ ann: { score: 420, bolts: 2 }, bob: {} }), 'ann', ...NOTHING));
    expect(text).toContain('Третий болт!');
    expect(text).toContain('Аня: три болта — −100, теперь 320.');
  });

  it('GIVEN a turn WHEN the player banks THEN the reply shows the new total, the opening and a pit', () => {
    const opened = said(bank(roll(game(['ann', 'bob']), 'ann', 1, 1, 1, 5, 2).state, 'ann'));
    expect(opened).toContain('Аня записывает 105 — теперь 105. Игра открыта!');
    const pit = said(bank(game({ ann: { score: 150 }, bob: {} }, {}, { total: 60, diceLeft: 2, rolls: 1 }), 'ann'));
    expect(pit).toContain('теперь 210. Это яма: выбраться можно только ходом до 300.');
  });

  it('GIVEN a bank WHEN it overtakes someone or lands on 555 THEN the reply names the penalty', () => {
    const state = game({ ann: { score: 590 }, bob: { score: 605 } }, {}, { total: 20, diceLeft: 2, rolls: 1 });
    const text = said(bank(state, 'ann'));
    expect(text).toContain('Обгон: Аня обходит Боря: −50, теперь 555.');
    expect(text).toContain('Самосвал! У Боря ровно 555 — очки обнуляются.');
  });

  it('GIVEN the barrel WHEN a player climbs, is knocked off, uses turns, falls, sits again or drops off THEN the reply says which: turns left, falling, sitting again, dropping off', () => {
    const climb = said(
      bank(game({ ann: { score: 850 }, bob: { score: 950, barrel: 2 } }, { overtake: 'off' }, { total: 50, diceLeft: 2, rolls: 1 }), 'ann'),
    );
    expect(climb).toContain('Аня на бочке! Записывать нельзя: за 3 хода нужно добрать до 1000.');
    expect(climb).toContain('Аня залезает на бочку и сбрасывает Боря: −100, теперь 850.');

    expect(said(roll(game({ ann: { score: 900 }, bob: {} }), 'ann', ...NOTHING))).toContain('На бочке осталось ходов: 2.');

    const fall = said(roll(game({ ann: { score: 990, barrel: 1 }, bob: {} }), 'ann', ...NOTHING));
    expect(fall).toContain('Аня: три хода на бочке без 1000 — падение с бочки: −100, теперь 890.');
    expect(fall).toContain('снова на бочке: 3 хода');

    const third = said(roll(game({ ann: { score: 950, barrel: 1, falls: 2 }, bob: {} }), 'ann', ...NOTHING));
    expect(third).toContain('Третье падение — очки сгорают: 0.');

    const dropped = said(bank(game({ ann: { score: 850 }, bob: { score: 900 } }, {}, { total: 60, diceLeft: 2, rolls: 1 }), 'ann'));
    expect(dropped).toContain('Боря теперь ниже 880 и слезает с бочки (без падения).');
  });

  it('GIVEN the open barrel WHEN a turn overshoots 1000 THEN the reply names the mark and its penalty', () => {
    const text = said(roll(game({ ann: { score: 990, marks: 5 }, bob: {} }, { barrel: 'open' }), 'ann', 5, 5, 5, 2, 3));
    expect(text).toContain('Перебор: нужно ровно 1000. Очки хода (50) сгорают.');
    expect(text).toContain('Шестая метка!');
    expect(text).toContain('Аня: шесть меток — −100, теперь 890.');
    expect(said(roll(game({ ann: { score: 990 }, bob: {} }, { barrel: 'open' }), 'ann', 1, 1, 2, 3, 4))).toContain(
      'Метка за перебор: 1 из 6.',
    );
  });

  it('GIVEN a game WHEN a turn times out, a player leaves or the game ends THEN the reply says so, with final scores at the end', () => {
    expect(said(endTurn(game({ ann: { score: 100 }, bob: {} }), 'ann'))).toContain('Аня: время хода вышло — ход окончен.');
    const won = said(roll(game({ ann: { score: 900, barrel: 1 }, bob: { score: 300 } }), 'ann', 1, 1, 1, 2, 3));
    expect(won).toContain('Аня набирает 1000 и побеждает!');
    expect(won).toContain('Итог:\n• Аня — 1000\n• Боря — 300');
    expect(won).not.toContain('Хватит');
    const left = said(play(game({ ann: { score: 300 }, bob: {} }), { type: 'forfeit', player: 'bob' }));
    // who left is said once, by the leave/kick headline (commands/remove-player.ts), not again here
    expect(left).not.toContain('Боря');
    expect(left).toContain('Победитель: Аня — остальные вышли из игры.');
    expect(said(play(game(['ann']), { type: 'forfeit', player: 'ann' }))).toContain('Людей в игре не осталось');
  });
});

describe('ru/thousand: status', () => {
  it('GIVEN a game in progress WHEN status is asked THEN every score with bolts, pits, barrel, marks, not opened, and the current turn', () => {
    let state = game({ ann: { score: 250, bolts: 1 }, bob: { score: 900, barrel: 2, falls: 1 }, cid: {} });
    state = roll(state, 'ann', 1, 5, 2, 3, 4).state;
    const text = toPlain(m.status(state, ctx));
    expect(text).toContain('▶️ Аня — 250 · яма (выход — до 300) · 🔩 болты 1/3');
    expect(text).toContain('• Боря — 900 · 🛢 на бочке, ходов: 2 · падений 1/3');
    expect(text).toContain('• Сид — 0 · игра не открыта');
    expect(text).toContain('Ход Аня: за ход 15, осталось костей: 3.');
    const open = game({ ann: { score: 950, marks: 2 }, bob: {} }, { barrel: 'open' });
    expect(toPlain(m.status(open, ctx))).toContain('Аня — 950 · ✖️ метки 2/6');
  });
});

describe('ru/thousand: refusals', () => {
  it('GIVEN too few points WHEN the player says Хватит THEN the refusal says why, how much more is needed and what to type', () => {
    const notOpened = game(['ann', 'bob'], {}, { total: 35, diceLeft: 2, rolls: 2 });
    expect(refusal(notOpened, { type: 'bank', player: 'ann' })).toBe(
      '«Хватит» нельзя: чтобы открыться, нужно набрать за ход 50, у вас пока 35. Бросайте дальше: «бросаю 2 кости».',
    );
    const pit = game({ ann: { score: 620 }, bob: {} }, {}, { total: 40, diceLeft: 1, rolls: 2 });
    expect(refusal(pit, { type: 'bank', player: 'ann' })).toBe(
      '«Хватит» нельзя: вы в яме (620): нужно набрать за ход 80 (до 700), у вас пока 40. Бросайте дальше: «бросаю кость».',
    );
    const barrel = game({ ann: { score: 900 }, bob: {} }, {}, { total: 40, diceLeft: 3, rolls: 1 });
    expect(refusal(barrel, { type: 'bank', player: 'ann' })).toContain('на бочке записывать нельзя');
    const hot = game({ ann: { score: 100 }, bob: {} }, {}, { total: 110, diceLeft: 5, rolls: 1, rerollOwed: true });
    expect(refusal(hot, { type: 'bank', player: 'ann' })).toContain('«бросаю 5 костей»');
    expect(refusal(game(['ann', 'bob']), { type: 'bank', player: 'ann' })).toBe(
      'Записывать пока нечего — сначала бросьте: «бросаю 5 костей».',
    );
  });

  it('GIVEN any other refusal WHEN it is worded THEN the common sentences say it', () => {
    expect(refusal(game(['ann', 'bob']), { type: 'roll', player: 'bob', count: 5 })).toBe('(common)');
    expect(refusal(game(['ann', 'bob']), { type: 'roll', player: 'ann', count: 3 })).toBe('(common)');
  });
});

describe('ru/thousand: buttons', () => {
  it.each([
    [1, 'бросаю кость'],
    [2, 'бросаю 2 кости'],
    [3, 'бросаю 3 кости'],
    [4, 'бросаю 4 кости'],
    [5, 'бросаю 5 костей'],
  ])('GIVEN %i dice left WHEN buttons are shown THEN %s; Хватит only when allowed', (diceLeft, text) => {
    const closed = game(['ann', 'bob'], {}, { total: 20, diceLeft, rolls: 1 });
    expect(m.buttons?.(closed)).toEqual([{ label: `🎲 Бросить ${diceLeft}`, text }]);
    const opened = game({ ann: { score: 100 }, bob: {} }, {}, { total: 20, diceLeft, rolls: 1 });
    expect(m.buttons?.(opened)).toEqual([
      { label: `🎲 Бросить ${diceLeft}`, text },
      { label: 'Хватит', text: 'Хватит' },
    ]);
  });

  it('GIVEN a finished game WHEN buttons are asked THEN there are none', () => {
    expect(m.buttons?.(roll(game(['ann']), 'ann', 1, 1, 1, 1, 1).state)).toEqual([]);
  });
});

describe('ru/thousand: rules', () => {
  it('GIVEN the default settings WHEN the rules are shown THEN they describe the defaults', () => {
    const text = toPlain(m.rules({}));
    expect(m.title).toBe('Тысяча');
    expect(text).toContain('четыре — × 50');
    expect(text).toContain('Стритов нет.');
    expect(text).toContain('первый записанный ход — не меньше 50');
    expect(text).toContain('Ямы');
    expect(text).toContain('с 880 вы на бочке');
    expect(text).toContain('Болты:');
    expect(text).toContain('Самосвал:');
    expect(text).toContain('Обгон:');
  });

  it('GIVEN changed channel settings WHEN the rules are shown THEN they reflect them', () => {
    const text = toPlain(
      m.rules({ scoring: 'classic', straights: 'on', open: '0', pits: 'off', barrel: 'open', bolts: 'off', dumptruck: 'off', overtake: 'off' }),
    );
    expect(text).toContain('четыре — × 20');
    expect(text).toContain('Стрит 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.');
    expect(text).toContain('Открытие: не нужно.');
    expect(text).toContain('нужно ровно 1000');
    for (const absent of ['Ямы', 'Болты', 'Самосвал', 'Обгон']) expect(text).not.toContain(absent);
    expect(toPlain(m.rules({ barrel: 'none' }))).toContain('бочки нет');
  });
});
