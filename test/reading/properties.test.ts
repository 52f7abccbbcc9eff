// Properties over generated messages: the parser never throws, and nothing but a roll verb makes the Butler roll.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Intent } from '../../src/reading/intent.ts';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, roll } from '../helpers/does-at.ts';
import { findCues } from '../../src/reading/cues/find-cues.ts';
import { capText } from '../../src/reading/normalize.ts';
import { mayHoldCues, quickCheck } from '../../src/reading/quick-check.ts';

/** Letters of the phrases, their look-alikes, separators and a few troublemakers. */
const PHRASE_ALPHABET = [
  ...'бросаюкидтвеняьпчшкубиеёБРОСАЮКИДЁ',
  ...'pocaeyxK', // Latin look-alikes
  ...'0123456789',
  ' ', ' ', ' ', '\n', '\t', '\u00a0', ',', '.', '!', '?', '_', '-', '«', '»', '/', '@',
  '\u00ad', '\u200b', '\u200d', '\ufe0f', '\u0301', '\u1c82', '🎲', '\ud800', '\udc00',
];

const phraseLike = fc.string({ unit: fc.constantFrom(...PHRASE_ALPHABET), maxLength: 60 });
/** Words and fragments that appear in the phrases, glued by anything. */
const wordSoup = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'бросаю', 'кидаю', 'бро_саю', 'кости', 'кость', 'кубика', 'костей', 'покер', 'три', '3', '6', 'шесть',
        'перебрасываю', '4', 'и', ',', 'пас', 'хватит', 'записываю', 'в', 'каре', 'тройку', '/start', '@bot',
        // Ukrainian and English (issue 17), with the apostrophes and the words the quick check keys by prefix
        'кидаю', 'кістки', "п'ять", 'пʼять', 'кубиків', 'перекидаю', 'і', 'досить', 'записую', 'у', 'трійку',
        'roll', 'the', 'dice', 'die', 'reroll', 'keep', 'stop', 'score', 'full', 'house', 'of', 'a', 'kind',
      ),
      fc.constantFrom(' ', '  ', '_', '-', '', '!', 'x', 'ё'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
/** Any UTF-16 code units, lone surrogates and control characters included. */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 80 })
  .map((units) => String.fromCharCode(...units));
const anyMessage = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  codeUnits,
  phraseLike,
  wordSoup,
  wordSoup.map((s) => s.toUpperCase()),
);

// a reroll verb alone rolls the dice a turn owes (issue 24): «перебрасываю» on a turn to roll is a roll
const hasRollVerb = (s: string) => /бросаю|кидаю|roll|перебрасываю/.test(s.toLowerCase().replace(/ё/g, 'е'));

function isWellFormed(intent: Intent): boolean {
  switch (intent.kind) {
    case 'bad_count':
      // a count out of range, or one broken inside and said back as typed («п_ять»)
      return (Number.isInteger(intent.count) && (intent.count < 1 || intent.count > 5)) || (Number.isNaN(intent.count) && typeof intent.typed === 'string');
    case 'hint':
    case 'turn_question':
      return true;
    case 'move':
      return (intent.cues.move || intent.cues.question || intent.cues.boxClause) && intent.cues.keep.concat(intent.cues.reroll).every((d) => d.n === 'all' || d.n >= 1);
    case 'command':
      return /^[a-z0-9_]+$/.test(intent.name) && intent.args === intent.args.trim();
    case 'unknown_box':
      return typeof intent.raw === 'string' && intent.raw.length <= 64;
  }
}

/** What the Butler may do with any message at the moments below: never anything it has no word for. */
const KNOWN_DOINGS = new Set(['roll', 'reroll', 'pass', 'bank', 'score', 'ask', 'refuse', 'quiet', 'answer']);

/** Outside a game, and on a turn that owes a roll of five: where a roll verb is what makes dice roll. */
const ROLL_MOMENTS = [AT.noGame, AT.bonePokerRound1];
/** Whether the Butler rolled dice for the message (or, outside a game, where nothing else is refused, a roll's count). */
function rolls(text: string, at: (typeof ROLL_MOMENTS)[number]): boolean {
  const did = doesAt(text, at).do;
  return did === 'roll' || (at.game === 'none' && did === 'refuse');
}


describe('parser properties', () => {
  it('GIVEN any message and bot name WHEN it is parsed THEN it never throws and returns null or a well-formed intent', () => {
    fc.assert(
      fc.property(anyMessage, fc.option(fc.string({ maxLength: 10 }), { nil: undefined }), (text, bot) => {
        const intent = readMessage(text, bot);
        expect(intent === null || isWellFormed(intent)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('GIVEN any message WHEN the player on turn sends it in a running game THEN the Butler never throws and does only what it has a word for', () => {
    const moments = [AT.bonePokerRound1, AT.bonePokerRound2([2, 2, 4, 5, 6]), AT.dicePokerRolled([3, 3, 3, 5, 5]), AT.thousandBankable];
    fc.assert(
      fc.property(anyMessage, fc.constantFrom(...moments), (text, at) => {
        expect(KNOWN_DOINGS.has(doesAt(text, at).do)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('GIVEN a message without "бросаю"/"кидаю"/"roll"/"перебрасываю" (any case, ё = е) WHEN it is sent outside a game or on a turn to roll THEN no dice are rolled', () => {
    fc.assert(
      fc.property(anyMessage, fc.constantFrom(...ROLL_MOMENTS), (text, at) => {
        fc.pre(!hasRollVerb(text));
        expect(rolls(text, at)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('GIVEN a roll phrase with a character inserted inside the verb WHEN it is sent outside a game or on a turn to roll THEN no dice are rolled', () => {
    const phrases = ['бросаю кости', 'Бросаю три кости', 'кидаю покер', 'БРОСАЮ 5 КОСТЕЙ', 'кидаю кубик'];
    const breakers = ['_', '-', '.', ' ', 'x', 'o', '1', '\u00ad', '\u200b', '\u0301', '\ufe0f', '🎲', "'"];
    fc.assert(
      fc.property(
        fc.constantFrom(...phrases),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...breakers),
        (phrase, at, breaker) => {
          const text = phrase.slice(0, at) + breaker + phrase.slice(at);
          for (const moment of ROLL_MOMENTS) expect(rolls(text, moment), JSON.stringify(moment)).toBe(false);
        },
      ),
    );
  });

  it('GIVEN a roll verb split after its stem («брос аю кости», «кида.ю кубик») WHEN sent outside a game THEN no dice are rolled: a broken word', () => {
    for (const text of ['брос аю кости', 'брос.аю кости', 'кида ю кубик', 'кида.ю кубик']) expect(rolls(text, AT.noGame), text).toBe(false);
  });

  it('GIVEN no game WHEN a roll phrase is sent inside any chat that keeps it a separate word THEN three dice are rolled', () => {
    // A word of chat at most on each side: three words the reader does not know make the message talk (the gate of
    // cues/); no "?" (a question is never applied) and no «б» (a wish, «бросил б…»): test/reading/corpus/README.md.
    const marks = fc.string({ unit: fc.constantFrom(...' ,.!:;()«»🎲\n'), maxLength: 8 });
    const word = fc.constantFrom('', 'а', 'ав', 'гд', 'вагд');
    const around = fc.tuple(marks, word, marks).map((parts) => parts.join(''));
    fc.assert(
      fc.property(around, around, (before, after) => {
        const text = `${before} бросаю три кости ${after}`;
        // Another phrase of the same kind could come first only if the text held a roll verb, which it cannot.
        expect(doesAt(text, AT.noGame)).toEqual(roll(3));
      }),
    );
  });

  it('GIVEN huge and odd inputs WHEN they are parsed THEN all are answered within a second', () => {
    const inputs = [
      'бросаю '.repeat(100_000),
      'перебрасываю 1,'.repeat(100_000),
      'в '.repeat(500_000),
      '\ud800'.repeat(500_000),
      '\u0000'.repeat(500_000),
      `/${'a'.repeat(1_000_000)}`,
      `/start ${' '.repeat(1_000_000)}`,
    ];
    const started = performance.now();
    for (const text of inputs) readMessage(text);
    // Generous: the real cost is well under a millisecond each; this only catches a runaway scan.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the quick check', () => {
  it('GIVEN any message the cue finder reads as a move or a question WHEN the quick check runs THEN it lets the message through', () => {
    fc.assert(
      fc.property(anyMessage, (text) => {
        // the reader's first pass drops nothing the cue finder, run on its own, reads as a move or a question
        const cues = findCues(capText(text));
        if (cues !== null && (cues.move || cues.question)) expect(mayHoldCues(capText(text))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('GIVEN plain chat WHEN the quick check runs THEN it rejects it: nothing for any reader', () => {
    expect(quickCheck('привет, как дела? сегодня в шесть собираемся')).toBe(0);
  });
});
