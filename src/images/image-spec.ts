// What picture a reply carries, as plain JSON data (the same state the text reply is rendered from, and the names
// it shows). A spec is cheap to build inside a chat's transaction; rendering it to PNG happens later, off the
// chat's critical path (render-image.ts, in a worker thread: a spec is plain data). This file loads no canvas.
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { ThousandState } from '../games/thousand/index.ts';
import type { GameId } from '../games/types.ts';
import type { Language } from '../messages/languages.ts';
import type { Names } from './canvas.ts';
import { gameOverCard, type GameOverCard } from './game-over-data.ts';
import type { RatedGameRef, RatingChange } from './rating-change.ts';

/** Bump when any picture's look changes: cached PNGs (and Telegram file ids) of an older look are not reused. */
export const IMAGE_STYLE_VERSION = 2;

/** `language`: the words drawn on the picture; absent in specs stored before there was a choice (Russian). */
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
};

export type ImageMoment = 'status' | 'over';

/** The picture a reply carries: what to draw, and when in the game it is (a /status picture may be reused). */
export interface ReplyImage {
  spec: ImageSpec;
  moment: ImageMoment;
}

/**
 * The picture for a game at a moment, or null where the text says it all (Craps and Bone Poker while running).
 * Dice Poker shows its sheet and 1000 its race both on /status and at the end (the winner starred); the other games
 * end with the game-over card.
 */
export function imageForGame(
  game: GameId,
  state: unknown,
  names: Names,
  moment: ImageMoment,
  language: Language,
): ImageSpec | null {
  switch (game) {
    case 'dice_poker':
      return { kind: 'dice_poker_sheet', state: state as DicePokerState, names, language };
    case 'thousand':
      return { kind: 'thousand_race', state: state as ThousandState, names, language };
    default:
      return moment === 'over' ? { kind: 'game_over', card: gameOverCard(game, state), names, language } : null;
  }
}
