// The subcommands speak the operator's language, as `npx butler --help` does: the terminal's, or `--lang ru|uk|en`,
// which verify, record and chances all take (verify refused it, and all three answered in Russian after an English
// --help). A `--lang` naming no language the Butler speaks gets the command's usage, exit 2.
import { describe, expect, it } from 'vitest';
import { languageFlag } from '../../src/cli/cli-language.ts';
import { runChances } from '../../src/cli/chances.ts';
import { runRecord } from '../../src/cli/record.ts';
import { runVerify } from '../../src/cli/verify.ts';
import { textFor } from '../../src/messages/index.ts';

async function said(run: (argv: string[], out: (line: string) => void) => Promise<number>, argv: string[]) {
  const lines: string[] = [];
  const code = await run(argv, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('the subcommands\' language', () => {
  it('GIVEN --lang in either form, anywhere before -- THEN it is taken out of the arguments; without it the terminal\'s language, English when it is none of the three', () => {
    expect(languageFlag(['a.json', '--lang', 'en', '--png', 'p'], {})).toEqual({ language: 'en', args: ['a.json', '--png', 'p'], bad: false });
    expect(languageFlag(['--lang=uk', 'a.json'], {})).toEqual({ language: 'uk', args: ['a.json'], bad: false });
    expect(languageFlag(['a.json', '--', '--lang', 'en'], { LANG: 'ru_RU.UTF-8' })).toEqual({ language: 'ru', args: ['a.json', '--', '--lang', 'en'], bad: false });
    expect(languageFlag(['a.json'], { LANG: 'C.UTF-8' }).language).toBe('en');
    expect(languageFlag(['--lang', 'de'], { LANG: 'uk_UA.UTF-8' })).toMatchObject({ language: 'uk', bad: true });
    expect(languageFlag(['--lang'], {})).toMatchObject({ bad: true });
  });

  it('GIVEN verify --lang en THEN it answers in English; --lang uk in Ukrainian; --lang de is a usage error, exit 2', async () => {
    expect(await said(runVerify, ['--help', '--lang', 'en'])).toEqual({ code: 0, text: textFor('en').verify.verifyText.usage() });
    expect(await said(runVerify, ['/nonexistent/game.json', '--lang', 'en'])).toMatchObject({ code: 2, text: expect.stringMatching(/^Could not read the record/) });
    expect(await said(runVerify, ['--lang=uk'])).toEqual({ code: 2, text: textFor('uk').verify.verifyText.usage() });
    expect(await said(runVerify, ['/nonexistent/game.json', '--lang', 'de'])).toEqual({ code: 2, text: textFor(languageFlag([]).language).verify.verifyText.usage() });
  });

  it('GIVEN record or chances with --lang THEN their usage and errors come in that language, and a bad --lang is their usage', async () => {
    expect(await said(runRecord, ['--lang', 'en'])).toEqual({ code: 2, text: textFor('en').verify.recordCliText.usage() });
    expect(await said(runRecord, ['7', '--lang', 'xx'])).toEqual({ code: 2, text: textFor(languageFlag([]).language).verify.recordCliText.usage() });
    expect(await said(runChances, ['--lang', 'uk'])).toEqual({ code: 2, text: textFor('uk').chances.chancesText.curve.usage() });
    expect(await said(runChances, ['x.json', '--lang', 'xx'])).toMatchObject({ code: 2 });
  });
});
