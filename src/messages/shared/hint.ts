// The hint's and the Dice Poker review's layout, for every language: how a move is named (keep/reroll with "and"
// before the last die, a box with its points), the best move with its expectation and the alternatives with their
// loss, one review line per person. Each language (messages/<lang>/hint.ts) gives the words.
import type { DicePokerBox } from '../../games/dice-poker/index.ts';
import type { DicePokerMove, MoveOption } from '../../strategy/dice-poker/advice.ts';
import type { GameReview } from '../../strategy/dice-poker/review.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, type PlayerRef, type Rich, type Span } from '../rich.ts';
import type { RenderContext } from '../types.ts';

const MINUS = '−';

export interface HintWords {
  /** one decimal, as the language writes it ("212.4", "212,4") */
  points(n: number): string;
  /** a box as it follows the write verb ("тройку"), and as it reads in a list ("тройка") */
  into(box: DicePokerBox): string;
  title(box: DicePokerBox): string;
  /** a move as advice: "keep ⚄5 ⚄5, reroll 2 and 3", "reroll all five", "score three of a kind (21)" */
  move: {
    roll: string;
    rerollAll: string;
    /** `dice`: the values to reroll, already joined with `and` before the last */
    keepReroll(kept: string, dice: string): string;
    and: string;
    score(into: string, points: number): string;
  };
  /** a move as the review names what was made: "12 in chance", "keep ⚄5 ⚄5", "reroll all five", "roll" */
  made: { score(points: number, into: string): string; keep(kept: string): string; rerollAll: string; roll: string };
  advice: {
    notYourTurn: Rich;
    /** "💡 Alice: **move** — 212.4 by the end of the game on average" */
    best(player: Span, move: Span, expected: string): Rich;
    /** "Otherwise: a — −1.2; b — −3.4" (the list already joined) */
    otherwise(list: string): string;
  };
  review: {
    title: Rich;
    /** "• Alice: −12.3 over the game" (`lost` with its minus) */
    head(player: Span, lost: string): Rich;
    perfect: string;
    /** "; costliest in round 4: made, better best: −5.0" */
    worst(round: number, made: string, better: string, loss: string): string;
  };
}

/** moveText (a move as advice), advice (the /hint reply) and reviewText (the end-of-game review) of one language. */
export function hintIn(words: HintWords) {
  const minus = (n: number) => `${MINUS}${words.points(n)}`;
  const moveText = (move: DicePokerMove): string => {
    switch (move.kind) {
      case 'roll':
        return words.move.roll;
      case 'reroll': {
        if (move.keep.length === 0) return words.move.rerollAll;
        const reroll = move.reroll.map(String);
        const tail = reroll.length > 1 ? `${reroll.slice(0, -1).join(', ')}${words.move.and}${reroll.at(-1)}` : reroll[0]!;
        return words.move.keepReroll(faces(move.keep), tail);
      }
      case 'score':
        return words.move.score(words.into(move.box), move.points);
    }
  };
  const madeText = (move: DicePokerMove): string => {
    if (move.kind === 'score') return words.made.score(move.points, words.into(move.box));
    if (move.kind === 'reroll') return move.keep.length > 0 ? words.made.keep(faces(move.keep)) : words.made.rerollAll;
    return words.made.roll;
  };
  const betterText = (move: DicePokerMove): string => (move.kind === 'score' ? words.title(move.box) : madeText(move));
  return {
    moveText,
    /** the best move with its expectation, then up to two alternatives with their loss */
    advice(player: PlayerRef, options: MoveOption[]): Rich {
      const [best, ...rest] = options;
      if (!best) return words.advice.notYourTurn;
      const others = rest.map((o) => `${moveText(o.move)} — ${minus(best.expected - o.expected)}`);
      return lines(
        words.advice.best(mention(player), bold(moveText(best.move)), words.points(best.expected)),
        others.length > 0 ? [words.advice.otherwise(others.join('; '))] : null,
      );
    },
    /** The review at the end of a Dice Poker game: one short line per person. */
    reviewText(review: GameReview, ctx: RenderContext): Rich {
      const rows = Object.entries(review).map(([id, r]): Rich => {
        const head = words.review.head(mention(ctx.player(id)), minus(r.lost));
        if (!r.worst) return [...head, words.review.perfect];
        const w = r.worst;
        return [...head, words.review.worst(w.round, madeText(w.made), betterText(w.best), minus(w.loss))];
      });
      if (rows.length === 0) return [];
      return lines(words.review.title, ...rows);
    },
  };
}
