// The shared part of the stores' move log (see LogWrite in types.ts): checking what a write appends, and the record
// of a game that ended with its moves read back from the log.
import type { GameRecord, RecordedMove } from './records/game-record.ts';
import type { RecordWrite } from './types.ts';

/** Rejects a log write that no store could keep faithfully, so that every store fails the same way. */
export function checkLogWrite(write: RecordWrite): void {
  const log = write.log;
  if (!log) return;
  if (typeof log.game !== 'string' || log.game === '') throw new TypeError('LogWrite.game must be a non-empty string');
  if (!Number.isSafeInteger(log.seq) || log.seq < 0) throw new TypeError(`LogWrite.seq must be an integer ≥ 0, got ${String(log.seq)}`);
  if (!Array.isArray(log.moves)) throw new TypeError('LogWrite.moves must be an array');
  if (log.end && !write.gameRecord) throw new TypeError('LogWrite.end needs the gameRecord its moves go into');
  if (log.end && log.moves.length > 0) throw new TypeError('LogWrite.end appends nothing: the record holds the last moves');
}

/** One logged move as its two stored columns (JSON text each). */
export function logColumns(move: RecordedMove): { action: string; dice: string } {
  return { action: JSON.stringify(move.a), dice: JSON.stringify(move.d) };
}

/** A stored row back as a move. */
export function moveOfColumns(action: string, dice: string): RecordedMove {
  return { a: JSON.parse(action) as RecordedMove['a'], d: JSON.parse(dice) as number[] };
}

/**
 * The ending write's record with the game's whole log: the rows already stored, then the record's own moves (those
 * applied since the last write, which the ending write does not append).
 */
export function recordWithLog(record: GameRecord, stored: RecordedMove[]): GameRecord {
  return stored.length === 0 ? record : { ...record, moves: [...stored, ...record.moves] };
}

/**
 * The same record as JSON text, its stored moves given as the JSON text of their array (SQLite builds it in its
 * query, see sqlite-store.ts: the rows are never parsed into objects only to be written out again). The record's own
 * moves follow them; `moves` is the text's last key (the order of keys means nothing to a reader of JSON).
 */
export function recordTextWithLog(record: GameRecord, storedMoves: string): string {
  const { moves, ...rest } = record;
  const own = JSON.stringify(moves);
  const all = storedMoves === '[]' ? own : own === '[]' ? storedMoves : `${storedMoves.slice(0, -1)},${own.slice(1)}`;
  const head = JSON.stringify(rest);
  return head === '{}' ? `{"moves":${all}}` : `${head.slice(0, -1)},"moves":${all}}`;
}
