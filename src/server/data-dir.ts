import { constants } from 'node:fs';
import { access, chmod, mkdir, stat } from 'node:fs/promises';
import {
  DataFolderError,
  measureDiskSpace,
  megabytes,
  type MeasureDiskSpace,
  type StorageUnavailableError,
} from './database';
import { HttpProblem } from './http';

/** Only the server's own user may read or write what it creates: directories 0700, files 0600. */
const OWNER_ONLY_UMASK = 0o077;

/** The provider's keys and a few files of PostgreSQL's need this much, whatever the reserve. */
const MIN_FREE_BYTES = 1024 * 1024;

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** What stops a folder from being used, in words, for the system's error codes. */
function problemOf(error: unknown): string {
  switch (codeOf(error)) {
    case 'EROFS':
      return 'is on a read-only file system';
    case 'EACCES':
      return `may not be written to by this user (uid ${String(process.getuid?.() ?? '?')})`;
    case 'EPERM':
      return 'belongs to another user: the server keeps it to itself (mode 0700), so it must own it';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'has no room left on its disk';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'is a file, not a folder (or lies under a file)';
    default:
      return `cannot be used (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * DATA_DIR holds the embedded database (its write-ahead log carries identity numbers) and the
 * provider's keys. The umask covers every file created from here on, PGlite's included, whatever
 * mode a library asks for; a DATA_DIR that already exists is narrowed to its owner too.
 *
 * A folder the server cannot use stops the start with a DataFolderError naming it and why (a
 * file, read-only, not this user's, full: less than `minFreeBytes` free, the reserve the embedded
 * database keeps), instead of a stack trace from the first write.
 */
export async function prepareDataDir(
  dataDir: string,
  {
    minFreeBytes = 0,
    measure = measureDiskSpace,
  }: { minFreeBytes?: number; measure?: MeasureDiskSpace } = {},
): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  const unusable = (problem: string) =>
    new DataFolderError(`Unusable data folder: DATA_DIR ${dataDir} ${problem}`);
  const found = await stat(dataDir).catch((error: unknown) => {
    if (codeOf(error) === 'ENOENT') return undefined;
    throw unusable(problemOf(error));
  });
  if (found !== undefined && !found.isDirectory()) throw unusable('is a file, not a folder');
  try {
    if (found === undefined) await mkdir(dataDir, { recursive: true, mode: 0o700 });
    // access() says EROFS on a read-only mount even to root, whom permissions never stop.
    await access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
    await chmod(dataDir, 0o700);
  } catch (error) {
    throw unusable(problemOf(error));
  }
  const space = await measure(dataDir).catch((error: unknown) => {
    throw unusable(problemOf(error));
  });
  if (!space.writable) throw unusable('is on a read-only file system');
  const needed = Math.max(minFreeBytes, MIN_FREE_BYTES);
  if (space.freeBytes < needed) {
    throw unusable(
      `has ${megabytes(space.freeBytes)} free, less than the ${megabytes(needed)} it keeps free (DATA_DIR_MIN_FREE_MB): make room on its disk, or lower DATA_DIR_MIN_FREE_MB`,
    );
  }
  if (space.freeFiles < 100) throw unusable('has room for no more files on its disk (inodes)');
}

/** Seconds a client should wait before trying a refused write again. */
const RETRY_AFTER_SECONDS = { full: 30, 'read-only': 30, stopped: 5, server: 5 } as const;

const DETAILS = {
  full: "The server's disk is full, so nothing can be saved now; what is saved can still be read. Try again later.",
  'read-only':
    "The server's disk cannot be written to, so nothing can be saved now; what is saved can still be read. Try again later.",
  stopped: 'The database is starting again after a disk problem. Try again in a moment.',
  server: 'The database server is short of resources. Try again in a moment.',
} as const;

/**
 * A write refused for want of room, or a database that cannot work now, as the client sees it:
 * 503 with a Retry-After, never a 500. The log has the folder and the figures, once.
 */
export function storageProblem(error: StorageUnavailableError): HttpProblem {
  return new HttpProblem({
    status: 503,
    detail: DETAILS[error.problem],
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS[error.problem]) },
  });
}
