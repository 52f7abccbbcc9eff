// A command's options reach its handler in one typed shape, whether a platform typed them or a person wrote text.
import { describe, expect, it } from 'vitest';
import { optionsFromText, optionText, readOptions, type CommandOption } from '../../../src/commands/declare/options.ts';

const SETTINGS: CommandOption[] = [
  { name: 'key', kind: 'string', required: false },
  { name: 'value', kind: 'string', required: false },
];
const KICK: CommandOption[] = [{ name: 'player', kind: 'user', required: true }];

describe('command options', () => {
  it('GIVEN «/settings время хода 60» WHEN read THEN the key takes the leading words and the value the last one', () => {
    expect(readOptions(SETTINGS, optionsFromText(SETTINGS, '  время хода   60 '))).toEqual({ key: 'время хода', value: '60' });
  });

  it('GIVEN a single word after /settings WHEN read THEN it is the key alone (the settings are shown, nothing changes)', () => {
    expect(readOptions(SETTINGS, optionsFromText(SETTINGS, 'open'))).toEqual({ key: 'open' });
  });

  it('GIVEN a one-option command WHEN text follows THEN the whole text is that option; no text leaves it absent', () => {
    expect(readOptions(KICK, optionsFromText(KICK, ' Анна Мария '))).toEqual({ player: 'Анна Мария' });
    expect(readOptions(KICK, optionsFromText(KICK, '   '))).toEqual({});
  });

  it('GIVEN Discord picked a user WHEN read THEN the handler gets the user, and a reply names them by the label', () => {
    const options = readOptions(KICK, { player: { id: '42', label: '<@42>' } });
    expect(options).toEqual({ player: { id: '42', label: '<@42>' } });
    expect(optionText(options.player)).toBe('<@42>');
  });

  it('GIVEN a platform sends an option of the wrong shape or an unknown one WHEN read THEN nothing breaks: no options', () => {
    expect(readOptions(KICK, { player: 42 })).toEqual({});
    expect(readOptions(KICK, { other: 'x' })).toEqual({});
  });
});
