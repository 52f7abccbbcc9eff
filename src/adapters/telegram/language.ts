// What Telegram says about a chat's language: only the app language of the person writing (`language_code`), which
// becomes the chat's default when an admin writes first (see sessions/chat-language.ts). Ukrainian, English and
// Russian are taken as they are; any other language gets Russian, the Butler's own.
import { languageFromCode } from '../../sessions/chat-language.ts';
import { DEFAULT_LANGUAGE, type Language, type PlatformLanguage } from '../../core/language.ts';

export function speakerLanguage(user: { language_code?: string } | undefined): PlatformLanguage | undefined {
  if (!user?.language_code) return undefined;
  return { language: telegramLanguage(user.language_code), from: 'speaker' };
}

export function telegramLanguage(code: string): Language {
  return languageFromCode(code) ?? DEFAULT_LANGUAGE;
}
