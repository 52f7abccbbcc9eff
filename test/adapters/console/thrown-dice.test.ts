// The console types a Telegram die as `🎲5` (issue 44): the same game on the players' own dice, scripted.
import { describe, expect, it } from 'vitest';
import { consoleTranscript } from './console-script.ts';
import { parseConsoleDie } from '../../../src/adapters/console/parse-line.ts';

// no scripted dice at all: every die of the game must come from the typed 🎲
const script = (lines: string[]): Promise<string> => consoleTranscript([], lines);

describe('console: a Telegram die typed as 🎲5', () => {
  it('reads 🎲5 and 🎯3 as dice, anything else as text', () => {
    expect(parseConsoleDie('🎲5')).toEqual({ emoji: '🎲', value: 5 });
    expect(parseConsoleDie(' 🎯 3 ')).toEqual({ emoji: '🎯', value: 3 });
    expect(parseConsoleDie('🎲')).toBeNull();
    expect(parseConsoleDie('бросаю 🎲5')).toBeNull();
  });

  it('GIVEN dice telegram WHEN a Craps game is scripted with 🎲 lines THEN it is played to a winner on exactly those dice', async () => {
    const text = await script([
      'alice: /settings dice telegram',
      'alice: /newgame craps',
      'bob: /join',
      'alice: /startgame',
      'alice: 🎲4',
      'alice: 🎲4',
      'bob: 🎲3',
      'alice: 🎲3',
      'bob: 🎲3',
      'alice: 🎲2',
      'alice: 🎲3',
      'bob: 🎲3',
      'bob: 🎲3',
    ]);
    expect(text).toContain('ещё 1 🎲');
    expect(text).toMatch(/не считается/); // alice's 🎲3 on bob's roll
    expect(text).toContain('🏆');
    expect(text).toContain('⚂3 ⚂3');
    expect(text).not.toMatch(/закончились|used up/);
  });
});
