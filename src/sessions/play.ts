// Applies one move to the channel's running game through its pure engine, and logs it with the dice it drew (the
// game's record): the move joins the game's `unlogged` moves, which the commit appends to the store's log. A fairly
// sealed game draws each action's dice from the fair construction, keyed by the action's place in the log: the same
// move applied twice (a crash, a re-delivery, another instance) rolls the same dice.
import { engineOf } from '../core/hosted-games.ts';
import { gameDice } from '../dice/fair/game-dice.ts';
import type { Action, DiceRoller, GameEvent, Rejection } from '../games/types.ts';
import { movesOf, unloggedOf, type ChannelSession, type EndedGame, type RunningGame } from './session.ts';

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
  const engine = engineOf(game.id);
  const drawn: number[] = [];
  const source = gameDice(game, dice);
  const result = engine.apply(game.state, action, {
    roll(count) {
      const rolled = source.roll(count);
      drawn.push(...rolled);
      return rolled;
    },
  });
  if (!result.ok) return { kind: 'rejected', rejection: result };
  const over = engine.isOver(result.state);
  // (a game built in memory may carry its own `log`: its moves are in `unlogged` from here on)
  const rest = game.log === undefined ? game : withoutLog(game);
  const nextGame: RunningGame = {
    ...rest,
    state: result.state,
    moves: movesOf(game) + 1,
    ...(drawn.length > 0 ? { rolled: true } : {}),
    unlogged: [...unloggedOf(game), { a: action, d: drawn }],
  };
  return {
    kind: 'applied',
    session: over ? { ...session, game: null, ended: endedBy(nextGame, result.events) } : { ...session, game: nextGame },
    game: nextGame,
    events: result.events,
    over,
  };
}

/** The game as it finished, with its winners and final scores (from the engine's game_over event). */
function endedBy(game: RunningGame, events: GameEvent[]): EndedGame {
  const over = events.find((e) => e.type === 'game_over') as { winners?: string[]; scores?: Record<string, number> } | undefined;
  const scores = over?.scores ?? engineOf(game.id).scores(game.state);
  return { game, winners: over?.winners ?? [], scores: scores ?? null, how: 'finished' };
}

function withoutLog(game: RunningGame): RunningGame {
  const { log: _inside, ...rest } = game;
  return rest;
}
