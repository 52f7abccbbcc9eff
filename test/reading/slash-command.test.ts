// Slash commands: "/name[@bot] args".
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';

const cmd = (name: string, args = '') => ({ kind: 'command', name, args });

describe('slash commands', () => {
  it.each([
    ['/start', cmd('start')],
    ['/status', cmd('status')],
    ['/newgame крэпс', cmd('newgame', 'крэпс')],
    ['/NewGame Крэпс', cmd('newgame', 'Крэпс')],
    ['/newgame   dice poker  ', cmd('newgame', 'dice poker')],
    ['/settings pits off', cmd('settings', 'pits off')],
    ['/kick @bob', cmd('kick', '@bob')],
    ['/start\nsecond line', cmd('start', 'second line')],
    ['/new_game', cmd('new_game')],
    ['/dice2 x', cmd('dice2', 'x')],
    ['/newgame бросаю кости', cmd('newgame', 'бросаю кости')],
  ] as const)('GIVEN the message %j WHEN it is parsed, with or without our bot name THEN the command %j', (text, intent) => {
    expect(readMessage(text)).toEqual(intent);
    expect(readMessage(text, 'ButlerBot')).toEqual(intent);
  });

  it('GIVEN a command addressed to our @botname in any letter case WHEN it is parsed, with or without "@" in botUsername THEN the name is stripped', () => {
    expect(readMessage('/status@ButlerBot', 'ButlerBot')).toEqual(cmd('status'));
    expect(readMessage('/status@butlerbot', 'ButlerBot')).toEqual(cmd('status'));
    expect(readMessage('/newgame@BUTLERBOT крэпс', '@ButlerBot')).toEqual(cmd('newgame', 'крэпс'));
  });

  it('GIVEN a command addressed to another bot WHEN it is parsed THEN null: it is ignored', () => {
    expect(readMessage('/status@OtherBot', 'ButlerBot')).toBeNull();
    expect(readMessage('/newgame@OtherBot крэпс', 'ButlerBot')).toBeNull();
  });

  it('GIVEN no botUsername WHEN a command with any @botname is parsed THEN the name is stripped', () => {
    expect(readMessage('/status@OtherBot')).toEqual(cmd('status'));
    expect(readMessage('/status@OtherBot', '')).toEqual(cmd('status'));
  });

  it.each([
    '/',
    '/ start',
    '/стат',
    '/start,foo',
    '/start@',
    '/start@ ButlerBot',
    '/start@Butler-Bot',
    ' /start',
    'start',
    '//start',
    `/${'a'.repeat(65)}`,
    '/бросаю кости', // a message that starts with "/" is a command or nothing
  ])('GIVEN the message %j WHEN it is parsed THEN null: no command', (text) => {
    expect(readMessage(text, 'ButlerBot')).toBeNull();
  });
});
