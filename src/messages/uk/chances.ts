// Ukrainian texts of the chances to win (/status) and of the hint's «заради перемоги» line. Wording needs no gender.
import type { DicePokerMove } from '../../strategy/dice-poker/advice.ts';
import type { Rich } from '../rich.ts';
import { percent, type ChanceLine } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = {
  /** «Шанси: a 24 %, b 76 %»; an estimate says so, with its margin */
  statusLine(players: ChanceLine[], estimate: { margin: number } | null): Rich {
    const list = players.map((p) => `${p.name} ${percent(p.chance)}`).join(', ');
    return [estimate ? `🎯 Шанси (оцінка, ±${Math.round(estimate.margin * 100)} %): ${list}` : `🎯 Шанси: ${list}`];
  },
  /** the hint's extra line when the move that wins most often is not the one that scores most */
  forTheWin(move: DicePokerMove, chance: number): Rich {
    return [`🎯 Заради перемоги: ${moveText(move)} — шанс ${percent(chance)}`];
  },
  /** the pictures' chance bars: the band's title (an estimate with its margin) and a bar's figure */
  picture: {
    title: 'Шанси',
    estimateTitle: (margin: number) => `Шанси (оцінка, ±${Math.round(margin * 100)} %)`,
    percent,
  },
  /** a finished game's chance curve (the picture's title; `npx butler chances`) */
  curve: {
    title: 'Як ішли шанси',
    estimateTitle: (margin: number) => `Як ішли шанси (оцінки ±${Math.round(margin * 100)} %)`,
    percent,
    usage: () => 'Використання: npx butler chances <запис.json> [--png файл.png] [--lang ru|uk|en]',
    unreadable: (file: string, error: string) => `Не прочитати ${file}: ${error}`,
    noReplay: () => 'Цей запис не відтворюється: кривої шансів немає',
    picture: (file: string) => `Картинка: ${file}`,
  },
};
