// The quick check drops a message before anything is read, so it may only ever let too much through: whatever the
// full readers take (the cue finder, a write into an unknown box, the hint and dice-check phrases), it must take too. Checked
// against the move corpus, against every word of every lexicon (read from the lexicons themselves, so a word added
// later is checked too) and against generated messages.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCues } from '../../src/reading/cues/find-cues.ts';
import { exactWords, phrases, stemEntries, TYPO_WORDS } from '../../src/reading/cues/words.ts';
import { DICE_CHECK_WORDS, isDiceCheckPhrase } from '../../src/reading/dice-check-phrase.ts';
import { HINT_WORDS, isHintPhrase } from '../../src/reading/hint-phrase.ts';
import { boxNamesByFirstWord } from '../../src/reading/cues/box-names.ts';
import { LEXICONS } from '../../src/reading/cues/lexicons.ts';
import type { Lexicon } from '../../src/reading/cues/types.ts';
import { capText } from '../../src/reading/normalize.ts';
import { unknownBoxIn } from '../../src/reading/refusals.ts';
import { tokenize } from '../../src/reading/tokens.ts';
import { MAY_ASK, MAY_CUE, MAY_UNKNOWN_BOX, quickCheck } from '../../src/reading/quick-check.ts';

/** What the quick check let through that a reader needed, or null when it let through all it had to. */
function dropped(text: string): string | null {
  const capped = capText(text);
  const may = quickCheck(capped);
  if ((may & MAY_CUE) === 0 && findCues(capped)?.move === true) return 'the cue finder reads a move';
  if ((may & MAY_CUE) === 0 && findCues(capped)?.question === true) return 'the cue finder reads a question';
  if ((may & MAY_UNKNOWN_BOX) === 0 && unknownBoxIn(tokenize(capped), capped) !== null) return 'a write into an unknown box';
  if ((may & MAY_ASK) === 0 && (isHintPhrase(capped) || isDiceCheckPhrase(capped))) return 'it asks for a hint or a check';
  return null;
}

function expectKept(texts: Iterable<string>): void {
  const lost: string[] = [];
  for (const text of texts) {
    const why = dropped(text);
    if (why !== null) lost.push(`${JSON.stringify(text)}: ${why}`);
  }
  expect(lost).toEqual([]);
}

const corpusDir = new URL('./corpus/', import.meta.url);
const corpusTexts = ['', 'heldout/'].flatMap((dir) =>
  readdirSync(new URL(dir, corpusDir))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(new URL(dir + f, corpusDir), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text),
);

/** The words of the lexicon fields the refusals and the hint request read as listed (the cue finder's are above). */
const listedWords = (l: Lexicon): string[] => [
  ...l.dieNouns,
  ...l.numbers.keys(),
  ...l.bigCounts.keys(),
  ...l.into,
  ...l.straight,
  ...l.sheet.verbs,
  ...l.sheet.into,
  ...l.hint.asks,
  ...l.hint.around,
];

/** Every word and set phrase the readers know, in the forms they read (a stem with each of its endings). */
const lexiconWords: string[] = [
  ...exactWords.keys(),
  ...[...stemEntries.values()].flat().flatMap(({ stem, endings }) => (endings === null ? [stem, `${stem}ые`] : [...endings].map((e) => stem + e))),
  ...[...phrases.values()].flat().map((p) => p.words.join(' ')),
  ...[...boxNamesByFirstWord.values()].flat().map((name) => name.words.join(' ')),
  ...TYPO_WORDS,
  ...LEXICONS.flatMap(listedWords),
  ...HINT_WORDS,
  ...DICE_CHECK_WORDS,
];

/** A word of the lexicons in the places a move puts it: alone, after and before a verb, after a link. */
const inPlaces = (w: string) => [w, `${w}!`, `ну ${w}`, `бросаю ${w}`, `${w} бросаю`, `оставляю ${w}`, `записываю в ${w}`, `в ${w}`, `кидаю ${w}`, `roll ${w}`, `keep ${w}`, `score ${w}`, w.toUpperCase()];

describe('quick check', () => {
  it('GIVEN every message of the move corpus and the held-out sets WHEN checked THEN none that a reader takes is dropped', () => {
    expect(corpusTexts.length).toBeGreaterThan(1000);
    expectKept(corpusTexts.flatMap((t) => [t, t.toUpperCase(), `${t} 🎲`]));
  });

  it('GIVEN every word and phrase of every lexicon WHEN checked in the places a move puts it THEN none that a reader takes is dropped', () => {
    expect(lexiconWords.length).toBeGreaterThan(1000);
    expectKept(lexiconWords.flatMap(inPlaces));
  });

  it('GIVEN every form of every move verb, every set phrase and every box name alone WHEN checked THEN it goes on to the readers', () => {
    const verbs = [
      ...[...exactWords].filter(([, cues]) => cues.some((c) => c.k === 'verb')).map(([w]) => w),
      ...[...stemEntries.values()].flat().filter((e) => e.cue.k === 'verb' && e.endings !== null).flatMap((e) => [...e.endings!].map((end) => e.stem + end)),
      ...[...phrases.values()].flat().filter((p) => p.cue.k === 'verb').map((p) => p.words.join(' ')),
      ...[...boxNamesByFirstWord.values()].flat().map((name) => name.words.join(' ')),
    ];
    expect(verbs.filter((w) => quickCheck(w) === 0)).toEqual([]);
  });

  it('GIVEN every verb the reader forgives a typo in, with each letter left out, changed, doubled or swapped WHEN checked THEN none that a reader takes is dropped', () => {
    const edits = (w: string): string[] => {
      const out: string[] = [];
      const letters = [...new Set([...w, 'а', 'о', 'x'])];
      for (let i = 0; i <= w.length; i++) {
        if (i < w.length) out.push(w.slice(0, i) + w.slice(i + 1));
        if (i + 1 < w.length) out.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
        for (const c of letters) {
          out.push(w.slice(0, i) + c + w.slice(i));
          if (i < w.length) out.push(w.slice(0, i) + c + w.slice(i + 1));
        }
      }
      return out;
    };
    // (the verbs typed most, whole, and one in 24 of the other forms forgiven: every edit of all of them is minutes)
    const typos = TYPO_WORDS.filter((w, i) => i < 40 || i % 24 === 0).flatMap(edits);
    expect(typos.filter((w) => findCues(w)?.move === true).length).toBeGreaterThan(100);
    expectKept(typos.flatMap((w) => [w, `${w} кости`, `ну ${w}`, `${w}!`]));
  });

  it('GIVEN generated messages of lexicon words, chat words and glue WHEN checked THEN none that a reader takes is dropped', () => {
    const pool = [...new Set(lexiconWords)].filter((w) => !w.includes(' '));
    const chat = ['курить', 'спорить', 'чай', 'право', 'палити', 'salt', 'calm', 'it', 'with', 'завтра', 'lol', '5', '66', '3d6', '5-ки'];
    const glue = [' ', ' ', ', ', '. ', '! ', '? ', ' - ', '-', ': ', '\n', ' 🎲 ', ' ⚂ ', '«', '»', '\u00a0', '_', '’', "'"];
    const message = fc
      .array(fc.tuple(fc.constantFrom(...pool, ...chat), fc.constantFrom(...glue), fc.boolean()), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.map(([w, g, upper]) => (upper ? w.toUpperCase() : w) + g).join(''));
    fc.assert(
      fc.property(message, (text) => {
        expect(dropped(text)).toBeNull();
      }),
      { numRuns: 5_000, seed: 2424 },
    );
  });

  it('GIVEN ordinary chat WHEN checked THEN it stops at the quick check', () => {
    for (const text of ['привет всем, как дела?', 'lol nice', '😂😂😂', 'https://example.com/rules', 'Спасибо за игру! Было весело 🎲🎲', 'дякую за гру!', 'завтра в восемь?', 'бросаю курить с понедельника', 'keep calm and carry on', 'длинное сообщение о том как прошёл день '.repeat(40)]) {
      expect(quickCheck(capText(text))).toBe(0);
    }
  });
});
