// The SQLite store's checkpointer thread (see sqlite-checkpointer.ts): its own connection to the file, which copies
// the write-ahead log back into the database when asked, so that no chat's commit does it. A PASSIVE checkpoint
// waits for nobody: the main connection keeps committing into the log meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export interface CheckpointRequest {
  /** compact: the log checkpointed and truncated (an erasure waits for it: sqlite-store.ts, compact) */
  type: 'checkpoint' | 'compact' | 'close';
}

export interface CheckpointAnswer {
  type: 'checkpointed' | 'compacted' | 'failed' | 'closed';
  /** frames in the log, and how many of them are in the database now (SQLite's own figures) */
  log?: number;
  checkpointed?: number;
  error?: string;
}

const { path } = workerData as { path: string };
const db = new Database(path, { fileMustExist: true });
// another checkpointer (a second process) or a writer's own may hold the lock for a moment: wait a little, then skip
db.pragma('busy_timeout = 100');

parentPort!.on('message', (message: CheckpointRequest) => {
  if (message.type === 'close') {
    db.close();
    parentPort!.postMessage({ type: 'closed' } satisfies CheckpointAnswer);
    parentPort!.close();
    return;
  }
  if (message.type === 'compact') {
    try {
      // the truncation waits for readers of the log's old frames and blocks writers meanwhile: a little longer
      db.pragma('busy_timeout = 2000');
      const [row] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (row?.busy) throw new Error('the log could not be truncated: a reader holds it');
      parentPort!.postMessage({ type: 'compacted' } satisfies CheckpointAnswer);
    } catch (error) {
      parentPort!.postMessage({ type: 'failed', error: (error as Error).message } satisfies CheckpointAnswer);
    } finally {
      db.pragma('busy_timeout = 100');
    }
    return;
  }
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    parentPort!.postMessage({ type: 'checkpointed', log: row?.log ?? 0, checkpointed: row?.checkpointed ?? 0 } satisfies CheckpointAnswer);
  } catch (error) {
    parentPort!.postMessage({ type: 'failed', error: (error as Error).message } satisfies CheckpointAnswer);
  }
});
