// Plays a record's moves through its engine again, each with the dice it recorded: the record holds everything a
// game needs, so the replay ends where the game did (the same winners and scores), or says where it does not.
import { engineOf } from '../core/hosted-games.ts';
import type { Action, GameId } from '../games/types.ts';
import { recordedDice } from '../games/recorded-dice.ts';
import type { GameRecord } from '../storage/records/game-record.ts';

export type Replay =
  | { ok: true; over: boolean; winners: string[]; scores: Record<string, number> | null }
  | { ok: false; move: number; reason: string };

export function replayRecord(record: GameRecord): Replay {
  const engine = engineOf(record.game as GameId);
  if (!engine) return { ok: false, move: 0, reason: `unknown game ${record.game}` };
  let state = engine.setup(
    record.players.map((p) => p.id),
    record.settings,
  );
  let winners: string[] = [];
  let finalScores: Record<string, number> | undefined;
  for (let i = 0; i < record.moves.length; i++) {
    const { a, d } = record.moves[i]!;
    const dice = recordedDice(d, i);
    let result;
    try {
      result = engine.apply(state, a as Action, dice);
    } catch (error) {
      return { ok: false, move: i + 1, reason: (error as Error).message };
    }
    if (!result.ok) return { ok: false, move: i + 1, reason: `refused: ${result.code}` };
    if (dice.drawn !== d.length) return { ok: false, move: i + 1, reason: 'recorded dice were not all used' };
    state = result.state;
    const over = result.events.find((e) => e.type === 'game_over') as
      | { winners?: string[]; scores?: Record<string, number> }
      | undefined;
    if (over?.winners) winners = over.winners;
    if (over?.scores) finalScores = over.scores;
  }
  // The same source of final scores as the record's (sessions/play.ts): the game_over event's, else the engine's.
  return { ok: true, over: engine.isOver(state), winners, scores: finalScores ?? engine.scores(state) };
}
