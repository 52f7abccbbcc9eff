// The door to text (messages/index.ts): nothing outside messages/ reaches into a language folder, every language's
// settings words are understood back, and the modules every language has in this build speak that language.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_SETTINGS, settingByKey } from '../../src/commands/settings-keys.ts';
import { LANGUAGES, type Language } from '../../src/core/language.ts';
import { textFor } from '../../src/messages/index.ts';
import { toPlain, type Rich } from '../../src/messages/rich.ts';

const SRC = new URL('../../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Letters a reply in the language must not carry (player names aside; none are used here). */
const FOREIGN: Record<Language, RegExp | null> = {
  ru: null,
  uk: /[ыэъё]/i,
  en: /[\u0400-\u04FF]/,
};

describe('one door for text', () => {
  it('GIVEN the sources WHEN their imports are read THEN no file outside src/messages imports a language folder', () => {
    const offenders = sources(SRC)
      .filter((file) => !relative(SRC, file).startsWith('messages/'))
      .filter((file) => /from '[^']*messages\/(ru|uk|en)\//.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const text = textFor(language);

    it('GIVEN each setting and each of its values WHEN the confirmation words are typed back THEN they are understood', () => {
      for (const spec of CHANNEL_SETTINGS) {
        for (const value of spec.allowed.filter((v) => !/…|@/.test(v))) {
          const shown = toPlain(text.settings.settingsText.changed(spec.key, value));
          const [, word, valueWord] = /^✅ (.+): (.+?)\. /.exec(shown) ?? [];
          expect(settingByKey(word ?? '')?.key, shown).toBe(spec.key);
          expect(spec.accept(valueWord ?? ''), shown).toBe(value);
        }
      }
    });

    it('GIVEN the platform notices, the console lines and the command menus WHEN rendered in the language THEN they are in the language', () => {
      const said: Rich[] = [
        text.telegram.telegramText.greeting('butler_bot', true),
        text.telegram.telegramText.greeting('butler_bot', false),
        text.telegram.telegramText.promoted(),
        text.telegram.telegramText.demotedDeaf('butler_bot'),
        text.telegram.telegramText.anonymousMove(),
        text.telegram.telegramText.staleMove(1),
        text.telegram.telegramText.staleMove(5),
        text.telegram.telegramText.unknownButton(),
        text.discord.discordText.nothingToSay(),
        text.discord.discordText.guildOnly(),
        text.discord.discordText.cannotPost(['ViewChannel', 'SendMessages']),
        [text.console.consoleText.welcome(), text.console.consoleText.format(), text.console.consoleText.imageFailed()],
        text.settings.settingsText.unknownKey('colour', ['pits', 'language']),
        text.settings.settingsText.badValue('pits', 'maybe', ['on', 'off']),
        text.settings.settingsText.missingValue('turn_timeout', '10', ['off', '1…1440 {minutes}']),
        // the only allowed value is a range: the example falls back to it, with the unit in the chat's language
        text.settings.settingsText.badValue('bot_delay', 'soon', ['0…60 {seconds}']),
        text.settings.settingsText.badValue('admin_role', 'x', ['off', '@{role}']),
        text.settings.settingsText.changedForServer('admin_role', 'off'),
        text.settings.settingsText.serverOnly('admin_role'),
        text.settings.settingsText.gameRunning(),
        [Object.values(text.commands.commandMenu.commands).join('\n')],
        [Object.values(text.commands.commandMenu.options).join('\n')],
        [Object.values(text.commands.commandMenu.games).join('\n')],
      ];
      for (const rich of said) {
        const plain = toPlain(rich);
        expect(plain.trim().length).toBeGreaterThan(0);
        if (FOREIGN[language]) expect(plain, plain).not.toMatch(FOREIGN[language]!);
      }
    });

    it('GIVEN Discord’s 100-character limit WHEN the command menus are built THEN every command and option description fits', () => {
      const menu = text.commands.commandMenu;
      for (const line of [...Object.values(menu.commands), ...Object.values(menu.options)]) {
        expect(line.length).toBeGreaterThan(0);
        expect(line.length).toBeLessThanOrEqual(100);
      }
    });
  });
});
