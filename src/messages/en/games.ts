// The English renderers of every game, by id.
import type { GameId } from '../../games/types.ts';
import type { GameMessages, RollPhrases } from '../types.ts';
import { hostedWords } from '../game-words.ts';
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

/** The game's words in this language: the hosted game's module's (messages/game-words.ts). */
export function gameMessages(id: GameId): GameMessages<any, any> {
  return hostedWords(id, 'en', GAME_MESSAGES);
}

export function gameTitle(id: GameId): string {
  return gameMessages(id).title;
}

/** The roll phrases a game words its own way (none: {}), for the lines that suggest a roll by game id. */
export function ownRolls(id: GameId): RollPhrases {
  return gameMessages(id).rollPhrases ?? {};
}
