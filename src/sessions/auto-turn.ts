// Playing out the turn of a player who went quiet (turn timeout or an admin's /skip): the engine's least harmful
// legal moves until the turn passes. Three such turns in a row remove the player as if kicked.
import { engineOf } from '../core/hosted-games.ts';
import type { DiceRoller, GameEvent, PlayerId } from '../games/types.ts';
import { forfeitPlayer } from './forfeit-player.ts';
import { playAction } from './play.ts';
import { gameWith, sessionWith, type ChannelSession, type RunningGame } from './session.ts';
import { withEntry, entryOf } from '../games/with-entry.ts';

export const TIMEOUTS_TO_REMOVE = 3;
/** A turn never needs more than a few automatic moves (Dice Poker: roll, then write); this only guards a bug. */
const MAX_AUTO_MOVES = 10;

export interface AutoTurn {
  player: PlayerId;
  session: ChannelSession;
  /** the game after the turn, also when it just ended (for rendering) */
  game: RunningGame;
  events: GameEvent[];
  over: boolean;
  /** the player reached TIMEOUTS_TO_REMOVE turns in a row and was removed */
  removed: boolean;
  /** the removed player was the last person in play: the game ended without a winner (RULES.md §6) */
  noPeople?: boolean;
}

export function playOutTurn(session: ChannelSession, dice: DiceRoller): AutoTurn | null {
  const start = session.game;
  if (!start) return null;
  const engine = engineOf(start.id);
  const player = engine.expected(start.state)?.player;
  if (!player) return null;
  let current = session;
  let game = start;
  let over = false;
  const events: GameEvent[] = [];
  for (let i = 0; i < MAX_AUTO_MOVES && current.game; i++) {
    const action = engine.autoMove(current.game.state);
    if (!action) break;
    const result = playAction(current, action, dice);
    if (result.kind === 'rejected') break;
    events.push(...result.events);
    current = result.session;
    game = result.game;
    if (result.over) {
      over = true;
      break;
    }
    // A roll may leave the turn with the same player (Dice Poker writes next); any other move ends the turn.
    if (action.type !== 'roll' || engine.expected(result.game.state)?.player !== player) break;
  }
  if (current === session) return null;
  if (over) return { player, session: current, game, events, over, removed: false };

  const count = (entryOf(start.timeouts, player) ?? 0) + 1;
  current = sessionWith(current, { game: gameWith(current.game!, { timeouts: withEntry(current.game!.timeouts, player, count) }) });
  if (count < TIMEOUTS_TO_REMOVE) return { player, session: current, game, events, over, removed: false };

  const removal = forfeitPlayer(current, player, dice);
  if (removal.kind === 'rejected') return { player, session: current, game, events, over, removed: false };
  return {
    player,
    session: removal.session,
    game: removal.game,
    events: [...events, ...removal.events],
    over: removal.over,
    removed: true,
    ...(removal.noPeople ? { noPeople: true } : {}),
  };
}
