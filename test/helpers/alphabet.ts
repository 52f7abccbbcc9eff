// The alphabet rules of issue #17: an English reply has no Cyrillic (player names come in as data and are left out
// by the caller), a Ukrainian reply has none of the Russian-only letters ы э ъ ё.
const CYRILLIC = /[\u0400-\u04FF]/gu;
const RUSSIAN_ONLY = /[ыэъёЫЭЪЁ]/gu;
const UKRAINIAN_ONLY = /[іїєґІЇЄҐ]/u;

/** The samples (key → text) that break the rule, with the offending letters: {} when all pass. */
export function notEnglish(samples: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(samples)
      .map(([key, text]) => [key, (text.match(CYRILLIC) ?? []).join('')] as const)
      .filter(([, bad]) => bad.length > 0),
  );
}

export function notUkrainian(samples: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(samples)
      .map(([key, text]) => [key, (text.match(RUSSIAN_ONLY) ?? []).join('')] as const)
      .filter(([, bad]) => bad.length > 0),
  );
}

/** True when the text has a letter only Ukrainian uses: proof the text was translated, not left in Russian. */
export const looksUkrainian = (text: string) => UKRAINIAN_ONLY.test(text);
