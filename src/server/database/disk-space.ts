import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { StorageUnavailableError, type StorageProblem } from './storage-errors';

const MB = 1024 * 1024;

/** What the file system under a folder has left for it. */
export interface DiskSpace {
  /** Bytes this user may still write (statfs: available blocks × block size). */
  freeBytes: number;
  /** Files that may still be created; Infinity where the file system sets no limit. */
  freeFiles: number;
  /** False on a read-only file system, or in a folder this user may not write to. */
  writable: boolean;
}

export type MeasureDiskSpace = (directory: string) => Promise<DiskSpace>;

/** Two system calls through the thread pool: some tens of microseconds. */
export const measureDiskSpace: MeasureDiskSpace = async (directory) => {
  const [stats, writable] = await Promise.all([
    statfs(directory),
    // access() says EROFS on a read-only mount even to root, whom permissions never stop.
    access(directory, constants.W_OK).then(
      () => true,
      () => false,
    ),
  ]);
  return {
    freeBytes: stats.bavail * stats.bsize,
    freeFiles: stats.files === 0 ? Infinity : stats.ffree,
    writable,
  };
};

/** A write this large must leave the reserve free by itself (a document of some megabytes). */
const LARGE_WRITE_BYTES = MB;

/** Room a checkpoint needs for what it writes itself: a log record, a few small files. */
const CHECKPOINT_BYTES = MB;

/** PostgreSQL makes a file now and then (a log segment, a table's next gigabyte). */
const MIN_FREE_FILES = 100;

/** A size as a log line says it: rounded down, to a tenth below 10 MB (3.9 MB, 8 MB, 41 MB). */
export const megabytes = (bytes: number): string =>
  `${bytes < 10 * MB ? Math.floor((bytes / MB) * 10) / 10 : Math.floor(bytes / MB)} MB`;

export interface StorageLog {
  error(message: string): void;
  info(message: string): void;
}

export interface DiskSpaceGuardOptions {
  directory: string;
  /** Free space kept for the database itself (to shut down, to recover): writes stop above it. */
  reserveBytes: number;
  /** How the disk is looked at; tests pass their own. */
  measure?: MeasureDiskSpace;
  /** How often the disk is looked at when nothing asks: 1 s. */
  pollMs?: number;
  log?: StorageLog;
  /** Gives back room the database holds for nothing (PGlite's old write-ahead log). */
  reclaim?: () => Promise<void>;
  /** Reclaims after this much of the disk is used since the last time, however much is free. */
  reclaimEveryBytes?: number;
}

export interface DiskSpaceGuard {
  /**
   * Resolves when a write of about `bytes` leaves the reserve free; throws a
   * StorageUnavailableError when it would not, or the folder cannot be written to.
   */
  admit(bytes: number): Promise<void>;
  /** Looks at the disk now (and logs a change). */
  check(): Promise<void>;
  /** Whether the disk had room for writes when last looked at. */
  readonly hasRoom: boolean;
  close(): void;
}

interface Refusal {
  problem: StorageProblem;
  /** Why, for the log and the error: names the folder and the figures. */
  reason: string;
  since: number;
  refused: number;
}

/**
 * Keeps the database from ever meeting a full disk. PostgreSQL stops (PANIC) when a write to its
 * log fails, and then nothing that needs it works until it starts again; so below the reserve
 * writes are refused here, as a StorageUnavailableError, before the database sees them, while
 * reads go on. The disk is looked at every second, and before every write near the edge (within
 * 16 MB of the reserve, or the reserve if larger); what writes take between two looks is counted
 * against it, so a burst of large ones cannot run past the reserve. When room returns writes go
 * on by themselves. One log line when writes stop, one when they resume.
 */
export function createDiskSpaceGuard(options: DiskSpaceGuardOptions): DiskSpaceGuard {
  const { directory, reserveBytes, log, reclaim } = options;
  const measure = options.measure ?? measureDiskSpace;
  const reclaimEveryBytes = options.reclaimEveryBytes ?? 64 * MB;
  const margin = Math.max(reserveBytes, 16 * MB);
  let last: DiskSpace | undefined;
  /** Bytes admitted since `last` was measured, which it may not show yet. */
  let spent = 0;
  let refusal: Refusal | undefined;
  let measuring: Promise<void> | undefined;
  let reclaiming = false;
  /** The most free space seen since the last reclaim. */
  let freeAfterReclaim: number | undefined;

  function problemOf(space: DiskSpace): Pick<Refusal, 'problem' | 'reason'> | undefined {
    if (!space.writable) {
      return {
        problem: 'read-only',
        reason: `the data folder ${directory} cannot be written to (a read-only file system, or not this user's)`,
      };
    }
    if (space.freeBytes < reserveBytes) {
      return {
        problem: 'full',
        reason: `the data folder ${directory} has ${megabytes(space.freeBytes)} free, less than the ${megabytes(reserveBytes)} it keeps free (DATA_DIR_MIN_FREE_MB)`,
      };
    }
    if (space.freeFiles < MIN_FREE_FILES) {
      return {
        problem: 'full',
        reason: `the data folder ${directory} has room for only ${space.freeFiles} more files`,
      };
    }
    return undefined;
  }

  /** One log line when writes stop (or stop for another reason), one when they resume. */
  function changeTo(found: Pick<Refusal, 'problem' | 'reason'> | undefined): void {
    if (found === undefined) {
      if (refusal === undefined) return;
      const seconds = Math.round((Date.now() - refusal.since) / 1000);
      log?.info(
        `Writes resume: the data folder ${directory} has ${megabytes(last?.freeBytes ?? 0)} free (writes were refused for ${seconds} s, ${refusal.refused} of them).`,
      );
      refusal = undefined;
    } else if (refusal?.problem === found.problem) {
      refusal.reason = found.reason;
    } else {
      refusal = { ...found, since: refusal?.since ?? Date.now(), refused: refusal?.refused ?? 0 };
      log?.error(
        `Writes refused: ${found.reason}. Reads go on; writes resume by themselves once there is room.`,
      );
    }
  }

  function check(): Promise<void> {
    measuring ??= (async () => {
      const counted = spent;
      try {
        last = await measure(directory);
        changeTo(problemOf(last));
      } catch (error) {
        // A folder that cannot be looked at (removed, unmounted) cannot be written to either.
        last = undefined;
        changeTo({
          problem: 'read-only',
          reason: `the data folder ${directory} cannot be looked at (${error instanceof Error ? error.message : String(error)})`,
        });
      } finally {
        spent = Math.max(0, spent - counted);
        measuring = undefined;
      }
    })();
    return measuring;
  }

  const room = () => (last === undefined ? 0 : last.freeBytes - spent);
  /** What the last look found free: a function, as every look changes it. */
  const measuredFree = (): number | undefined => last?.freeBytes;

  /** PGlite's log grows until a checkpoint: one now and then, and near the edge. */
  async function reclaimIfDue(): Promise<void> {
    if (reclaim === undefined || reclaiming || last === undefined) return;
    freeAfterReclaim = Math.max(freeAfterReclaim ?? last.freeBytes, last.freeBytes);
    const used = freeAfterReclaim - last.freeBytes;
    const nearEdge = last.freeBytes < reserveBytes + margin;
    if (used < reclaimEveryBytes && !(nearEdge && used >= MB)) return;
    // A checkpoint writes a little itself: on a disk taken whole by something else it would
    // stop PostgreSQL (PANIC) where reads could have gone on.
    if (last.freeBytes < CHECKPOINT_BYTES) return;
    reclaiming = true;
    try {
      await reclaim();
    } catch {
      // The next look tries again.
    } finally {
      reclaiming = false;
    }
    await check();
    freeAfterReclaim = measuredFree();
  }

  const poll = setInterval(() => {
    void check().then(reclaimIfDue);
  }, options.pollMs ?? 1000);
  poll.unref();
  void check();

  return {
    async admit(bytes) {
      if (refusal === undefined && last !== undefined && room() - bytes >= reserveBytes + margin) {
        spent += bytes;
        return;
      }
      await check();
      if (refusal !== undefined) {
        refusal.refused += 1;
        throw new StorageUnavailableError(refusal.problem, `Writes refused: ${refusal.reason}`);
      }
      // A small write may dip into the reserve by its own few kilobytes: the next look stops them.
      if (bytes >= LARGE_WRITE_BYTES && room() - bytes < reserveBytes) {
        throw new StorageUnavailableError(
          'full',
          `Write refused: about ${megabytes(bytes)} would leave the data folder ${directory} less than the ${megabytes(reserveBytes)} it keeps free`,
        );
      }
      spent += bytes;
    },
    check,
    get hasRoom() {
      return last !== undefined && refusal === undefined;
    },
    close() {
      clearInterval(poll);
    },
  };
}

/** Statements that only read start so; one that names a writing word writes all the same. */
const READING_START = /^\s*(select|with|show|explain|values|table|listen|unlisten)\b/i;
const WRITING_WORD =
  /\b(insert|update|delete|merge|create|drop|alter|truncate|vacuum|copy|nextval|setval)\b/i;

/** A statement's own log record and page or two. */
const STATEMENT_BYTES = 16 * 1024;

/**
 * About how many bytes a statement adds to the disk, or undefined when it only reads. A value
 * stored is written twice, to the log and to its table (a 10 MB document as 20 MB).
 */
export function writeCost(sql: string, params: readonly unknown[] = []): number | undefined {
  if (READING_START.test(sql) && !WRITING_WORD.test(sql)) return undefined;
  let valueBytes = 0;
  for (const param of params) {
    if (typeof param === 'string') valueBytes += param.length;
    else if (param instanceof Uint8Array) valueBytes += param.byteLength;
    else valueBytes += 16;
  }
  return STATEMENT_BYTES + 2 * valueBytes;
}
