// The language of the operator's own lines (--help, --version, backup, the start's warnings): the terminal's locale
// (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them) when it is one the Butler speaks, else English — the language of
// the docs an operator reads beside them. The chats' language is another matter (their settings, --lang).
import { isLanguage, type Language } from '../core/language.ts';

export function cliLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  const code = /^[a-z]{2}/i.exec(locale)?.[0]?.toLowerCase();
  return isLanguage(code) ? code : 'en';
}

export interface LanguageFlag {
  /** `--lang`'s language, else the terminal's (cliLanguage) */
  language: Language;
  /** the arguments without `--lang X` / `--lang=X` */
  args: string[];
  /** `--lang` was given without a language the Butler speaks: the command answers with its usage */
  bad: boolean;
}

/**
 * A subcommand's `--lang ru|uk|en` (anywhere before `--`), as the console takes it: the language its own lines are
 * printed in — `npx butler --help` in English is followed by `verify`, `record` and `chances` in English too.
 */
export function languageFlag(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): LanguageFlag {
  const args: string[] = [];
  let language = cliLanguage(env);
  let bad = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      args.push(...argv.slice(i));
      break;
    }
    if (arg !== '--lang' && !arg.startsWith('--lang=')) {
      args.push(arg);
      continue;
    }
    const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
    if (isLanguage(value)) language = value;
    else bad = true;
  }
  return { language, args, bad };
}
