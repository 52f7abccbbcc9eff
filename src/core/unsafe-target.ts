// Why a file may not be written over (storage/store-files.ts decides, messages/ words it): shared by both.
export type UnsafeTarget =
  /** it is one of the store's own files (the database or a sidecar), by path after links or by inode */
  | 'store'
  /** its name is a sidecar's: SQLite would read it as part of the database named without the suffix */
  | 'sidecar'
  /** open in a process, or a SQLite database that may be in use: WAL mode, or a -wal/-shm/-journal beside it */
  | 'live'
  /** a folder, a device, a pipe: not a plain file */
  | 'not_plain'
  /** a file of another kind, which nothing shows is not in use */
  | 'unknown';
