// /settings in any language: the table's layout and the words an admin can type back. Each language gives its
// words for the settings and values (commands/settings-keys.ts accepts them back) and its sentences; the table,
// the alignment and the choice of example are the same everywhere.
import type { GameId } from '../../games/types.ts';
import { bold, lines, pre, type Rich } from '../rich.ts';

export interface SettingLine {
  key: string;
  game: GameId | null;
  value: string;
  allowed: readonly string[];
}

export interface SettingWords {
  /** the word for each setting and what it does, in a few words */
  keys: Record<string, { word: string; about: string }>;
  /** the word for each value; numbers stay numbers */
  values: Record<string, string>;
  /** the words for the placeholders in settings-keys.ts's allowed values ("1…1440 {minutes}", "@{role}"); '' drops one */
  units: Record<'minutes' | 'seconds' | 'role', string>;
  /** values never offered as the example (a range "1…1440", a placeholder) */
  notAnExample: RegExp;
}

export interface SettingTableWords {
  title: string;
  allGames: string;
  howToChange: string;
}

/** The /settings sentences; keys and values arrive already in the language's words. */
export interface SettingSentences {
  /** after "✅ <setting>: <value>" */
  changed: string;
  changedForServer: string;
  unknownKey(raw: string, keys: string): string;
  badValue(key: string, raw: string, allowed: string, example: string): string;
  missingValue(key: string, current: string, allowed: string, example: string): string;
  serverOnly(key: string): string;
  gameRunning: string;
}

/** /settings of one language: the table and the sentences, each setting and value named by the word typed back. */
export function settingsIn(words: SettingWords & { table: SettingTableWords; say: SettingSentences }) {
  const keyWord = (key: string) => words.keys[key]?.word ?? key;
  const valueWord = (value: string) => words.values[value] ?? value;
  const withUnits = (value: string) =>
    value.replace(/ ?\{(minutes|seconds|role)\}/g, (placeholder, unit: keyof SettingWords['units']) =>
      words.units[unit] === '' ? '' : placeholder.replace(`{${unit}}`, words.units[unit]),
    );
  const allowedWords = (allowed: readonly string[]) => allowed.map((v) => valueWord(withUnits(v))).join(', ');
  const example = (key: string, allowed: readonly string[]) =>
    `/settings ${keyWord(key)} ${valueWord(withUnits(allowed.find((v) => !words.notAnExample.test(v)) ?? allowed[0] ?? ''))}`;

  const { table, say } = words;

  /** `gameTitle`: the games' names in this language (the game renderers own them). */
  function settingsTable(settings: SettingLine[], gameTitle: (id: GameId) => string): Rich {
    const groups = new Map<string, SettingLine[]>();
    for (const line of settings) {
      const title = line.game ? gameTitle(line.game) : table.allGames;
      groups.set(title, [...(groups.get(title) ?? []), line]);
    }
    const keyWidth = Math.max(...settings.map((l) => keyWord(l.key).length));
    const valueWidth = Math.max(...settings.map((l) => valueWord(l.value).length));
    const parts: Rich[] = [['⚙️ ', bold(table.title)]];
    for (const [title, group] of groups) {
      const rows = group.map(
        (l) => `${keyWord(l.key).padEnd(keyWidth)}  ${valueWord(l.value).padEnd(valueWidth)}  ${words.keys[l.key]?.about ?? ''}`,
      );
      parts.push([bold(title), '\n', pre(rows.map((r) => r.trimEnd()).join('\n'))]);
    }
    parts.push([table.howToChange]);
    return lines(...parts);
  }

  const chosen = (key: string, value: string) => bold(`${keyWord(key)}: ${valueWord(value)}`);
  const settingsText = {
    changed: (key: string, value: string): Rich => ['✅ ', chosen(key, value), say.changed],
    unknownKey: (raw: string, keys: string[]): Rich => [say.unknownKey(raw, keys.map(keyWord).join(', '))],
    badValue: (key: string, raw: string, allowed: readonly string[]): Rich => [
      say.badValue(keyWord(key), raw, allowedWords(allowed), example(key, allowed)),
    ],
    missingValue: (key: string, current: string, allowed: readonly string[]): Rich => [
      say.missingValue(keyWord(key), valueWord(current), allowedWords(allowed), example(key, allowed)),
    ],
    changedForServer: (key: string, value: string): Rich => ['✅ ', chosen(key, value), say.changedForServer],
    serverOnly: (key: string): Rich => [say.serverOnly(keyWord(key))],
    gameRunning: (): Rich => [say.gameRunning],
  };
  return { settingsTable, settingsText };
}

/** A language's extra words for settings (keys → setting key) and values (canonical value → words). */
export interface SettingAliases {
  keys: Readonly<Record<string, string>>;
  values: Readonly<Partial<Record<string, readonly string[]>>>;
}

/** Every language's aliases as one table: a chat understands them all, whatever language it speaks. */
export function mergeAliases(all: readonly SettingAliases[]): { keys: Record<string, string>; values: Record<string, string[]> } {
  const keys: Record<string, string> = {};
  const values: Record<string, string[]> = {};
  for (const aliases of all) {
    Object.assign(keys, aliases.keys);
    for (const [canonical, words] of Object.entries(aliases.values)) (values[canonical] ??= []).push(...(words ?? []));
  }
  return { keys, values };
}
