// The words of a lexicon that a typo is forgiven in besides the move verbs and die nouns (issue 53, RULES.md §1: one
// letter wrong or missing in a word of five letters or more): the faces («едницу» for «единицу»), the words of "the
// rest", "all" and "but" ("remaning"), and the counts a game rolls. Shared by the reader (words.ts) and the build step
// that finds the real words near them (scripts/word-forms.ts), so both know the same targets.
import type { Lexicon } from './types.ts';

/** The shortest word a typo is forgiven in. */
export const TYPO_MIN = 5;

const LETTERS = /^[\p{L}']+$/u;

/** The words of the box names a misspelling is forgiven in (words.ts fuzzyBoxAt): their near real words stay words. */
export function boxTypoWords(lexicon: Lexicon): string[] {
  return [...new Set(lexicon.boxes.flatMap(([, names]) => names.flatMap((name) => name.split(/[\s.-]+/))))].filter((word) => word.length >= TYPO_MIN - 1 && LETTERS.test(word));
}

export function lexiconTypoWords(lexicon: Lexicon): string[] {
  const words = [
    ...lexicon.faces.flatMap(([, stems]) => stems.flatMap((stem) => [...lexicon.pluralEndings, ...lexicon.singularEndings].map((ending) => stem + ending))),
    ...lexicon.facesAfterCount.keys(),
    // (a stem is no whole word: only the words listed whole)
    ...(lexicon.stems ? [] : lexicon.rest),
    ...lexicon.all,
    ...lexicon.except,
    ...[...lexicon.numbers].filter(([, n]) => n >= 1 && n <= 5).map(([word]) => word),
  ];
  return [...new Set(words)].filter((word) => word.length >= TYPO_MIN && LETTERS.test(word));
}
