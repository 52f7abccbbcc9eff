import { bold, lines, pre, type Rich } from '../rich.ts';
import { gameTitle } from './games.ts';
import type { GameId } from '../../games/types.ts';

export interface SettingLine {
  key: string;
  game: GameId | null;
  value: string;
  allowed: readonly string[];
}

const KEY_TITLES: Record<string, string> = {
  scoring: 'очки за комбинации',
  straights: 'стриты',
  open: 'открытие (очков за ход)',
  pits: 'ямы 200–299 и 600–699',
  barrel: 'бочка',
  bolts: 'болты',
  dumptruck: 'самосвал (555 → 0)',
  overtake: 'обгон (−50)',
  turn_timeout: 'время на ход, минут',
  images: 'картинки: лист, график, итоги',
};

export function settingsTable(settings: SettingLine[]): Rich {
  const groups = new Map<string, SettingLine[]>();
  for (const line of settings) {
    const title = line.game ? gameTitle(line.game) : 'Для всех игр';
    groups.set(title, [...(groups.get(title) ?? []), line]);
  }
  const parts: Rich[] = [['⚙️ ', bold('Настройки этого чата')]];
  for (const [title, group] of groups) {
    const width = Math.max(...group.map((l) => l.key.length));
    parts.push([
      bold(title),
      '\n',
      pre(group.map((l) => `${l.key.padEnd(width)}  ${l.value.padEnd(6)} ${KEY_TITLES[l.key] ?? ''}`).join('\n')),
    ]);
  }
  parts.push(['Изменить (админ, между играми): /settings <ключ> <значение>, например /settings pits off']);
  return lines(...parts);
}

export const settingsText = {
  changed: (key: string, value: string): Rich => ['✅ ', bold(key), ` = ${value}. Действует со следующей игры.`],
  unknownKey: (raw: string, keys: string[]): Rich => [
    `Нет настройки «${raw}». Есть: ${keys.join(', ')}. Пример: /settings pits off`,
  ],
  badValue: (key: string, raw: string, allowed: readonly string[]): Rich => [
    `Для ${key} нельзя «${raw}». Можно: ${allowed.join(', ')}.`,
  ],
  missingValue: (key: string, current: string, allowed: readonly string[]): Rich => [
    `${key} сейчас ${current}. Можно: ${allowed.join(', ')}. Пример: /settings ${key} ${allowed[0]}`,
  ],
  gameRunning: (): Rich => ['Настройки меняются только между играми. Дождитесь конца игры или /endgame (админ).'],
};
