import { describe, expect, it } from 'vitest';
import { commandMenus, publishCommandMenus } from '../../../src/adapters/telegram/commands-menu.ts';
import { COMMANDS } from '../../../src/commands/slash/index.ts';
import { silentLogger } from '../../../src/log.ts';

describe('the command menus', () => {
  const menus = commandMenus();
  const find = (scope: string, language?: string) =>
    menus.find((m) => m.scope.type === scope && m.language_code === language)!;

  it('GIVEN the menus WHEN published THEN everyone sees player commands; administrators and private chats see every command', () => {
    const everyone = find('default').commands.map((c) => c.command);
    expect(everyone).toContain('join');
    expect(everyone).toContain('status');
    expect(everyone).toContain('settings'); // viewing is for everyone, changing is checked when used
    expect(everyone).not.toContain('newgame');
    expect(everyone).not.toContain('endgame');
    const all = COMMANDS.map((c) => c.name);
    expect(find('all_chat_administrators').commands.map((c) => c.command)).toEqual(all);
    expect(find('all_private_chats').commands.map((c) => c.command)).toEqual(all);
  });

  it('GIVEN the menus WHEN published THEN commands are described in Russian by default and in English for language_code en', () => {
    expect(find('default').commands.find((c) => c.command === 'join')?.description).toBe('Присоединиться к игре');
    expect(find('default', 'en').commands.find((c) => c.command === 'join')?.description).toBe('Join the open game');
    for (const menu of menus) {
      for (const c of menu.commands) {
        expect(c.command).toMatch(/^[a-z0-9_]{1,32}$/);
        expect(c.description.length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('GIVEN Telegram refuses a menu WHEN the menus are published THEN the rest still go out', async () => {
    let calls = 0;
    const published = await publishCommandMenus(async () => {
      calls++;
      if (calls === 1) throw new Error('not supported');
    }, silentLogger);
    expect(calls).toBe(menus.length);
    expect(published).toBe(menus.length - 1);
  });
});
