// The language of the operator's own lines (--help, --version, backup, the start's warnings): the terminal's locale
// (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them) when it is one the Butler speaks, else English — the language of
// the docs an operator reads beside them. The chats' language is another matter (their settings, --lang).
import { isLanguage, type Language } from '../core/language.ts';

export function cliLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  const code = /^[a-z]{2}/i.exec(locale)?.[0]?.toLowerCase();
  return isLanguage(code) ? code : 'en';
}
