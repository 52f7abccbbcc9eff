// Stand-ins for two names that other branches of issue #17 provide in Ukrainian: `gameTitle` (./games.ts, the door
// branch) and `HAND_NAMES` (./bone-poker.ts, translation part A). They exist only so that part B compiles on its
// own; after the merge, import those two from ./games.ts and ./bone-poker.ts and delete this file.
import type { HandRank } from '../../games/bone-poker/hand-rank.ts';
import type { GameId } from '../../games/types.ts';
import { dicePokerMessages } from './dice-poker.ts';
import { thousandMessages } from './thousand.ts';

const TITLES: Record<GameId, string> = {
  craps: 'Крепс',
  bone_poker: 'Кістяний покер',
  dice_poker: dicePokerMessages.title,
  thousand: thousandMessages.title,
};

export function gameTitle(id: GameId): string {
  return TITLES[id];
}

export const HAND_NAMES: Record<HandRank, string> = {
  nothing: 'нічого',
  pair: 'пара',
  two_pairs: 'дві пари',
  three: 'трійка',
  straight: 'стріт',
  full_house: 'фул-хаус',
  four: 'каре',
  poker: 'покер',
};
