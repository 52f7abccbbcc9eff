// A game-over picture's chance curve (issue 29's review: "where the game turned"): found from the game's committed
// record — the one written with the ending move — and computed by the chances worker (strategy/chances/curve.ts,
// estimate-service.ts), kept there by the record's id. Asked by the ImageService after the commit, never inside the
// chat's transaction and never before the text reply: a picture without its curve is still a picture. This file
// loads no canvas.
import type { GameRecord } from '../core/records.ts';
import type { CurvePicture, RatedGameRef } from '../core/image.ts';
import type { RecordQueries } from '../storage/records/types.ts';
import { pictureCurveOptions } from '../strategy/chances/curve.ts';
import { whenCurve } from '../strategy/chances/estimate-service.ts';

/** Where a finished game's curve comes from (the worker's by default; a test may compute it in place). */
export type CurveSource = (record: GameRecord) => Promise<CurvePicture | null>;

/** Records looked at: the game that just ended is the chat's newest, unless another ended in the same instant. */
const RECENT = 5;

/**
 * The chat's record of the game a game-over picture is about: the newest of that game with its start and its dice
 * seal; null when there is none (a store without records, a game that noted neither: it cannot be told apart).
 */
export async function gameRecordOf(records: RecordQueries, chat: string, game: RatedGameRef): Promise<GameRecord | null> {
  if (game.startedAt === null && game.commitment === null) return null;
  for (const summary of await records.history(chat, RECENT)) {
    if (summary.game !== game.game) continue;
    const record = await records.game(summary.id);
    if (record && record.startedAt === game.startedAt && (record.fair?.commitment ?? null) === game.commitment) return record;
  }
  return null;
}

/** The chances worker's curve of a record, with the picture's bounds (pictureCurveOptions), kept by the record's id. */
export const workerCurve: CurveSource = async (record) => {
  if (record.id === undefined) return null;
  const curve = await whenCurve(String(record.id), record, pictureCurveOptions(record.game));
  return curve && { players: curve.players, points: curve.points, margin: curve.margin };
};
