// A whole game of each kind as a script: who types what, in each language, with the scripted dice that play it to
// its end. Used by the whole-games transcripts (test/messages) and by the awkward-names tests (test/butler).
import type { Language } from '../../src/core/language.ts';

/** One line of a script: who types, and what, in each language. */
export type Line = readonly [user: string, said: Record<Language, string>];
const same = (text: string): Record<Language, string> => ({ ru: text, uk: text, en: text });
const say = (ru: string, uk: string, en: string): Record<Language, string> => ({ ru, uk, en });

export interface Game {
  title: string;
  dice: number[];
  lines: readonly Line[];
}

const ROLL = say('бросаю кости', 'кидаю кістки', 'roll dice');
const FIVE = say('бросаю пять костей', "кидаю п'ять кубиків", 'roll 5 dice');

export const GAMES: Game[] = [
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
