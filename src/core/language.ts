// The languages the Butler speaks, as plain data with no imports: the session schema, the config and the adapters
// read it without loading any text (the text itself is behind messages/index.ts).
export const LANGUAGES = ['ru', 'uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What a platform says about a chat's language, as the adapter read it from the update. */
export interface PlatformLanguage {
  language: Language;
  /**
   * 'speaker': the sender's own app language, which counts only when an admin sends it (Telegram), and only the
   * first time: the chat keeps it. 'place': the server's language (Discord), followed while no admin has chosen.
   */
  from: 'speaker' | 'place';
}
