// TEMPORARY stand-in (translator a's branch only) for uk/games.ts, which the merge writes once translator b's
// Dice Poker and 1000 renderers exist. Until then those two games render with the Russian words under a uk title;
// at the merge, delete this file and import GAME_MESSAGES and gameTitle from './games.ts'.
import type { GameId } from '../../games/types.ts';
import { dicePokerMessages } from '../ru/dice-poker.ts';
import { thousandMessages } from '../ru/thousand.ts';
import type { GameMessages } from '../types.ts';
import { bonePokerMessages } from './bone-poker.ts';
import { crapsMessages } from './craps.ts';

export const GAME_MESSAGES: Record<GameId, GameMessages<any>> = {
  craps: crapsMessages,
  bone_poker: bonePokerMessages,
  dice_poker: { ...dicePokerMessages, title: 'Покер у кості' },
  thousand: { ...thousandMessages, title: 'Тисяча' },
};

export function gameTitle(id: GameId): string {
  return GAME_MESSAGES[id].title;
}
