// Stand-ins for two names that other branches of issue #17 provide in English: `gameTitle` (./games.ts, the door
// branch) and `HAND_NAMES` (./bone-poker.ts, translation part A). They exist only so that part B compiles on its
// own; after the merge, import those two from ./games.ts and ./bone-poker.ts and delete this file.
import type { HandRank } from '../../games/bone-poker/hand-rank.ts';
import type { GameId } from '../../games/types.ts';
import { dicePokerMessages } from './dice-poker.ts';
import { thousandMessages } from './thousand.ts';

const TITLES: Record<GameId, string> = {
  craps: 'Craps',
  bone_poker: 'Bone Poker',
  dice_poker: dicePokerMessages.title,
  thousand: thousandMessages.title,
};

export function gameTitle(id: GameId): string {
  return TITLES[id];
}

export const HAND_NAMES: Record<HandRank, string> = {
  nothing: 'nothing',
  pair: 'pair',
  two_pairs: 'two pair',
  three: 'three of a kind',
  straight: 'straight',
  full_house: 'full house',
  four: 'four of a kind',
  poker: 'five of a kind',
};
