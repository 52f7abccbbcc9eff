// Applies one move to the channel's running game through its pure engine.
import { engineFor } from '../games/registry.ts';
import type { Action, DiceRoller, GameEvent, Rejection } from '../games/types.ts';
import type { ChannelSession, RunningGame } from './session.ts';

export type PlayResult =
  | {
      kind: 'applied';
      /** the session after the move (its game is null once the game is over) */
      session: ChannelSession;
      /** the game after the move, also when it just ended (for rendering) */
      game: RunningGame;
      events: GameEvent[];
      over: boolean;
    }
  | { kind: 'rejected'; rejection: Rejection };

export function playAction(session: ChannelSession, action: Action, dice: DiceRoller): PlayResult {
  const game = session.game;
  if (!game) return { kind: 'rejected', rejection: { ok: false, code: 'game_over' } };
  const engine = engineFor(game.id);
  const result = engine.apply(game.state, action, dice);
  if (!result.ok) return { kind: 'rejected', rejection: result };
  const over = engine.isOver(result.state);
  const nextGame: RunningGame = { ...game, state: result.state };
  return {
    kind: 'applied',
    session: { ...session, game: over ? null : nextGame },
    game: nextGame,
    events: result.events,
    over,
  };
}
