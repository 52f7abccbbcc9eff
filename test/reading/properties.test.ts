// Properties over generated messages: the parser never throws, and nothing but a roll verb makes a roll.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_POKER_BOXES } from '../../src/reading/intent.ts';
import type { Intent } from '../../src/reading/intent.ts';
import { parseMessage } from '../../src/reading/index.ts';
import { parsePhrase } from '../../src/reading/phrase.ts';
import { mayBePhrase } from '../../src/reading/quick-check.ts';

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

const hasRollVerb = (s: string) => /бросаю|кидаю|roll/.test(s.toLowerCase().replace(/ё/g, 'е'));

function isWellFormed(intent: Intent): boolean {
  const isDie = (v: number) => Number.isInteger(v) && v >= 1 && v <= 6;
  switch (intent.kind) {
    case 'roll':
      return (
        (intent.count === 'all' || (intent.count >= 1 && intent.count <= 5)) &&
        (intent.reroll === undefined || intent.reroll.every(isDie)) &&
        (intent.keep === undefined || intent.keep.every(isDie))
      );
    case 'keep':
      return intent.values.every(isDie);
    case 'bad_reroll':
      return intent.value === undefined || intent.value < 1 || intent.value > 6;
    case 'ambiguous':
      return intent.options.length >= 2 && intent.options.every(isWellFormed);
    case 'bad_count':
      return Number.isInteger(intent.count) && (intent.count < 1 || intent.count > 5);
    case 'reroll':
      return intent.values.length > 0 && intent.values.every(isDie);
    case 'pass':
    case 'bank':
    case 'hint':
      return true;
    case 'score':
      return (intent.box === null || DICE_POKER_BOXES.includes(intent.box)) && typeof intent.raw === 'string';
    case 'move':
      return intent.cues.move && intent.cues.keep.concat(intent.cues.reroll).every((d) => d.n === 'all' || d.n >= 1);
    case 'command':
      return /^[a-z0-9_]+$/.test(intent.name) && intent.args === intent.args.trim();
  }
}

describe('parser properties', () => {
  it('GIVEN any message and bot name WHEN it is parsed THEN it never throws and returns null or a well-formed intent', () => {
    fc.assert(
      fc.property(anyMessage, fc.option(fc.string({ maxLength: 10 }), { nil: undefined }), (text, bot) => {
        const intent = parseMessage(text, bot);
        expect(intent === null || isWellFormed(intent)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('GIVEN a message without "бросаю"/"кидаю"/"roll" (any case, ё = е) WHEN it is parsed THEN it is never a roll', () => {
    fc.assert(
      fc.property(anyMessage, (text) => {
        fc.pre(!hasRollVerb(text));
        const kind = parseMessage(text)?.kind;
        expect(kind === 'roll' || kind === 'bad_count').toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('GIVEN a roll phrase with a character inserted inside the verb WHEN it is parsed THEN it is no roll', () => {
    const phrases = ['бросаю кости', 'Бросаю три кости', 'кидаю покер', 'БРОСАЮ 5 КОСТЕЙ', 'кидаю кубик'];
    const breakers = ['_', '-', '.', ' ', 'x', 'o', '1', '\u00ad', '\u200b', '\u0301', '\ufe0f', '🎲', "'"];
    fc.assert(
      fc.property(
        fc.constantFrom(...phrases),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...breakers),
        (phrase, at, breaker) => {
          const text = phrase.slice(0, at) + breaker + phrase.slice(at);
          const kind = parseMessage(text)?.kind;
          expect(kind === 'roll' || kind === 'bad_count').toBe(false);
        },
      ),
    );
  });

  it('GIVEN a roll phrase inside any chat that keeps it a separate word WHEN it is parsed THEN it is still a roll', () => {
    const around = fc.string({ unit: fc.constantFrom(...'аб вгд,.!?:;()«»🎲\n'), maxLength: 20 });
    fc.assert(
      fc.property(around, around, (before, after) => {
        const text = `${before} бросаю три кости ${after}`;
        // Another phrase of the same kind could come first only if the text held a roll verb, which it cannot.
        expect(parseMessage(text)).toMatchObject({ kind: 'roll', count: 3 });
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
    for (const text of inputs) parseMessage(text);
    // Generous: the real cost is well under a millisecond each; this only catches a runaway scan.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the quick check', () => {
  it('GIVEN any message that holds a phrase WHEN the quick check runs THEN it lets the message through', () => {
    fc.assert(
      fc.property(anyMessage, (text) => {
        if (parsePhrase(text) !== null) expect(mayBePhrase(text)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('GIVEN plain chat WHEN the quick check runs THEN it rejects it', () => {
    expect(mayBePhrase('привет, как дела? сегодня в шесть собираемся')).toBe(false);
  });
});
