// Russian texts of the chances to win (/status) and of the hint's «ради победы» line. Wording needs no gender.
import type { DicePokerMove } from '../../strategy/dice-poker/advice.ts';
import type { Rich } from '../rich.ts';
import { percent, type ChanceLine } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = {
  /** «Шансы: a 24 %, b 76 %»; an estimate says so («≈», with its margin) */
  statusLine(players: ChanceLine[], estimate: { margin: number } | null): Rich {
    const list = players.map((p) => `${p.name} ${percent(p.chance)}`).join(', ');
    return [estimate ? `🎯 Шансы (оценка, ±${Math.round(estimate.margin * 100)} %): ${list}` : `🎯 Шансы: ${list}`];
  },
  /** the hint's extra line when the move that wins most often is not the one that scores most */
  forTheWin(move: DicePokerMove, chance: number): Rich {
    return [`🎯 Ради победы: ${moveText(move)} — шанс ${percent(chance)}`];
  },
  /** the pictures' chance bars: the band's title (an estimate with its margin) and a bar's figure */
  picture: {
    title: 'Шансы',
    estimateTitle: (margin: number) => `Шансы (оценка, ±${Math.round(margin * 100)} %)`,
    percent,
  },
  /** a finished game's chance curve (the picture's title; `npx butler chances`) */
  curve: {
    title: 'Как шли шансы',
    estimateTitle: (margin: number) => `Как шли шансы (оценки ±${Math.round(margin * 100)} %)`,
    percent,
    usage: () => 'Использование: npx butler chances <запись.json> [--png файл.png] [--lang ru|uk|en]',
    unreadable: (file: string, error: string) => `Не прочитать ${file}: ${error}`,
    noReplay: () => 'Эта запись не воспроизводится: кривой шансов нет',
    picture: (file: string) => `Картинка: ${file}`,
  },
};
