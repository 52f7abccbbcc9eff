// Issue #17's proof: a whole game of each kind played in a chat of each language, with the moves typed in that
// language. Each script is the same game in all three languages (the same scripted dice, the same moves meant), so
// the Butler must understand the same lines and stay quiet at the same ones; every reply must be in the chat's
// language (English: no Cyrillic at all; Ukrainian: none of ы э ъ ё). The transcripts are committed beside this
// file (whole-games.<language>.txt) so that a reviewer reads every game as a player of that language would.
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/core/language.ts';
import { expectAlphabet } from '../helpers/alphabet.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { GAMES, type Game } from '../helpers/whole-game-scripts.ts';

const chats: TestChat[] = [];
afterAll(async () => {
  for (const chat of chats) await chat.close();
});

/** Plays a game in a chat of `language`; what each line got back (null: silence), and the transcript. */
async function play(game: Game, language: Language): Promise<{ answered: boolean[]; transcript: string; diceLeft: number }> {
  const chat = await makeChat({ dice: game.dice, admins: ['alice'], language });
  chats.push(chat);
  const answered: boolean[] = [];
  const out = [`=== ${game.title}`];
  for (const [user, said] of game.lines) {
    const reply = await chat.say(user, said[language]);
    answered.push(reply !== null);
    out.push(`> ${user}: ${said[language]}`);
    if (reply === null) out.push('  (—)');
    else {
      if (language !== 'ru') expectAlphabet(language, reply.reply.rich, `${game.title} «${said[language]}»`);
      out.push(reply.text.split('\n').map((l) => `  ${l}`).join('\n'));
    }
  }
  return { answered, transcript: out.join('\n'), diceLeft: chat.dice.remaining() };
}

describe('a whole game of each kind in a chat of each language', () => {
  for (const language of ['uk', 'en'] as const) {
    it(`GIVEN a chat in ${language} WHEN each game is played with moves typed in ${language} THEN every line is understood as in Russian and every reply is in ${language}`, async () => {
      const parts: string[] = [];
      for (const game of GAMES) {
        const russian = await play(game, 'ru');
        const here = await play(game, language);
        expect(here.answered, `${game.title}: the same lines answered as in Russian`).toEqual(russian.answered);
        expect(here.diceLeft, `${game.title}: the same dice thrown as in Russian`).toBe(russian.diceLeft);
        parts.push(here.transcript);
      }
      await expect(`${parts.join('\n\n')}\n`).toMatchFileSnapshot(`./whole-games.${language}.txt`);
    });
  }

  it('GIVEN an English chat WHEN the moves are typed in Russian and Ukrainian THEN they are played, and answered in English', async () => {
    const chat = await makeChat({ dice: [3, 4, 1, 2], admins: ['alice'], language: 'en' });
    chats.push(chat);
    await chat.say('alice', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    const first = await chat.say('alice', 'бросаю кости');
    const second = await chat.say('bob', 'кидаю кістки');
    expect(first?.events.map((e) => e.type)).toContain('roll');
    expect(second?.events.map((e) => e.type)).toContain('roll');
    expectAlphabet('en', first!.reply.rich);
    expectAlphabet('en', second!.reply.rich);
  });
});
