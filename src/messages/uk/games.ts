// The Ukrainian renderers of every game, by id; outside a Butler (its hosted modules) this table answers.
import type { GameId } from '../../games/types.ts';
import type { GameMessages } from '../types.ts';
import { gamesIn } from '../game-words.ts';
import { bonePokerMessages } from './bone-poker.ts';
import { crapsMessages } from './craps.ts';
import { dicePokerMessages } from './dice-poker.ts';
import { thousandMessages } from './thousand.ts';

export const GAME_MESSAGES: Record<GameId, GameMessages<any, any>> = {
  craps: crapsMessages,
  bone_poker: bonePokerMessages,
  dice_poker: dicePokerMessages,
  thousand: thousandMessages,
};

export const { gameMessages, gameTitle, ownRolls } = gamesIn('uk', GAME_MESSAGES);
