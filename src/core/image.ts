// What a picture shows, as plain JSON data: the reply carries it (core/reply.ts), the session stores it with the
// reply, and images/ draws it later, off the chat's path. Types only: building a spec is images/image-spec.ts, and
// nothing here loads a canvas.
import type { HandRank } from '../games/bone-poker/index.ts';
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { DicePokerBox } from '../games/dice-poker/boxes.ts';
import type { ThousandState } from '../games/thousand/index.ts';
import type { CrapsRollOutcome } from '../games/craps/events.ts';
import type { GameId } from '../games/types.ts';
import type { Language } from './language.ts';

/** Player names by id, as the text replies show them (an unknown id shows as itself). */
export type Names = Record<string, string>;

export interface CardRow {
  id: string;
  score: number | null;
  dice?: number[];
  hand?: HandRank;
  /** left the game or was knocked out before the end */
  out?: boolean;
  /** left the game (or was kicked): greyed and marked */
  left?: boolean;
  /** the place at the end (1 = best; ties share it); absent in cards stored before places */
  place?: number;
  /** Craps: the last roll's sum and what it meant (the point it aimed at, in a point round) */
  roll?: { sum: number; outcome: CrapsRollOutcome; point?: number };
  /** Craps: the round a player was knocked out in */
  outRound?: number;
}

export interface GameOverCard {
  game: GameId;
  /**
   * The game's name in the picture's language, from the game's module (the worker that draws has no registry);
   * absent in cards built before, or outside a registry: then the language's own table names the game.
   */
  title?: string;
  winners: string[];
  rows: CardRow[];
  /** the game ended because every person left (a bot may still have been at the table): nobody won */
  everyoneLeft?: boolean;
}

/** Which game a game-over picture is about: as the fold notes it (its start and its dice seal). */
export interface RatedGameRef {
  game: string;
  startedAt: number | null;
  commitment: string | null;
}

/** One player's rating, as /top shows it, before and after the game. */
export interface RatingChange {
  id: string;
  before: number;
  after: number;
}

/** The chances to win a running game's picture shows (a bar per player): each player's share; an estimate's margin. */
export interface ChancesPicture {
  players: Record<string, number>;
  margin?: number;
}

/**
 * A finished game's chance curve as its game-over picture draws it (the shape of strategy/chances/curve.ts's
 * ChanceCurve): each player's chance to win at the start of each turn, in join order, the result last.
 */
export interface CurvePicture {
  players: string[];
  points: { move: number; players: Record<string, number>; kind: 'exact' | 'estimate' | 'result' }[];
  /** the estimates' margin, null when every point is exact */
  margin: number | null;
}

/** What to draw: a Dice Poker sheet, a 1000 race or a game-over card, with the names and words it shows. */
export type ImageSpec = (
  | { kind: 'dice_poker_sheet'; state: DicePokerState; names: Names }
  | { kind: 'thousand_race'; state: ThousandState; names: Names }
  | { kind: 'game_over'; card: GameOverCard; names: Names }
) & {
  /** the words drawn on the picture; absent in specs stored before there was a choice (Russian) */
  language?: Language;
  /** at game over: which game, so that its rating change can be looked up after the commit (image-service.ts) */
  rated?: RatedGameRef;
  /** the rating change drawn under the picture, filled in by the ImageService before drawing */
  ratings?: RatingChange[];
  /** /status of a running game: the chances to win as the text shows them (strategy/chances), drawn as bars */
  chances?: ChancesPicture;
  /** at game over: the game's chance curve, filled in by the ImageService from the game's record (absent: none) */
  curve?: CurvePicture;
  /** /status with hints on: the best move for the player on turn, as the hint would give it (absent: none) */
  advice?: PictureAdvice;
};

/** The hint's best move drawn in a /status picture's headline: a Dice Poker move, or 1000's roll-or-stop. */
/** A Dice Poker move as the hint ranks it (the shape of strategy/dice-poker/advice.ts's DicePokerMove: core imports no strategy). */
export type PictureMove = { kind: 'roll' } | { kind: 'reroll'; keep: number[]; reroll: number[] } | { kind: 'score'; box: DicePokerBox; points: number };
export type PictureAdvice = { move: PictureMove } | { best: 'roll' | 'bank'; dice: number };

export type ImageMoment = 'status' | 'over';

/** The picture a reply carries: what to draw, and when in the game it is (a /status picture may be reused). */
export interface ReplyImage {
  spec: ImageSpec;
  moment: ImageMoment;
}

/**
 * A picture that waits for what is looked up after the commit (a game-over picture of a rated game: the ratings,
 * the chance curve) is sent after the reply's text, as its own message, so that the text never waits for it.
 */
export function pictureAfterText(reply: { image?: ReplyImage | undefined }): boolean {
  return reply.image?.spec.rated !== undefined;
}
