// A finished or ended game as it is kept: its shape is core/records.ts (messages/ words it too); here, what the
// store derives from it.

export { RECORD_FORMAT } from '../../core/records.ts';
export type { GameRecord, RecordedMove, RecordSummary } from '../../core/records.ts';
import type { GameRecord, RecordSummary } from '../../core/records.ts';

export function summaryOf(id: number, record: GameRecord): RecordSummary {
  return {
    id,
    game: record.game,
    endedAt: record.endedAt,
    how: record.how,
    players: record.players.map((p) => ({ id: p.id, name: p.name })),
    winners: record.winners,
    scores: record.scores,
  };
}
