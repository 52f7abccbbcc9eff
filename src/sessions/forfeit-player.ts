// A player leaves the running game (left, kicked, or removed after three timeouts). RULES.md §6: a game needs at
// least one person, so when the last person still in play leaves, the game ends at once without a winner, even if
// the computer players could play on (a bot "winning" an empty table would mean nothing).
import type { DiceRoller, PlayerId } from '../games/types.ts';
import { isBotId, peopleInPlay } from './bot-players.ts';
import { playAction, type PlayResult } from './play.ts';
import type { ChannelSession } from './session.ts';

export type ForfeitResult = PlayResult & { noPeople?: boolean };

export function forfeitPlayer(session: ChannelSession, player: PlayerId, dice: DiceRoller): ForfeitResult {
  const game = session.game;
  if (game && !isBotId(player)) {
    const people = peopleInPlay(game);
    if (people.length === 1 && people[0] === player) {
      return {
        kind: 'applied',
        session: { ...session, game: null },
        game,
        events: [
          { type: 'forfeit', player },
          { type: 'game_over', game: game.id, winners: [], reason: 'no_people' },
        ],
        over: true,
        noPeople: true,
      };
    }
  }
  return playAction(session, { type: 'forfeit', player }, dice);
}
