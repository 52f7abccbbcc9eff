// Which files a write may replace without destroying a database (issue 49). A SQLite store is more than its file:
// the newest commits live in `<file>-wal`, the readers' shared index in `<file>-shm`, a rollback in `<file>-journal`;
// replacing any of them under a running store (or beside one that stopped mid-write) loses or corrupts commits. A
// path may reach those files through a symbolic link (of the file or of a folder on the way) or a hard link (another
// name, the same inode), so paths are compared after resolving links and files by device and inode.
//
// "Not in use" is proved, not assumed: an existing file may be replaced only when no process has it open (as far as
// Linux's /proc shows: every process to root; asked by the commands, see TargetRules.openers) and it cannot be part of a live database — empty, or a self-contained
// SQLite copy (rollback-journal mode, no -wal, -shm or -journal beside it: the kind `npx butler backup` writes), or a
// file of the caller's own kind (a PNG for a picture). Anything else — a WAL-mode database, a file with sidecars, a
// file of unknown kind, a folder, a device — is refused. (The writers
// replace a file by renaming a finished temporary over it: a program that still has the old copy open keeps reading
// that one, whole.)
import fs from 'node:fs';
import path from 'node:path';
import type { UnsafeTarget } from '../core/unsafe-target.ts';

export type { UnsafeTarget };

/** The names SQLite gives the files beside a database (the journal of either mode and the WAL index). */
export const SQLITE_SIDECARS = ['-wal', '-shm', '-journal'] as const;

export interface TargetRules {
  /** SQLite stores whose files must never be written (their database paths) */
  stores: readonly string[];
  /** the file kind an existing target may be, besides empty: its first bytes */
  mayReplace: 'sqlite-copy' | 'png';
  /**
   * Look through /proc for a process that has the file open (a few hundred ms on a busy machine: for a command run
   * once, as a backup is, not for every picture of a chat)
   */
  openers?: boolean;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Why `target` must not be written over, or null when it may be (does not exist, or is provably not in use). */
export function unsafeTarget(target: string, rules: TargetRules): UnsafeTarget | null {
  const real = realPath(target);
  const storeFiles = rules.stores.flatMap(filesOfStore);
  if (storeFiles.includes(real) || storeFiles.includes(path.resolve(target))) return 'store';
  const existing = statOrNull(target);
  if (existing && storeFiles.some((file) => sameInode(existing, statOrNull(file)))) return 'store';
  if (SQLITE_SIDECARS.some((suffix) => real.endsWith(suffix) || path.resolve(target).endsWith(suffix))) return 'sidecar';
  if (!existing) return null;
  if (!existing.isFile()) return 'not_plain';
  // a file some process has open (as far as this one may look: Linux's /proc) is in use, whatever it holds
  if (rules.openers && openByAProcess(existing)) return 'live';
  if (existing.size === 0) return sidecarsBeside(real) ? 'live' : null;
  const head = firstBytes(real, 100);
  if (head.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    // header bytes 18 and 19 (write and read format versions) are 2 in WAL mode, 1 in rollback-journal mode
    if (head[18] === 2 || head[19] === 2 || sidecarsBeside(real)) return 'live';
    return rules.mayReplace === 'sqlite-copy' ? null : 'unknown';
  }
  if (rules.mayReplace === 'png' && head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return null;
  return 'unknown';
}

/** The database and its sidecars, under the path given and under the path with every link resolved. */
function filesOfStore(database: string): string[] {
  const names = new Set([path.resolve(database), realPath(database)]);
  return [...names].flatMap((name) => [name, ...SQLITE_SIDECARS.map((suffix) => name + suffix)]);
}

/**
 * The path with every symbolic link resolved: the file's own if it exists (a dangling link is followed as far as it
 * goes), else its folder's real path and its name.
 */
function realPath(file: string, hops = 0): string {
  try {
    return fs.realpathSync(file);
  } catch {
    // a dangling link: where it points, resolved in turn (a loop of links ends at SQLite's own limit of hops)
    try {
      const link = fs.readlinkSync(file);
      if (hops < 100) return realPath(path.resolve(path.dirname(path.resolve(file)), link), hops + 1);
    } catch {
      // not a link, or not there
    }
    const folder = path.dirname(path.resolve(file));
    try {
      return path.join(fs.realpathSync(folder), path.basename(file));
    } catch {
      return path.resolve(file);
    }
  }
}

/**
 * Whether a process this one may see (every process, for root) has the file open: its /proc/<pid>/fd links are
 * compared by device and inode. False where there is no /proc (the other checks stand alone there).
 */
function openByAProcess(file: fs.Stats): boolean {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return false;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or one that just ended
    }
    for (const fd of fds) {
      if (sameInode(file, statOrNull(`/proc/${pid}/fd/${fd}`))) return true;
    }
  }
  return false;
}

function sidecarsBeside(real: string): boolean {
  return SQLITE_SIDECARS.some((suffix) => fs.existsSync(real + suffix));
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

function sameInode(a: fs.Stats, b: fs.Stats | null): boolean {
  return b !== null && a.dev === b.dev && a.ino === b.ino;
}

function firstBytes(file: string, count: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = fs.readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}
