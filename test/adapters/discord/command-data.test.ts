// The slash commands as published to Discord: derived from the core's COMMANDS and valid by Discord's rules.
import {
  ApplicationCommandOptionType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIApplicationCommandBasicOption,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { buildCommandData, commandData } from '../../../src/adapters/discord/command-data.ts';
import { adminOnly } from '../../../src/commands/command.ts';
import { COMMANDS } from '../../../src/commands/slash/index.ts';
import { GAME_IDS } from '../../../src/games/types.ts';

// Discord's rules for CHAT_INPUT command and option names and descriptions.
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const data = buildCommandData();

function checkText(description: string) {
  expect(description.length).toBeGreaterThanOrEqual(1);
  expect(description.length).toBeLessThanOrEqual(100);
}

describe('slash command definitions', () => {
  it('GIVEN the core commands WHEN the Discord commands are built THEN one Discord command each, same names and order', () => {
    expect(data.map((c) => c.name)).toEqual(COMMANDS.map((c) => c.name));
    expect(data.map((c) => c.name)).toEqual(
      expect.arrayContaining(['newgame', 'join', 'leave', 'startgame', 'endgame', 'status', 'rules', 'kick', 'settings', 'help']),
    );
    expect(data.length).toBeLessThanOrEqual(100);
  });

  it('GIVEN every command WHEN built for Discord THEN names are valid lowercase, descriptions 1–100 characters in ru, uk and en', () => {
    for (const command of data) {
      expect(command.name).toMatch(NAME);
      expect(command.name).toBe(command.name.toLowerCase());
      checkText(command.description);
      expect(Object.keys(command.description_localizations ?? {}).sort()).toEqual(['en-GB', 'en-US', 'uk']);
      for (const text of Object.values(command.description_localizations ?? {})) checkText(text!);
      expect(command.contexts).toEqual([InteractionContextType.Guild]);
      const options = (command.options ?? []) as APIApplicationCommandBasicOption[];
      expect(options.length).toBeLessThanOrEqual(25);
      let optionalSeen = false;
      for (const option of options) {
        expect(option.name).toMatch(NAME);
        expect(option.name).toBe(option.name.toLowerCase());
        checkText(option.description);
        // required options must come before optional ones
        if (!option.required) optionalSeen = true;
        else expect(optionalSeen).toBe(false);
        if ('choices' in option && option.choices) {
          expect(option.choices.length).toBeLessThanOrEqual(25);
          for (const choice of option.choices) {
            expect(choice.name.length).toBeGreaterThanOrEqual(1);
            expect(choice.name.length).toBeLessThanOrEqual(100);
            expect(String(choice.value).length).toBeLessThanOrEqual(100);
          }
        }
      }
    }
  });

  it('GIVEN /newgame WHEN built for Discord THEN it has a required choice of every game', () => {
    const newgame = data.find((c) => c.name === 'newgame')!;
    const [game] = newgame.options as APIApplicationCommandBasicOption[];
    expect(game).toMatchObject({ name: 'game', type: ApplicationCommandOptionType.String, required: true });
    expect(('choices' in game ? game.choices : [])!.map((c) => c.value)).toEqual([...GAME_IDS]);
  });

  it('GIVEN /kick WHEN built for Discord THEN it has a required user option', () => {
    const kick = data.find((c) => c.name === 'kick')!;
    expect(kick.options).toEqual([
      expect.objectContaining({ name: 'player', type: ApplicationCommandOptionType.User, required: true }),
    ]);
  });

  it('GIVEN admin-only commands and commands anyone may use WHEN built for Discord THEN the first need Manage Server by default, the others have no default', () => {
    const manageGuild = String(PermissionFlagsBits.ManageGuild);
    for (const command of COMMANDS) {
      const published = data.find((c) => c.name === command.name)!;
      if (adminOnly(command)) expect(published.default_member_permissions).toBe(manageGuild);
      else expect(published.default_member_permissions ?? null).toBeNull();
    }
    expect(data.find((c) => c.name === 'endgame')?.default_member_permissions).toBe(manageGuild);
    expect(data.find((c) => c.name === 'join')?.default_member_permissions ?? null).toBeNull();
  });

  it('GIVEN a name Discord would refuse or a command without a description WHEN its data is built THEN building fails before any request', () => {
    const base = COMMANDS.find((c) => c.name === 'join')!;
    expect(() => commandData({ ...base, name: 'New Game' })).toThrow();
    expect(() => commandData({ ...base, name: 'x'.repeat(33) })).toThrow();
    expect(() => commandData({ ...base, name: 'nodescription' })).toThrow(/no description/);
    expect(() =>
      commandData({ ...base, options: [{ name: 'Bad Option', kind: 'string', required: false }] }),
    ).toThrow();
  });
});
