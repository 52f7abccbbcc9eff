// English texts of the chances to win (/status) and of the hint's "to win" line.
import type { DicePokerMove } from '../../strategy/dice-poker/advice.ts';
import type { Rich } from '../rich.ts';
import { percent, type ChanceLine } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = {
  /** "Chances: a 24 %, b 76 %"; an estimate says so, with its margin */
  statusLine(players: ChanceLine[], estimate: { margin: number } | null): Rich {
    const list = players.map((p) => `${p.name} ${percent(p.chance)}`).join(', ');
    return [estimate ? `🎯 Chances (estimate, ±${Math.round(estimate.margin * 100)} %): ${list}` : `🎯 Chances: ${list}`];
  },
  /** the hint's extra line when the move that wins most often is not the one that scores most */
  forTheWin(move: DicePokerMove, chance: number): Rich {
    return [`🎯 To win: ${moveText(move)} — chance ${percent(chance)}`];
  },
  /** the pictures' chance bars: the band's title (an estimate with its margin) and a bar's figure */
  picture: {
    title: 'Chances',
    estimateTitle: (margin: number) => `Chances (estimate, ±${Math.round(margin * 100)} %)`,
    percent,
  },
  /** a finished game's chance curve (the picture's title; `npx butler chances`) */
  curve: {
    title: 'How the chances went',
    estimateTitle: (margin: number) => `How the chances went (estimates ±${Math.round(margin * 100)} %)`,
    percent,
    usage: () => 'Usage: npx butler chances <record.json> [--png file.png] [--lang ru|uk|en]',
    unreadable: (file: string, error: string) => `Cannot read ${file}: ${error}`,
    noReplay: () => 'This record does not replay: no chance curve',
    picture: (file: string) => `Picture: ${file}`,
  },
};
