// How a chance to win reads in every language: whole percent, and never a flat 0 % or 100 % for what can still
// happen (a long shot is "<1 %", a near certainty ">99 %"); the /status line, the hint's line and the pictures' titles.
import type { DicePokerMove } from '../../strategy/dice-poker/advice.ts';
import type { Rich } from '../rich.ts';
export interface ChanceLine {
  name: string;
  chance: number;
}

export function percent(p: number): string {
  if (p > 0 && p < 0.005) return '<1 %';
  if (p < 1 && p > 0.995) return '>99 %';
  return `${Math.round(p * 100)} %`;
}

/** The chances' words of one language. */
export interface ChancesWords {
  /** "Шансы" */
  title: string;
  /** an estimate's title with its margin in whole percent: "Шансы (оценка, ±3 %)" */
  estimate(margin: number): string;
  /** the hint's line: the move that wins most often and its chance */
  forTheWin(move: string, chance: string): string;
  moveText(move: DicePokerMove): string;
  /** a running game's picture: the chance bars' title, plain words (an estimate only says it is rough) */
  now: { title: string; rough: string };
  /** a finished game's chance curve (the picture's title; `npx butler chances`) */
  curve: {
    title: string;
    /** the title when some points are estimates, with their margin in whole percent */
    estimate(margin: number): string;
    usage: string;
    unreadable(file: string, error: string): string;
    noReplay: string;
    picture(file: string): string;
    /** --png names an existing file that is not a picture (a store, a database's -wal): it is left alone */
    notAPicture(file: string): string;
  };
}

export function chancesTextIn(w: ChancesWords) {
  const estimateTitle = (margin: number) => w.estimate(Math.round(margin * 100));
  return {
    /** «Шансы: a 24 %, b 76 %»; an estimate says so, with its margin */
    statusLine(players: ChanceLine[], estimate: { margin: number } | null): Rich {
      const list = players.map((p) => `${p.name} ${percent(p.chance)}`).join(', ');
      return [`🎯 ${estimate ? estimateTitle(estimate.margin) : w.title}: ${list}`];
    },
    /** the hint's extra line when the move that wins most often is not the one that scores most */
    forTheWin(move: DicePokerMove, chance: number): Rich {
      return [`🎯 ${w.forTheWin(w.moveText(move), percent(chance))}`];
    },
    /** the pictures' chance bars: the band's title (an estimate says it is rough, no jargon) and a bar's figure */
    picture: { title: w.now.title, estimateTitle: (_margin: number) => w.now.rough, percent },
    curve: {
      title: w.curve.title,
      estimateTitle: (margin: number) => w.curve.estimate(Math.round(margin * 100)),
      percent,
      usage: () => w.curve.usage,
      unreadable: w.curve.unreadable,
      noReplay: () => w.curve.noReplay,
      picture: w.curve.picture,
      notAPicture: w.curve.notAPicture,
    },
  };
}
