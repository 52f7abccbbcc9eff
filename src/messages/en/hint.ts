// English texts of the hint (/hint) shared by every game, and of the post-game review of Dice Poker (1000's own
// lines: thousand-hint.ts). The layout is shared/hint.ts; here are the words.
import type { GameId } from '../../games/types.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { boxTitle, writePhrase } from './dice-poker.ts';
import { hintIn } from '../shared/hint.ts';
import { gameTitle } from './games.ts';

const { moveText, advice, reviewText } = hintIn({
  points: (n) => n.toFixed(1),
  /** the box as it follows the write verb, taken from the phrase players type so both always agree */
  into: (box) => writePhrase(box).replace(/^Score /, ''),
  title: boxTitle,
  move: {
    roll: 'roll the dice',
    rerollAll: 'reroll all five',
    keepReroll: (kept, dice) => `keep ${kept}, reroll ${dice}`,
    and: ' and ',
    score: (into, points) => `score ${into} (${points})`,
  },
  made: {
    score: (points, into) => `${points} in ${into}`,
    keep: (kept) => `keep ${kept}`,
    rerollAll: 'reroll all five',
    roll: 'roll',
  },
  advice: {
    notYourTurn: ['Nothing to hint: it is not your turn.'],
    best: (player, move, expected) => ['💡 ', player, ': ', move, ` — ${expected} by the end of the game on average`],
    otherwise: (list) => `Otherwise: ${list}`,
  },
  review: {
    title: [bold('Game review'), ' (expected points against perfect play)'],
    head: (player, lost) => ['• ', player, `: ${lost} over the game`],
    perfect: ', not one move worse than the best',
    worst: (round, made, better, loss) => `; costliest in round ${round}: ${made}, better ${better}: ${loss}`,
  },
});

export { moveText, reviewText };

export const hintText = {
  /** the best move with its expectation, then up to two alternatives with their loss */
  advice,
  building(seconds: number | null): Rich {
    const eta = seconds === null ? 'about a minute' : `about ${seconds} s`;
    return [`⏳ The Butler is still working out the table of best moves (${eta}). The game goes on as usual; the hint follows by itself once the table is ready.`];
  },
  /** the hint that follows by itself once the table is built, addressed to who asked */
  followUp(player: PlayerRef, hint: Rich): Rich {
    return lines([mention(player), ', the hint is ready:'], hint);
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
    return ['There is no game now. Dice Poker, Bone Poker and Thousand have hints: /newgame dice_poker, /newgame bone_poker or /newgame thousand'];
  },
  notForGame(game: GameId): Rich {
    return [`${gameTitle(game)} has no hints yet; Dice Poker, Bone Poker and Thousand have them.`];
  },
};
