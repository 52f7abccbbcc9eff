// The dice tray in the console (issue 51): printed as text under the hand, pressed by a scripted line `[tap …]`.
import { describe, expect, it } from 'vitest';
import { consoleTranscript } from './console-script.ts';
import { parseConsoleTap } from '../../../src/adapters/console/tray.ts';

const script = consoleTranscript;

describe('console: the dice tray', () => {
  it('reads [tap 2], [tap roll], [tap best] and [tap a] alone on a line', () => {
    expect(parseConsoleTap('[tap 2]')).toBe('2');
    expect(parseConsoleTap(' [TAP Roll] ')).toBe('roll');
    expect(parseConsoleTap('[tap best]')).toBe('best');
    expect(parseConsoleTap('[tap a]')).toBe('a');
    expect(parseConsoleTap('[tap 2] и ещё')).toBeNull();
    expect(parseConsoleTap('tap 2')).toBeNull();
  });

  it('GIVEN a Dice Poker hand WHEN the script taps dice, Roll and a box THEN the tray is printed and redrawn, and the taps play the moves', async () => {
    const text = await script(
      [1, 2, 3, 4, 5, 6, 6],
      ['alice: /newgame покер', 'bob: /join', 'alice: /startgame', 'alice: бросаю кости', 'bob: [tap 1]', 'alice: [tap 1]', 'alice: [tap 3]', 'alice: [tap roll]', 'alice: [tap a]', 'bob: [tap roll]'],
    );
    expect(text).toContain('   🎲 лоток: [1 ⚀1 держу] [2 ⚁2 держу] [3 ⚂3 держу] [4 ⚃4 держу] [5 ⚄5 держу]\n      [roll 🎲 Отметьте кости] [best 💡 Лучший выбор]\n      [a Большой стрит — 40] [b Малый стрит — 30] [c Шанс — 15]');
    expect(text).toContain('Сейчас ходит alice: кости выбирает только тот, чей ход.');
    expect(text).toContain('[1 ⚀1 кидаю] [2 ⚁2 держу] [3 ⚂3 кидаю] [4 ⚃4 держу] [5 ⚄5 держу]\n      [roll 🎲 Бросить 2]');
    expect(text).toContain('🎲 alice: [⚁2 ⚃4 ⚄5] + ⚅6 ⚅6');
    expect(text).toContain('✍️ alice, записано: пара — 23');
    // bob's turn has no tray yet (no roll): the last tray is alice's, stale now
    expect(text.trim().split('\n').at(-1)).toBe('🎩 [main] Этот лоток — из прошлого хода: игра ушла дальше.');
  });

  it('GIVEN no tray in the room WHEN a line taps THEN the console says how a tray is pressed, and nothing is sent', async () => {
    const text = await script([], ['alice: [tap roll]']);
    expect(text).toContain('В этой комнате нет лотка с кнопкой «roll»');
  });
});
