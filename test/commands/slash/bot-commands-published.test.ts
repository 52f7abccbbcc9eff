// /addbot and /removebot reach people wherever commands are listed: /help, the Telegram menu, Discord's commands.
import { describe, expect, it } from 'vitest';
import { buildCommandData } from '../../../src/adapters/discord/command-data.ts';
import { commandMenus } from '../../../src/adapters/telegram/commands-menu.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { helpText } from '../../../src/messages/ru/help.ts';

describe('the bot commands are published', () => {
  it('GIVEN the Russian help WHEN a user types /help THEN it lists /addbot and /removebot', () => {
    expect(toPlain(helpText())).toMatch(/\/addbot \[имя\] · \/removebot \[имя\]/);
  });

  it('GIVEN the Telegram command menus WHEN they are published THEN admins see both with a Russian description; everyone else does not see /addbot', () => {
    const menus = commandMenus();
    const admins = menus.find((m) => m.scope.type === 'all_chat_administrators' && !m.language_code)!;
    const addbot = admins.commands.find((c) => c.command === 'addbot');
    expect(addbot?.description).toContain('компьютерного игрока');
    expect(admins.commands.map((c) => c.command)).toContain('removebot');
    const everyone = menus.find((m) => m.scope.type === 'default' && !m.language_code)!;
    expect(everyone.commands.map((c) => c.command)).not.toContain('addbot');
  });

  it('GIVEN the Discord command data WHEN it is built THEN /addbot takes an optional name and /removebot is there', () => {
    const addbot = buildCommandData().find((c) => c.name === 'addbot')!;
    expect(addbot.options).toEqual([expect.objectContaining({ name: 'name', required: false })]);
    expect(buildCommandData().some((c) => c.name === 'removebot')).toBe(true);
  });
});
