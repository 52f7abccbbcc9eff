// Issue 53: every form a morphology dictionary gives the roll verbs and the die nouns of RULES.md §1 — not the
// reader's lexicon — in a roll phrase of the player on turn is that roll. The lemmas below are the ones RULES.md
// names; their forms come from the Hunspell dictionaries (dictionary-ru, -uk, -en), as a speller knows them.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HunspellReader } from 'hunspell-reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const require = createRequire(import.meta.url);
const CRAPS: Moment = { game: 'craps', phase: 'turn' };
/** outside a game a roll phrase is a free roll of the dice it names: a noun in the singular names one */
const FREE: Moment = { game: 'none' };

/** The roll verbs and die nouns of RULES.md §1, with a noun (resp. verb) to make a roll phrase of each form. */
const LANGUAGES = [
  { language: 'ru', verbs: ['бросать', 'бросить', 'кидать', 'кинуть'], nouns: ['кость', 'кубик'], noun: 'кости', verb: 'бросаю' },
  { language: 'uk', verbs: ['кидати', 'кинути'], nouns: ['кістка', 'кубик'], noun: 'кості', verb: 'кидаю' },
  { language: 'en', verbs: ['roll', 'throw', 'toss'], nouns: [], noun: 'the dice', verb: 'roll' },
] as const;

/**
 * The forms no player says their own roll with: the third person plural (people in general: «бросают»), gerunds and
 * impersonal forms, and the nouns a speller derives from a verb ("roller"). Every other form is: any person, number,
 * tense or aspect (RULES.md §1), the third person singular as a chat's role-play voice («*кидает кости*»).
 */
const NOT_A_SAID_FORM: Record<string, RegExp> = {
  ru: /(?:[аеиоуыя]в|вши|[ая]|ут|ют|ат|ят)$/,
  uk: /(?:чи|вши|но|то|уть|ють|ять|ать)$/,
  en: /(?:'s|er|ers|ings|able)$/,
};

async function formsOf(language: string, lemmas: readonly string[]): Promise<string[]> {
  const dir = dirname(require.resolve(`dictionary-${language}`));
  const dictionary = await HunspellReader.createFromFiles(join(dir, 'index.aff'), join(dir, 'index.dic'));
  const entries = new Map(dictionary.dic.map((entry) => [entry.split('/')[0], entry]));
  const forms = new Set<string>();
  for (const lemma of lemmas) {
    const entry = entries.get(lemma);
    expect(entry, `${lemma} in the ${language} dictionary`).toBeDefined();
    for (const form of new HunspellReader({ aff: dictionary.aff, dic: [entry!] }).wholeWords()) forms.add(form.toLowerCase());
  }
  return [...forms];
}

describe('every dictionary form of the roll verbs and die nouns is read as the roll', () => {
  const phrases: Array<{ language: string; text: string; at: Moment }> = [];
  beforeAll(async () => {
    for (const { language, verbs, nouns, noun, verb } of LANGUAGES) {
      for (const form of await formsOf(language, verbs)) {
        if (NOT_A_SAID_FORM[language]!.test(form) || (language === 'en' && !form.startsWith(form.slice(0, 3)))) continue;
        phrases.push({ language, text: `${form} ${noun}`, at: CRAPS });
      }
      for (const form of await formsOf(language, nouns)) phrases.push({ language, text: `${verb} ${form}`, at: FREE });
    }
  }, 60_000);

  it('reads at least 99 % of them as the roll: a verb form with «кости» in Craps, a noun form as a free roll', () => {
    const misses: string[] = [];
    for (const { language, text, at } of phrases) {
      const got = outcomeOf(handleAt(text, at, language), at);
      if (got.do !== 'roll' || (at === CRAPS && got.count !== 2)) misses.push(`${language} ${JSON.stringify(text)}: ${JSON.stringify(got)}`);
    }
    console.log(`dictionary forms read as the roll: ${phrases.length - misses.length}/${phrases.length}\n${misses.join('\n')}`);
    expect(phrases.length).toBeGreaterThan(100);
    expect((phrases.length - misses.length) / phrases.length).toBeGreaterThanOrEqual(0.99);
  });
});

describe('the generated word forms', () => {
  it('are made from the lexicons and dictionaries as they are now (else run scripts/word-forms.ts)', async () => {
    const { wordFormsDigest } = await import('../../scripts/word-forms-digest.ts');
    const { WORD_FORMS_DIGEST } = await import('../../src/reading/cues/word-forms.generated.ts');
    expect(WORD_FORMS_DIGEST).toBe(wordFormsDigest());
  });
});
