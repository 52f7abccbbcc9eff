// The plain data a move reply is rendered from (messages/shared/move-reply.ts): the engine is asked here, in commands/,
// so that messages/ need neither the engines' registry nor the session's types.
import { engineOf } from '../core/hosted-games.ts';
import type { GameView } from '../messages/shared/move-reply.ts';
import type { RunningGame } from '../sessions/session.ts';

export function gameView(game: Pick<RunningGame, 'id' | 'state'>): GameView {
  return { id: game.id, state: game.state, expected: engineOf(game.id).expected(game.state) };
}
