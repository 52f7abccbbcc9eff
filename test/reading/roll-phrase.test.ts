// Roll phrases (RULES §1; the phrase list at the end of seeds/craps-and-bone-poker.ru.txt, underscore removed), as
// the Butler plays them: outside a game a free roll of the dice named; what is no roll phrase stays quiet, also on a
// turn that owes a roll.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, replyAt, roll, ASK, QUIET, REFUSE } from '../helpers/does-at.ts';

/** Outside a game, and on a turn that owes a roll of five: a broken roll phrase is quiet in both. */
const NO_ROLL_AT = [AT.noGame, AT.bonePokerRound1];

/** Every phrase the seed lists, exactly as written there (without the "_" that keeps the Butler quiet). */
const SEED_PHRASES: ReadonlyArray<readonly [string, number]> = [
  ['бросаю одну кость', 1],
  ['Бросаю одну кость', 1],
  ['бросаю кость', 1],
  ['Бросаю кость', 1],
  ['бросаю 1 кость', 1],
  ['Бросаю 1 кость', 1],
  ['бросаю кости', 2],
  ['Бросаю кости', 2],
  ['бросаю две кости', 2],
  ['Бросаю две кости', 2],
  ['бросаю 2 кости', 2],
  ['Бросаю 2 кости', 2],
  ['бросаю три кости', 3],
  ['Бросаю три кости', 3],
  ['бросаю 3 кости', 3],
  ['Бросаю 3 кости', 3],
  ['бросаю четыре кости', 4],
  ['Бросаю четыре кости', 4],
  ['бросаю 4 кости', 4],
  ['Бросаю 4 кости', 4],
  ['бросаю покер', 5],
  ['Бросаю покер', 5],
  ['бросаю Покер', 5],
  ['Бросаю Покер', 5],
  ['бросаю пять костей', 5],
  ['Бросаю пять костей', 5],
  ['бросаю 5 костей', 5],
  ['Бросаю 5 костей', 5],
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The ways a phrase is typed in a chat: case, punctuation, spaces, a sentence around it. */
const DRESSINGS: ReadonlyArray<readonly [string, (p: string) => string]> = [
  ['as written', (p) => p],
  ['lower case', (p) => p.toLowerCase()],
  ['capitalised', (p) => capitalize(p.toLowerCase())],
  ['UPPER CASE', (p) => p.toUpperCase()],
  ['with "!"', (p) => `${p}!`],
  ['with "..." and spaces', (p) => `  ${p}...  `],
  ['in quotes', (p) => `«${p}»`],
  ['in brackets with "?!"', (p) => `(${p}?!)`],
  ['double spaces inside', (p) => p.replace(/ /g, '  ')],
  ['a tab and a no-break space inside', (p) => p.replace(' ', '\t').replace(' ', '\u00a0')],
  ['after other words', (p) => `Ну что, ${p.toLowerCase()}!`],
  ['before other words', (p) => `${p} — поехали`],
  ['on the second line', (p) => `моя очередь\n${p}`],
  ['with an emoji', (p) => `🎲 ${p} 🎲`],
];

describe('roll phrases from the seed', () => {
  for (const [phrase, count] of SEED_PHRASES) {
    it.each(DRESSINGS)(`GIVEN no game WHEN the seed phrase "${phrase}" (%s) is sent THEN a free roll of ${count}`, (_name, dress) => {
      expect(doesAt(dress(phrase), AT.noGame)).toEqual(roll(count));
    });
    it(`GIVEN "${phrase.replace('росаю', 'ро_саю')}" as the seed writes it WHEN it is sent, outside a game or on a turn to roll THEN the Butler stays quiet`, () => {
      for (const at of NO_ROLL_AT) expect(doesAt(phrase.replace('росаю', 'ро_саю'), at)).toEqual(QUIET);
    });
  }
});

describe('roll phrase variants of RULES §1', () => {
  it.each([
    // кидаю = бросаю
    ['кидаю кости', 2],
    ['Кидаю 3 кости', 3],
    ['КИДАЮ ПОКЕР', 5],
    ['кидаю кость', 1],
    // один/одна, кубик forms
    ['бросаю один кубик', 1],
    ['бросаю одна кость', 1],
    ['бросаю кубик', 1],
    ['Кидаю кубик!', 1],
    ['бросаю два кубика', 2],
    ['бросаю 2 кубика', 2],
    ['бросаю кубики', 2],
    ['бросаю три кубика', 3],
    ['бросаю 4 кубика', 4],
    ['бросаю четыре кубика', 4],
    ['бросаю пять кубиков', 5],
    ['бросаю 5 кубиков', 5],
    // ё = е (the phrase words with е: две, четыре, костей, покер)
    ['бросаю двё кости', 2],
    ['бросаю четырё кости', 4],
    ['бросаю пять костёй', 5],
    ['бросаю покёр', 5],
    ['БРОСАЮ ПОКЁР', 5],
    ['БРОСАЮ ПЯТЬ КОСТЁЙ', 5],
    // wrong agreement typed in a hurry
    ['бросаю 5 кости', 5],
    ['бросаю две костей', 2],
    ['бросаю одну кости', 1],
    ['бросаю три костей', 3],
    ['бросаю 1 кубиков', 1],
    ['бросаю пять кубик', 5],
    ['бросаю 4 кость', 4],
  ] as const)('GIVEN no game WHEN "%s" is sent THEN a free roll of %s', (text, count) => {
    expect(doesAt(text, AT.noGame)).toEqual(roll(count));
  });

  it('GIVEN ё elsewhere in a message with a roll phrase WHEN it is sent THEN it is still a roll', () => {
    expect(doesAt('Ещё раз: бросаю кости!', AT.noGame)).toEqual(roll(2));
    expect(doesAt('ЁЛКИ, БРОСАЮ КОСТИ', AT.noGame)).toEqual(roll(2));
  });

  it('GIVEN a roll phrase in any mix of letter case WHEN it is sent THEN it is a roll', () => {
    expect(doesAt('бРоСаЮ ТрИ кОсТи', AT.noGame)).toEqual(roll(3));
    expect(doesAt('КиДаЮ пОкЕр', AT.noGame)).toEqual(roll(5));
  });

  it('GIVEN a 1000 turn with three dice left WHEN a roll phrase is taken back by another («бросаю кость, нет, бросаю три кости», «…ой, бросаю 2 кости») THEN the Butler asks which, nothing rolled (a correction is asked about, issue 43)', () => {
    expect(doesAt('бросаю кость, нет, бросаю три кости', AT.thousandBankable)).toEqual(ASK);
    expect(doesAt('бросаю костей… ой, бросаю 2 кости', AT.thousandBankable)).toEqual(ASK);
  });

  it('GIVEN a non-phrase before a roll phrase WHEN the message is sent THEN the non-phrase is skipped and the phrase rolled', () => {
    expect(doesAt('бро_саю кости, а теперь по-настоящему: бросаю кости', AT.noGame)).toEqual(roll(2));
  });
});

describe('counts outside 1..5', () => {
  it.each([
    ['бросаю 0 костей', 0],
    ['бросаю 6 костей', 6],
    ['Бросаю 7 кубиков!', 7],
    ['бросаю 10 костей', 10],
    ['бросаю 99 кости', 99],
    ['бросаю 00 костей', 0],
    ['бросаю ноль костей', 0],
    ['бросаю нуль кубиков', 0],
    ['бросаю шесть костей', 6],
    ['БРОСАЮ ШЁСТЬ КОСТЁЙ', 6],
    ['кидаю семь кубиков', 7],
    ['бросаю десять костей', 10],
    ['бросаю сто костей', 100],
    ['бросаю -1 кость', -1],
  ] as const)('GIVEN no game WHEN "%s" is sent THEN the roll is refused: %s dice is no count (nothing rolled)', (text, _count) => {
    expect(doesAt(text, AT.noGame)).toEqual(REFUSE);
  });

  it('GIVEN a roll of a digit string too long for a number WHEN it is sent THEN it is refused, quoting its digits as typed (clipped)', () => {
    const huge = `бросаю ${'9'.repeat(400)} костей`;
    expect(doesAt(huge, AT.noGame)).toEqual(REFUSE);
    expect(replyAt(huge, AT.noGame)).toContain(`${'9'.repeat(30)}…`);
    expect(replyAt(huge, AT.noGame)).not.toContain('9'.repeat(31));
    expect(replyAt('бросаю 99999999999999999999 костей', AT.noGame)).toContain('99999999999999999999');
  });

  it('GIVEN a roll of "05" dice WHEN it is sent THEN a roll of five', () => {
    expect(doesAt('бросаю 05 костей', AT.noGame)).toEqual(roll(5));
  });
});

describe('broken words are not roll phrases', () => {
  it.each([
    'бро_саю кости',
    'Бро_саю покер',
    'бр-осаю кости',
    'бро саю кости',
    'бро.саю кости',
    'бро\u00adсаю кости', // soft hyphen
    'бро\u200bсаю кости', // zero-width space
    'бросаю_кости',
    'бросаю кости_',
    '_бросаю кости',
    'xбросаю кости',
    'Xбросаю кости',
    '5бросаю кости',
    'бросаю ко_сти',
    'бросаю 3_кости',
    'бросаю3 кости',
    'бросаю 3кости',
    'бросаю костиx',
    'бросаю кости2',
    'бросаю костии',
    'бросаю покерр',
    'бросаю по_кер',
    'пробросаю кости',
    'бросаюю кости',
    'кид_аю кости',
    'бросаю ко\u0301сть', // a stress mark inside the word
  ])('GIVEN the message %j WHEN it is sent, outside a game or on a turn to roll THEN the Butler stays quiet', (text) => {
    for (const at of NO_ROLL_AT) expect(doesAt(text, at)).toEqual(QUIET);
  });
});

describe('look-alike letters are not roll phrases', () => {
  it.each([
    ['Latin p in the verb', 'бpосаю кости'],
    ['Latin o in the verb', 'брoсаю кости'],
    ['Latin c in the verb', 'броcаю кости'],
    ['Latin a in the verb', 'кидaю кости'],
    ['Latin K in the verb', 'Kидаю кости'],
    ['Latin o and c in the noun', 'бросаю кocти'],
    ['Latin o in покер', 'бросаю пoкер'],
    ['Latin e in покер', 'бросаю покeр'],
    ['Latin y in кубик', 'бросаю кyбик'],
    ['Greek omicron in the verb', 'бροсаю кости'],
    ['Cyrillic narrow o (U+1C82) in the verb', 'бр\u1c82саю кости'],
    ['Cyrillic З for the digit 3', 'бросаю З кости'],
    ['fullwidth digit', 'бросаю ３ кости'],
    ['Arabic-Indic digit', 'бросаю ٣ кости'],
    ['Greek omicron glued before the verb', 'οбросаю кости'],
  ])('GIVEN a roll phrase with %s (%j) WHEN it is sent, outside a game or on a turn to roll THEN no roll: the Butler stays quiet', (_name, text) => {
    for (const at of NO_ROLL_AT) expect(doesAt(text, at)).toEqual(QUIET);
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(['бросаю, кости', 'бросаю - кости', 'бросаю три', 'бросаю 3', 'бросаю', 'бросаю костей', 'бросаю кубика', 'бросаю кубиков'])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(readMessage(text)?.kind).toBe('move');
  });
});

// Issue 53, after heldout18: the English "roll" as a Russian or Ukrainian verb, with one «л» or two («ролю», «роллю»,
// «рольну», «ролимо»), is the roll; words that only start alike («ролики», «роль») are not
describe('the loan verb «ролить»', () => {
  it.each(['ок, ролю', 'роллю', 'рольну', 'ок ролим', 'ролимо'])('GIVEN a Craps turn WHEN «%s» THEN two dice are rolled', (text) => {
    expect(doesAt(text, { game: 'craps', phase: 'turn' }, /[іїє]|имо/.test(text) ? 'uk' : 'ru')).toEqual(roll(2));
  });

  it.each(['ролики купил', 'роль сыграл'])('GIVEN a Craps turn WHEN «%s» THEN nothing happens', (text) => {
    expect(doesAt(text, { game: 'craps', phase: 'turn' }, 'ru')).toEqual(QUIET);
  });
});
