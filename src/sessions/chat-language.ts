// The language a chat is spoken to in: the `language` setting an admin chose, else the one the platform suggested
// when the chat first spoke to the Butler (Telegram: an admin's app language; Discord: the server's preferred
// locale; console: --lang), else Russian.
import { DEFAULT_LANGUAGE, isLanguage, type Language, type PlatformLanguage } from '../core/language.ts';
import type { ChannelSession } from './session.ts';

export const LANGUAGE_SETTING = 'language';

export function languageOf(session: Pick<ChannelSession, 'settings' | 'platformLanguage'>): Language {
  const chosen = session.settings[LANGUAGE_SETTING];
  return isLanguage(chosen) ? chosen : (session.platformLanguage ?? DEFAULT_LANGUAGE);
}

/**
 * The session with the platform's suggestion kept, or the same object when there is nothing to keep: an admin's
 * choice wins, a speaker's language counts once and only from an admin, a place's language is followed.
 */
export function withPlatformLanguage(
  session: ChannelSession,
  hint: PlatformLanguage | undefined,
  speakerIsAdmin: boolean,
): ChannelSession {
  if (!hint || isLanguage(session.settings[LANGUAGE_SETTING])) return session;
  if (hint.from === 'speaker' && (session.platformLanguage !== undefined || !speakerIsAdmin)) return session;
  if (session.platformLanguage === hint.language) return session;
  return { ...session, platformLanguage: hint.language };
}

/**
 * A platform's language code as a language the Butler speaks, or null: Ukrainian and English by their codes
 * ("uk", "en", "en-US", "en-GB"), Russian by "ru"; anything else is Russian by the caller's default.
 */
export function languageFromCode(code: string | undefined | null): Language | null {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * The last language seen for each chat, for what is said outside the chat's lock (a busy store, an admin refusal,
 * a query) and to know which chats still wait for a platform suggestion. Only a memory: the session is the truth.
 */
export class KnownLanguages {
  private readonly chats = new Map<string, { language: Language; settled: boolean; noted: number }>();
  /** how many notes were taken (an entry's `noted` says when it last moved to the newest end) */
  private notes = 0;

  constructor(private readonly capacity = 50_000) {}

  /** Remembers what `session` says about `chat` (called with every session loaded or written). */
  note(chat: string, session: Pick<ChannelSession, 'settings' | 'platformLanguage'>): void {
    const settled = isLanguage(session.settings[LANGUAGE_SETTING]) || session.platformLanguage !== undefined;
    const language = languageOf(session);
    const now = ++this.notes;
    const known = this.chats.get(chat);
    // Nothing changed (this runs with every write): the entry stays where it is unless it has drifted a tenth of the
    // capacity towards the oldest end, so that a chat that keeps writing is never the one evicted, and most writes
    // cost one map operation instead of three.
    if (known !== undefined && known.language === language && known.settled === settled && now - known.noted < this.capacity / 10) return;
    this.chats.delete(chat);
    this.chats.set(chat, { language, settled, noted: now });
    if (this.chats.size > this.capacity) this.chats.delete(this.chats.keys().next().value!);
  }

  language(chat: string): Language | undefined {
    return this.chats.get(chat)?.language;
  }

  /** True when the chat is known to have a language already (chosen, or suggested by the platform). */
  settled(chat: string): boolean {
    return this.chats.get(chat)?.settled ?? false;
  }
}
