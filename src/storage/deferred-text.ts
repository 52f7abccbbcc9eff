// A write's JSON text made only when a store first reads it. The SQL stores read it at once (it is the column they
// write); the memory store keeps the value and makes the text only when someone reads the stored record back — which
// the Butler rarely does, since it keeps the sessions it wrote (sessions/session-cache.ts). Serialising a session
// was a seventh of a move's CPU in the memory store (issue 26).
//
// The value must not change after the write: sessions are never mutated in place, only replaced.
import type { GameRecord } from './records/game-record.ts';
import type { LogWrite, RecordWrite } from './types.ts';

/**
 * A write whose `data` is `JSON.stringify(value)`, made on first read and then kept. A class, so that the getter is
 * the prototype's, not defined on every write (this is made for every move).
 */
class ValueWrite implements RecordWrite {
  private text: string | undefined;
  readonly deadline: number | null;
  readonly idle?: boolean;
  readonly gameRecord?: GameRecord;
  readonly log?: LogWrite;
  readonly dropLog?: boolean;

  constructor(
    private readonly value: unknown,
    deadline: number | null,
    idle: boolean | undefined,
    gameRecord: GameRecord | undefined,
    log: LogWrite | undefined,
    dropLog: boolean | undefined,
  ) {
    this.deadline = deadline;
    if (idle !== undefined) this.idle = idle;
    if (gameRecord !== undefined) this.gameRecord = gameRecord;
    if (log !== undefined) this.log = log;
    if (dropLog) this.dropLog = true;
  }

  get data(): string {
    return (this.text ??= JSON.stringify(this.value));
  }

  /** the value itself (read, never changed: storage/session-people.ts finds the people in it without any text) */
  get source(): unknown {
    return this.value;
  }

}

/**
 * A write whose `data` is `JSON.stringify(value)`, made when a store first reads it; the rest of RecordWrite as
 * arguments (a commit makes one for every move: no object of options to make and spread). `dropLog` false = absent.
 */
export function writeOfValue(
  value: unknown,
  deadline: number | null,
  idle?: boolean,
  gameRecord?: GameRecord,
  log?: LogWrite,
  dropLog?: boolean,
): RecordWrite {
  return new ValueWrite(value, deadline, idle, gameRecord, log, dropLog);
}

/** Whether the write's text is made from a value (always a string, so there is nothing to check). */
export function isDeferred(write: RecordWrite): boolean {
  return write instanceof ValueWrite;
}

/** The value a deferred write was made from, or undefined for a write of text. */
export function valueOfWrite(write: RecordWrite): unknown {
  return write instanceof ValueWrite ? write.source : undefined;
}
