// Applies one move to the channel's running game through its pure engine, and logs it with the dice it drew (the
// game's record): the move joins the game's `unlogged` moves, which the commit appends to the store's log. A fairly
// sealed game draws each action's dice from the fair construction, keyed by the action's place in the log: the same
// move applied twice (a crash, a re-delivery, another instance) rolls the same dice.
import { engineOf } from '../core/hosted-games.ts';
import { gameDice } from '../dice/fair/game-dice.ts';
import type { Action, DiceRoller, GameEvent, Rejection } from '../games/types.ts';
import { diceRolled, gameWith, movesOf, sessionWith, unloggedOf, type ChannelSession, type EndedGame, type LoggedMove, type RunningGame } from './session.ts';

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

/** No die drawn yet (replaced by the first roll, or by an array of its own if none comes). */
const NOTHING_DRAWN: number[] = [];

/**
 * `messages`: the players threw the move's dice themselves (sessions/thrown-dice.ts): the id of each die's message,
 * logged on the action (`tg`) so that the record links every die to the message it came in.
 */
export function playAction(session: ChannelSession, action: Action, dice: DiceRoller, messages?: readonly number[]): PlayResult {
  const game = session.game;
  if (!game) return { kind: 'rejected', rejection: { ok: false, code: 'game_over' } };
  const engine = engineOf(game.id);
  // (the dice drawn, as a copy of exactly their size: the log keeps it for the rest of the game)
  let drawn: number[] = NOTHING_DRAWN;
  const source = gameDice(game, dice);
  const result = engine.apply(game.state, action, {
    roll(count) {
      const rolled = source.roll(count);
      drawn = drawn.length === 0 ? rolled.slice() : drawn.concat(rolled);
      return rolled;
    },
  });
  if (drawn === NOTHING_DRAWN) drawn = [];
  if (!result.ok) return { kind: 'rejected', rejection: result };
  const over = engine.isOver(result.state);
  const logged = messages ? ({ ...action, tg: [...messages] } as unknown as Action) : action;
  // (any move ends a roll owed in 🎲: a turn played out, a player who left; its dice count for nothing)
  const nextGame = afterMove(game.thrown ? gameWith(game, { thrown: undefined }) : game, result.state, { a: logged, d: drawn });
  return {
    kind: 'applied',
    session: over ? sessionWith(session, { game: null, ended: endedBy(nextGame, result.events) }) : sessionWith(session, { game: nextGame }),
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

/**
 * The game after one more move (gameWith: one literal in the stored key order). The move joins `unlogged`; a game
 * built in memory may carry its own `log`: its moves are in `unlogged` from here on.
 */
function afterMove(game: RunningGame, state: unknown, move: LoggedMove): RunningGame {
  const before = unloggedOf(game);
  return gameWith(game, {
    state,
    moves: movesOf(game) + 1,
    rolled: move.d.length > 0 || diceRolled(game),
    unlogged: before.length === 0 ? [move] : [...before, move],
    // a move made (typed or tapped) ends any half-set dice tray (sessions/tray.ts)
    tray: undefined,
  });
}
