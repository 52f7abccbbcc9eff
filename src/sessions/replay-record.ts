// Plays a record's moves through its engine again, each with the dice it recorded: the record holds everything a
// game needs, so the replay ends where the game did (the same winners and scores), or says where it does not.
import { engineOf } from '../core/hosted-games.ts';
import { walkRecord } from '../dice/fair/replay-game.ts';
import type { GameRecord } from '../storage/records/game-record.ts';

export type Replay =
  | { ok: true; over: boolean; winners: string[]; scores: Record<string, number> | null }
  | { ok: false; move: number; reason: string };

export function replayRecord(record: GameRecord): Replay {
  const walk = walkRecord(record);
  if (walk.ok) {
    const { winners, scores } = walk.over ?? { winners: [], scores: engineOf(record.game).scores(walk.state) };
    return { ok: true, over: walk.over !== null, winners, scores };
  }
  const problem = walk.problem;
  return { ok: false, move: 'move' in problem ? problem.move : 0, reason: problem.problem };
}
