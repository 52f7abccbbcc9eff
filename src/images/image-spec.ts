// Which picture a reply carries for a game at a moment (the spec's shape is core/image.ts). A spec is cheap to build
// inside a chat's transaction; rendering it to PNG happens later, off the chat's critical path (render-image.ts, in a
// worker thread: a spec is plain data). This file loads no canvas.
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { ThousandState } from '../games/thousand/index.ts';
import type { GameId } from '../games/types.ts';
import type { Language } from '../core/language.ts';
import { gameOverCard } from './game-over-data.ts';
import type { ImageMoment, ImageSpec, Names } from '../core/image.ts';

/** Bump when any picture's look changes: cached PNGs (and Telegram file ids) of an older look are not reused. */
export const IMAGE_STYLE_VERSION = 3;

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
