// /help tells the truth in every language: it names every command a player can type (the platforms' menus are the
// list), and the hint line's promises hold — the phrase it quotes asks for a hint, /hint answers in every game it
// names, and the Craps question it quotes is answered with the odds.
import { describe, expect, it } from 'vitest';
import { buildCommandData } from '../../../src/adapters/discord/command-data.ts';
import { LANGUAGES } from '../../../src/core/language.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { textFor } from '../../../src/messages/index.ts';
import { AT, replyAt } from '../../helpers/does-at.ts';
import { handleAt } from '../../reading/corpus-run.ts';
import type { Moment } from '../../reading/corpus-moment.ts';

const help = (language: string) => toPlain(textFor(language as (typeof LANGUAGES)[number]).help.helpText());
/** The kinds of event the Butler's answer to `text` at `at` carries (none when it stays quiet). */
const eventsAt = (text: string, at: Moment, language: string) => (handleAt(text, at, language)?.events ?? []).map((e) => e.type);
/** The phrases a line quotes, in «» or “”. */
const quoted = (line: string) => [...line.matchAll(/[«“]([^»”]+)[»”]/g)].map((m) => m[1]!);

describe('/help', () => {
  it.each(LANGUAGES)('GIVEN /help in %s THEN it names every other command of the platforms\' menus', (language) => {
    const text = help(language);
    const missing = buildCommandData()
      .filter((command) => command.name !== 'help')
      .map((command) => `/${command.name}`)
      .filter((command) => !new RegExp(`${command}\\b`).test(text));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('GIVEN the /hint line in %s THEN its phrase gets a hint in each game it names, and its Craps question gets the odds', (language) => {
    const line = help(language).split('\n').find((l) => l.startsWith('/hint'))!;
    const [phrase, ...rest] = quoted(line);
    const question = rest.at(-1)!;
    expect(eventsAt(phrase!, AT.dicePokerRolled([1, 2, 3, 4, 6]), language)).toEqual(['hint']);
    expect(eventsAt(question, { game: 'craps', phase: 'turn' }, language)).toEqual(['answer']);
    expect(replyAt(question, { game: 'craps', phase: 'turn' }, language)).toMatch(/%/);
    const titles = textFor(language as (typeof LANGUAGES)[number]).games.gameTitle;
    const moments = { dice_poker: AT.dicePokerRolled([1, 2, 3, 4, 6]), thousand: AT.thousandBankable, bone_poker: AT.bonePokerRound2([1, 1, 2, 5, 6]) } as const;
    for (const [game, at] of Object.entries(moments)) {
      expect(line, game).toContain(titles(game as keyof typeof moments));
      expect(eventsAt(phrase!, at, language), game).toEqual(['hint']);
    }
  });
});
