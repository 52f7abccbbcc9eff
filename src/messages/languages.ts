// The languages the Butler speaks, as plain data with no imports: the session schema and the adapters read it
// without loading any text (the text itself is behind messages/index.ts).
export const LANGUAGES = ['ru', 'uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
