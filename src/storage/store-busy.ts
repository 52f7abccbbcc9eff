// The store could not take its write lock within the bounded wait (another process held the SQLite file for too
// long). Nothing of the move was written; the player is asked to send it again.
export class StoreBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`the store stayed locked by another writer for ${waitedMs} ms; nothing was written`);
    this.name = 'StoreBusyError';
  }
}

/** SQLITE_BUSY and its extended codes (better-sqlite3 puts the code on the error). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED');
}
