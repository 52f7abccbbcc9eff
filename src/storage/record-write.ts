import { isDeferred } from './deferred-text.ts';
import { checkLogWrite } from './move-log.ts';
import type { RecordWrite } from './types.ts';

/**
 * Rejects a write that one of the stores could not keep faithfully (PostgreSQL refuses a fractional BIGINT, SQLite
 * would silently keep it), so that every store fails the same way instead of drifting apart. Shared by the stores.
 */
export function checkRecordWrite(write: RecordWrite): void {
  // (a deferred text is JSON.stringify of a value: checking it here would make it in every store)
  if (!isDeferred(write) && typeof write.data !== 'string') throw new TypeError('RecordWrite.data must be a string (JSON text)');
  if (write.deadline !== null && !Number.isSafeInteger(write.deadline)) {
    throw new TypeError(`RecordWrite.deadline must be an integer epoch ms or null, got ${String(write.deadline)}`);
  }
  checkLogWrite(write);
}
