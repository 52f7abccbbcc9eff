// A player leaves the running game (left, kicked, or removed after three timeouts). RULES.md §6: a game needs at
// least one person, so when the last person still in play leaves, the game ends at once without a winner, even if
// the computer players could play on (a bot "winning" an empty table would mean nothing). The game still goes on
// record, its secret revealed, with the forfeit as its last move.
import type { DiceRoller, PlayerId } from '../games/types.ts';
import { isBotId, peopleInPlay } from './bot-players.ts';
import { playAction, type PlayResult } from './play.ts';
import { sessionWith, type ChannelSession } from './session.ts';

export type ForfeitResult = PlayResult & { noPeople?: boolean };

export function forfeitPlayer(session: ChannelSession, player: PlayerId, dice: DiceRoller): ForfeitResult {
  const game = session.game;
  const last = !!game && !isBotId(player) && peopleInPlay(game).length === 1 && peopleInPlay(game)[0] === player;
  const result = playAction(session, { type: 'forfeit', player }, dice);
  if (!last || result.kind === 'rejected') return result;
  // The forfeit is logged like any move and the game goes on record ending there, without a winner and without
  // final scores (dice/fair/replay-game.ts replays it so): whatever the engine made of it, a bot does not win.
  return {
    kind: 'applied',
    session: sessionWith(result.session, { game: null, ended: { game: result.game, winners: [], scores: null, how: 'finished' } }),
    game: result.game,
    events: [
      { type: 'forfeit', player },
      { type: 'game_over', game: game!.id, winners: [], reason: 'no_people' },
    ],
    over: true,
    noPeople: true,
  };
}
