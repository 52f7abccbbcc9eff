// English texts of the hint (/hint) shared by every game, and of the post-game review of Dice Poker (1000's own
// lines: thousand-hint.ts).
import type { GameId } from '../../games/types.ts';
import type { DicePokerMove, MoveOption } from '../../strategy/dice-poker/advice.ts';
import type { GameReview } from '../../strategy/dice-poker/review.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { gameTitle } from './games.ts';
import { boxTitle, writePhrase } from './dice-poker.ts';

const points = (n: number) => n.toFixed(1);
/** the box as it follows "score", taken from the phrase players type so both always agree */
const into = (box: Parameters<typeof writePhrase>[0]) => writePhrase(box).replace(/^Score /, '');
const MINUS = '−';

/** "keep ⚄5 ⚄5 ⚄5, reroll 2 and 3" / "reroll all five" / "score three of a kind (21)" */
export function moveText(move: DicePokerMove): string {
  switch (move.kind) {
    case 'roll':
      return 'roll the dice';
    case 'reroll': {
      if (move.keep.length === 0) return 'reroll all five';
      const reroll = move.reroll.map(String);
      const tail = reroll.length > 1 ? `${reroll.slice(0, -1).join(', ')} and ${reroll.at(-1)}` : reroll[0];
      return `keep ${faces(move.keep)}, reroll ${tail}`;
    }
    case 'score':
      return `score ${into(move.box)} (${move.points})`;
  }
}

export const hintText = {
  advice(player: PlayerRef, options: MoveOption[]): Rich {
    const [best, ...rest] = options;
    if (!best) return ['Nothing to hint: it is not your turn.'];
    const others = rest.map((o) => `${moveText(o.move)} — ${MINUS}${points(best.expected - o.expected)}`);
    return lines(
      ['💡 ', mention(player), ': ', bold(moveText(best.move)), ` — ${points(best.expected)} by the end of the game on average`],
      others.length > 0 ? [`Otherwise: ${others.join('; ')}`] : null,
    );
  },
  building(seconds: number | null): Rich {
    const eta = seconds === null ? 'about a minute' : `about ${seconds} s`;
    return [`⏳ The Butler is still working out the table of best moves (${eta}). The game goes on as usual; ask for a hint a little later.`];
  },
  failed(): Rich {
    return ['The table of best moves could not be worked out just now; hints will come later.'];
  },
  off(): Rich {
    return ['Hints are off in this chat (the hints setting). An admin can turn them on: /settings hints on'];
  },
  statusLine(): Rich {
    return ['💡 Best-move hint: /hint'];
  },
  noGame(): Rich {
    return ['There is no game now. Dice Poker and Thousand have hints: /newgame dice_poker or /newgame thousand'];
  },
  notForGame(game: GameId): Rich {
    return [`${gameTitle(game)} has no hints yet; Dice Poker and Thousand have them.`];
  },
};

/** "12 in chance" / "keep ⚄5 ⚄5" */
function madeText(move: DicePokerMove): string {
  if (move.kind === 'score') return `${move.points} in ${into(move.box)}`;
  if (move.kind === 'reroll') return move.keep.length > 0 ? `keep ${faces(move.keep)}` : 'reroll all five';
  return 'roll';
}

function betterText(move: DicePokerMove): string {
  if (move.kind === 'score') return boxTitle(move.box);
  return madeText(move);
}

/** The review at the end of a Dice Poker game: one short line per person. */
export function reviewText(review: GameReview, ctx: RenderContext): Rich {
  const rows = Object.entries(review).map(([id, r]): Rich => {
    const head: Rich = ['• ', mention(ctx.player(id)), `: ${MINUS}${points(r.lost)} over the game`];
    if (!r.worst) return [...head, ', not one move worse than the best'];
    const w = r.worst;
    return [...head, `; costliest in round ${w.round}: ${madeText(w.made)}, better ${betterText(w.best)}: ${MINUS}${points(w.loss)}`];
  });
  if (rows.length === 0) return [];
  return lines([bold('Game review'), ' (expected points against perfect play)'], ...rows);
}
