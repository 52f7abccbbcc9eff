// Issue #17's proof: a whole game of each kind played in a chat of each language, with the moves typed in that
// language. Each script is the same game in all three languages (the same scripted dice, the same moves meant), so
// the Butler must understand the same lines and stay quiet at the same ones; every reply must be in the chat's
// language (English: no Cyrillic at all; Ukrainian: none of ы э ъ ё). The transcripts are committed beside this
// file (whole-games.<language>.txt) so that a reviewer reads every game as a player of that language would.
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/core/language.ts';
import { expectAlphabet } from '../helpers/alphabet.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';

/** One line of a script: who types, and what, in each language. */
type Line = readonly [user: string, said: Record<Language, string>];
const same = (text: string): Record<Language, string> => ({ ru: text, uk: text, en: text });
const say = (ru: string, uk: string, en: string): Record<Language, string> => ({ ru, uk, en });

interface Game {
  title: string;
  dice: number[];
  lines: readonly Line[];
}

const ROLL = say('бросаю кости', 'кидаю кістки', 'roll dice');
const FIVE = say('бросаю пять костей', "кидаю п'ять кубиків", 'roll 5 dice');

const GAMES: Game[] = [
  {
    title: 'craps',
    dice: [2, 2, 1, 1, 3, 3, 4, 3, 3, 3],
    lines: [
      ['alice', same('/newgame craps')],
      ['bob', same('/join')],
      ['carol', same('/join')],
      ['alice', same('/startgame')],
      ['bob', ROLL],
      ['alice', say('бросаю 3 кости', 'кидаю 3 кубики', 'roll 3 dice')],
      ['alice', ROLL],
      ['bob', ROLL],
      ['carol', ROLL],
      ['bob', ROLL],
      ['alice', same('/status')],
      ['alice', ROLL],
      ['carol', ROLL],
    ],
  },
  {
    title: 'bone_poker',
    dice: [1, 1, 2, 3, 6, 5, 5, 5, 2, 4, 1, 2],
    lines: [
      ['alice', same('/newgame bone_poker')],
      ['bob', same('/join')],
      ['alice', same('/startgame')],
      ['alice', FIVE],
      ['bob', FIVE],
      ['alice', say('перебрасываю 7', 'перекидаю 7', 'reroll 7')],
      ['alice', say('перебрасываю 1 и 2', 'перекидаю 1 і 2', 'reroll 1 2')],
      ['alice', say('бросаю две кости', 'кидаю два кубики', 'roll 2 dice')],
      ['bob', same('/status')],
      ['bob', say('пас', 'пас', 'pass')],
    ],
  },
  {
    title: 'dice_poker',
    dice: [1, 3, 3, 5, 6, 3, 2, 6, 6, 6, 4, 4, 2, 3, 3, 5, 6],
    lines: [
      ['alice', same('/newgame dice_poker')],
      ['bob', same('/join')],
      ['alice', same('/startgame')],
      ['alice', say('записываю в шанс', 'записую в шанс', 'score chance')],
      ['alice', FIVE],
      ['alice', say('перебрасываю 1 и 5', 'перекидаю 1 і 5', 'reroll 1 5')],
      ['alice', say('перебрасываю 2 и 3', 'перекидаю 2 і 3', 'reroll 2 3')],
      ['alice', say('записываю в шанс', 'записую в шанс', 'score chance')],
      ['bob', FIVE],
      ['bob', say('записываю в фул-хаус', 'записую в фул-хаус', 'score full house')],
      ['alice', FIVE],
      ['alice', same('/status')],
      ['bob', same('/leave')],
    ],
  },
  {
    title: 'thousand',
    dice: [1, 5, 2, 3, 4, 1, 1, 1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5, 1, 2, 3, 4, 6],
    lines: [
      ['alice', same('/newgame thousand')],
      ['bob', same('/join')],
      ['alice', same('/startgame')],
      ['alice', FIVE],
      ['alice', say('хватит', 'досить', 'stop')],
      ['alice', say('бросаю 3 кости', 'кидаю 3 кубики', 'roll 3 dice')],
      ['alice', say('хватит', 'годі', 'bank')],
      ['alice', FIVE],
      ['bob', FIVE],
      ['bob', FIVE],
      ['bob', say('хватит', 'досить', 'stop')],
      ['alice', same('/status')],
      ['alice', same('/leave')],
    ],
  },
];

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
