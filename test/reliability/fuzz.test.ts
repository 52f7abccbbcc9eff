// Any text thrown at the Butler — arbitrary Unicode, lone surrogates, control and bidi characters, 100 KB messages,
// Latin look-alike letters, broken words, phrase fragments glued at random — with a game running: no exception
// escapes (handle never rejects and logs no error), and no text that is not a roll phrase rolls dice.
// "A roll phrase" is what the cue reader says: a verb that rolls, or names the dice a roll takes, read against the
// legal moves (reading/cues/). The only other way to dice is an admin's /skip, which plays out the current turn.
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { readMessage } from '../../src/reading/index.ts';
import { cuesOf } from '../../src/reading/intent.ts';
import { AT, doesAt } from '../helpers/does-at.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { constantDice, recordingDice } from './support.ts';

const ROLL_PHRASES = [
  'бросаю кости',
  'Бросаю 3 кости',
  'бросаю покер',
  'кидаю кубик',
  'Бросаю пять костей!',
  'Перебрасываю 4, 5 и 1, бросаю три кости',
  'бросаю две кости',
];
const OTHER_PHRASES = ['Пас', 'Хватит', 'Записываю в каре', 'в шанс', 'Перебрасываю 2 и 3', '/status', '/help', '/rules', '/leave', '/skip', '/endgame', '/kick bob'];

/** Latin letters that look like Cyrillic ones. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', о: 'o', е: 'e', с: 'c', р: 'p', х: 'x', у: 'y', к: 'k', и: 'u', т: 't', б: '6',
  А: 'A', О: 'O', Е: 'E', С: 'C', Р: 'P', Х: 'X', К: 'K', В: 'B', М: 'M', Т: 'T', Н: 'H',
};
const CONTROLS = [
  '\u0000', '\u0007', '\b', '\t', '\n', '\v', '\f', '\r', '\u001b', '\u007f', '\u0085', '\u009f',
  '\u00ad', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069',
  '\u2028', '\u2029', '\ufeff', '\ufffd', '\ufe0f', '\u0301', '\ud800', '\udfff',
];

/** Roll phrases in which every word counts: a broken word leaves no roll phrase behind. */
const PLAIN_ROLLS = ['бросаю кости', 'Бросаю 3 кости', 'бросаю покер', 'кидаю кубик', 'Бросаю пять костей!', 'бросаю две кости'];

/** A roll phrase with some of its letters swapped for Latin look-alikes (at least one). */
const lookAlike = fc
  .tuple(fc.constantFrom(...PLAIN_ROLLS), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }))
  .map(([phrase, picks]) => {
    const chars = [...phrase];
    const swappable = chars.flatMap((c, i) => (LOOK_ALIKES[c] ? [i] : []));
    for (const p of picks) {
      const i = swappable[p % swappable.length]!;
      chars[i] = LOOK_ALIKES[chars[i]!] ?? chars[i]!;
    }
    return chars.join('');
  });
/** Roll phrases in the other languages the parser reads (issue 17): a broken word breaks them too. */
const OTHER_LANGUAGE_ROLLS = ['кидаю кістки', "кидаю п'ять кубиків", 'кидаю три кубики', 'roll dice', 'roll 5 dice', 'roll the dice'];

/**
 * Ordinary chat in Ukrainian and English with the move words in other senses: quiet from someone not on turn, as
 * «хватит спорить» and «бросаю курить» are in Russian.
 */
const QUIET_CHAT = [
  "I'll roll with it",
  'keep calm',
  'stop it',
  "let's roll",
  'pass the salt',
  'stop spamming please',
  'keep it up',
  'write it down',
  'кидаю палити',
  'годі сперечатися',
  'досить вже сваритися',
  'залишаю за собою право',
  'я пас на цей раз',
  'пишу в чат',
];

/** A roll phrase with a character pushed inside one of its words (`бро_саю`, a soft hyphen, a stress mark). */
const brokenWord = fc
  .tuple(fc.constantFrom(...PLAIN_ROLLS, ...OTHER_LANGUAGE_ROLLS), fc.nat(), fc.constantFrom('_', '\u00ad', '\u200b', '\u0301', '1', 'x', 'ъ', '-'))
  .map(([phrase, at, glue]) => {
    const inside = [...phrase].flatMap((c, i) => (i > 0 && /\p{L}/u.test(c) && /\p{L}/u.test(phrase[i - 1]!) ? [i] : []));
    const i = inside[at % inside.length]!;
    return phrase.slice(0, i) + glue + phrase.slice(i);
  });
/**
 * The same, pushed inside the words that make the roll: its verb or its die noun (first and last word). A broken word
 * between them («roll t_he dice») is chat around a roll the cue reader still sees.
 */
const brokenRollWord = fc
  .tuple(fc.constantFrom(...PLAIN_ROLLS, ...OTHER_LANGUAGE_ROLLS), fc.nat(), fc.constantFrom('_', '\u00ad', '\u200b', '\u0301', '1', 'x', 'ъ', '-'))
  .map(([phrase, at, glue]) => {
    const verbEnd = phrase.indexOf(' ');
    const nounStart = phrase.lastIndexOf(' ');
    const inside = [...phrase].flatMap((c, i) =>
      i > 0 && (i < verbEnd || i > nounStart + 1) && /\p{L}/u.test(c) && /\p{L}/u.test(phrase[i - 1]!) ? [i] : [],
    );
    const i = inside[at % inside.length]!;
    return phrase.slice(0, i) + glue + phrase.slice(i);
  });
const withControls = fc
  .array(fc.oneof(fc.constantFrom(...CONTROLS), fc.constantFrom(...ROLL_PHRASES, ...OTHER_PHRASES)), { maxLength: 8 })
  .map((parts) => parts.join(''));
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 })
  .map((units) => String.fromCharCode(...units));
const soup = fc
  .array(
    fc.oneof(
      fc.constantFrom('бросаю', 'кидаю', 'кости', 'кость', 'костей', 'покер', 'три', '3', '6', 'перебрасываю', 'и', ',', 'пас', 'хватит', 'записываю', 'в', 'каре', '/status', '/skip', '/newgame', '@butler_bot', 'ё', 'Ё'),
      fc.constantFrom(' ', '', '_', '-', '!', '\n', '«', '»', '🎲'),
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join(''));
/** ~100 KB: filler around a phrase (at the start, in the middle or past the part the parser reads). */
const huge = fc
  .tuple(
    fc.constantFrom('a', 'я', ' ', '🎲', '\u0000', 'бросаю ', 'кости '),
    fc.constantFrom(...ROLL_PHRASES, ...OTHER_PHRASES, ''),
    fc.constantFrom(0, 0.5, 1),
  )
  .map(([filler, phrase, where]) => {
    const body = filler.repeat(Math.ceil(100_000 / filler.length));
    const at = Math.floor(body.length * where);
    return body.slice(0, at) + phrase + body.slice(at);
  });

const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 3, arbitrary: soup },
  { weight: 2, arbitrary: lookAlike },
  { weight: 2, arbitrary: brokenWord },
  { weight: 2, arbitrary: withControls },
  { weight: 3, arbitrary: fc.constantFrom(...ROLL_PHRASES, ...OTHER_PHRASES) },
  { weight: 1, arbitrary: fc.constantFrom(...QUIET_CHAT, ...OTHER_LANGUAGE_ROLLS) },
  { weight: 1, arbitrary: huge },
);

/** A fresh Butler with `game` running, alice to move; it counts the dice it draws and every error it logs. */
async function tableWith(game: string) {
  const errors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
  const dice = recordingDice(constantDice(3)); // 3s: every game goes on (Craps: both hit their point and replay)
  const butler = new Butler({ store: new MemorySessionStore(), dice, logger });
  const say = (user: string, text: string, admin = true) =>
    butler.handle({ chat: 'tg:-1:0', user: { id: user, name: user }, text, isAdmin: () => admin, updateId: undefined });
  await say('alice', `/newgame ${game}`);
  await say('bob', '/join');
  const started = await say('alice', '/startgame');
  expect(started?.events[0]?.type).toBe('game_started');
  dice.drawn = 0;
  return { say, dice, errors };
}

const GAMES = ['craps', 'bone_poker', 'dice_poker', 'thousand'] as const;

describe('fuzz: any text through the parser and the whole Butler', () => {
  it('GIVEN any text WHEN parsed THEN the parser never throws; a look-alike letter or a broken word rolls no dice, outside a game or on a turn to roll', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const intent = readMessage(text);
        expect(intent === null || typeof intent.kind === 'string').toBe(true);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.oneof(lookAlike, brokenRollWord), fc.constantFrom(AT.noGame, AT.bonePokerRound1), (text, at) => {
        expect(doesAt(text, at).do).not.toBe('roll');
      }),
      { numRuns: 1000 },
    );
  });

  it('GIVEN no game WHEN the count word of a roll phrase is broken («Бросаю п_ять костей!») THEN no dice are rolled: the count is refused as typed', () => {
    for (const text of ['Бросаю п_ять костей!', 'кидаю т_ри кубики', "кидаю п'я_ть кубиків"]) expect(doesAt(text, AT.noGame).do, text).toBe('refuse');
  });

  it.each(GAMES)('GIVEN %s running WHEN bob, not on turn, writes Ukrainian or English chat with move words THEN no answer, no dice', async (game) => {
    const table = await tableWith(game);
    for (const text of QUIET_CHAT) {
      // Some of these hold move cues ("let's roll"); read against the moves, none is bob's to make: quiet all the same.
      expect(await table.say('bob', text, false), text).toBeNull();
    }
    expect(table.dice.drawn).toBe(0);
    expect(table.errors).toEqual([]);
  });

  it('GIVEN a game running WHEN the player to move (or another one, admin or not) sends anything THEN no exception escapes, and only a roll phrase (or an admin /skip) rolls dice', async () => {
    const seen = { texts: 0, huge: 0, rolled: 0, answered: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GAMES),
        fc.array(fc.tuple(fc.constantFrom('alice', 'alice', 'bob', 'mallory'), fc.boolean(), anyText), { minLength: 1, maxLength: 6 }),
        async (game, messages) => {
          const table = await tableWith(game);
          for (const [user, admin, text] of messages) {
            const before = table.dice.drawn;
            const reply = await table.say(user, text, admin);
            const intent = readMessage(text);
            const rolled = table.dice.drawn > before;
            seen.texts++;
            if (text.length > 50_000) seen.huge++;
            if (rolled) seen.rolled++;
            if (reply) seen.answered++;
            if (rolled) {
              const skip = intent?.kind === 'command' && intent.name === 'skip' && admin;
              // read from cues against the legal moves: a verb that rolls (or names the dice a roll takes) stands
              const rollCue = intent !== null && intent.kind !== 'command' && (cuesOf(intent)?.acts ?? []).some((a) => a.verb === 'roll' || a.verb === 'reroll' || a.verb === 'keep');
              const why = `dice drawn for ${JSON.stringify(text.slice(0, 80))}`;
              expect(rollCue || skip, why).toBe(true);
            }
            if (intent === null) expect(reply).toBeNull(); // ordinary chat: the channel stays quiet
            if (reply) expect(toPlain(reply.rich).length).toBeLessThan(4096); // never echoes a huge message back
          }
          expect(table.errors).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
    // Not a vacuous run: it rolled, answered, and pushed 100 KB messages through.
    expect(seen.rolled).toBeGreaterThan(10);
    expect(seen.answered).toBeGreaterThan(300);
    expect(seen.huge).toBeGreaterThan(50);
    console.info(`fuzz: ${seen.texts} texts (${seen.huge} of ~100 KB), ${seen.answered} answered, ${seen.rolled} rolled dice`);
  }, 300_000); // CPU-bound (1,000 tables): on a 2-core machine shared with other work it may take minutes
});
