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

export function settingWordsIn(words: SettingWords) {
  const keyWord = (key: string) => words.keys[key]?.word ?? key;
  const valueWord = (value: string) => words.values[value] ?? value;
  const withUnits = (value: string) =>
    value.replace(/ ?\{(minutes|seconds|role)\}/g, (placeholder, unit: keyof SettingWords['units']) =>
      words.units[unit] === '' ? '' : placeholder.replace(`{${unit}}`, words.units[unit]),
    );
  const allowedWords = (allowed: readonly string[]) => allowed.map((v) => valueWord(withUnits(v))).join(', ');
  const example = (key: string, allowed: readonly string[]) =>
    `/settings ${keyWord(key)} ${valueWord(withUnits(allowed.find((v) => !words.notAnExample.test(v)) ?? allowed[0] ?? ''))}`;

  /** `gameTitle`: the games' names in this language (the game renderers own them). */
  function settingsTable(settings: SettingLine[], gameTitle: (id: GameId) => string, table: SettingTableWords): Rich {
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

  return { keyWord, valueWord, allowedWords, example, settingsTable };
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
