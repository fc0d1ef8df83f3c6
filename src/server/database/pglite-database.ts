import { chmodSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  assertChannelName,
  type Database,
  type ScriptDatabase,
  type ScriptTransaction,
} from './database';
import {
  createDiskSpaceGuard,
  writeCost,
  type DiskSpaceGuard,
  type DiskSpaceGuardOptions,
} from './disk-space';
import { DataFolderError, StorageUnavailableError } from './storage-errors';

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. initdb's 128 MB are resident once
 * touched and stay so; the embedded data (demo offers, a dealer's applications) fits many times
 * over in this, and the process stays about 120 MB smaller.
 */
const SHARED_BUFFERS = '16MB';

/**
 * Settings for a disk that may fill (docs/operations.md, A full or unusable data folder):
 * - `wal_init_zero=off`: a new 16 MB segment of the write-ahead log is not first written full of
 *   zeros, so the log takes the room of what is written to it rather than 16 MB at once, and a
 *   restart after a crash needs little room (with zeros it failed with 14 MB free);
 * - `wal_recycle=off`: a segment no longer needed is removed at a checkpoint, not kept for later.
 */
const SETTINGS = [`shared_buffers=${SHARED_BUFFERS}`, 'wal_init_zero=off', 'wal_recycle=off'];

export interface PgliteOptions {
  /** A dump a new, empty data folder (or memory) starts from instead of running initdb. */
  snapshot?: Blob;
  /**
   * Keeps free space in the data folder (`DATA_DIR_MIN_FREE_MB`): writes that would take it are
   * refused with a StorageUnavailableError. Without it nothing is refused.
   */
  storage?: Omit<DiskSpaceGuardOptions, 'directory' | 'reclaim'>;
}

interface Listener {
  channel: string;
  onNotification: (payload: string) => void;
  onLost: () => void;
}

/**
 * Embedded PostgreSQL (PGlite). One connection: PGlite queues every query and transaction behind
 * one another, so a transaction never sees another request's statements.
 *
 * Should PostgreSQL stop all the same (its log could not be written: the disk filled past the
 * guard, or turned read-only), what needs the database fails with a StorageUnavailableError
 * ('stopped') instead of hanging, and the next call once the folder has room starts PGlite again
 * on it: PostgreSQL recovers what was committed from its log.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<ScriptDatabase & { dump(): Promise<Blob> }> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const log = options.storage?.log;
  const listeners: Listener[] = [];
  let stopped: StorageUnavailableError | undefined;
  let restarting: Promise<StorageUnavailableError | undefined> | undefined;
  let nextRestart = 0;
  let restartDelayMs = 1000;
  let closed = false;
  let pglite: PGlite;

  const stop = (instance: PGlite, why: string) => {
    if (instance !== pglite || stopped !== undefined) return;
    stopped = new StorageUnavailableError('stopped', `The embedded database stopped: ${why}`);
    log?.error(
      `The embedded database stopped: ${why}. What needs it answers 503 until it restarts, which it does by itself once ${dataDir ?? 'the folder'} has room.`,
    );
  };

  try {
    pglite = await startPglite(dataDir, options.snapshot, stop);
  } catch (error) {
    if (dataDir === undefined) throw error;
    throw new DataFolderError(
      `Unusable data folder: ${dataDir} holds a database that did not start (${messageOf(error)})`,
    );
  }

  const guard: DiskSpaceGuard | undefined =
    options.storage === undefined
      ? undefined
      : createDiskSpaceGuard({
          ...options.storage,
          directory: dataDir ?? 'memory',
          // Single-user PostgreSQL never checkpoints by itself: its log would grow until the
          // process ends (16 MB for about a thousand applications) and a crash replay it all.
          reclaim: async () => {
            if (stopped === undefined) await pglite.query('CHECKPOINT');
          },
        });

  /** Starts PGlite again if it is time and there is room: what still stops it, if anything. */
  async function restart(): Promise<StorageUnavailableError | undefined> {
    if (dataDir === undefined || Date.now() < nextRestart) return stopped;
    if (guard !== undefined) {
      await guard.check();
      if (!guard.hasRoom) return stopped;
    }
    closeFiles(pglite);
    const started = performance.now();
    try {
      const next = await startPglite(dataDir, undefined, stop);
      pglite = next;
      stopped = undefined;
      restartDelayMs = 1000;
      // The statement PostgreSQL stopped in may have committed all the same, unannounced: what
      // listens is told that it may have missed a notification.
      for (const listener of listeners) {
        await next.listen(listener.channel, listener.onNotification).catch(() => undefined);
        listener.onLost();
      }
      log?.info(
        `The embedded database restarted in ${Math.round(performance.now() - started)} ms, with what was committed recovered from its log.`,
      );
    } catch (error) {
      nextRestart = Date.now() + restartDelayMs;
      log?.error(
        `The embedded database did not restart (${messageOf(error)}); it tries again in ${restartDelayMs / 1000} s or later.`,
      );
      restartDelayMs = Math.min(restartDelayMs * 2, 60_000);
    }
    return stopped;
  }

  /** The running PGlite: started again first, if it stopped and the folder has room. */
  async function running(): Promise<PGlite> {
    if (stopped === undefined) return pglite;
    restarting ??= restart().finally(() => {
      restarting = undefined;
    });
    const stillStopped = await restarting;
    if (stillStopped !== undefined) throw stillStopped;
    return pglite;
  }

  const database: ScriptDatabase & { dump(): Promise<Blob> } = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    async query<Row>(sql: string, params: unknown[] = []) {
      const admitted = admit(guard, sql, params);
      if (admitted !== undefined) await admitted;
      const result = await (stopped === undefined ? pglite : await running()).query<Row>(
        sql,
        params,
      );
      return { rows: result.rows };
    },
    dump: () => pglite.dumpDataDir('none'),
    notifiesAtCommit: true,
    async listen(channel: string, onNotification: (payload: string) => void, onLost) {
      assertChannelName(channel);
      await (await running()).listen(channel, onNotification);
      listeners.push({ channel, onNotification, onLost });
    },
    async transaction<T>(work: (tx: ScriptTransaction) => Promise<T>) {
      return (await running()).transaction((tx) => work(transactionHandle(tx, guard)));
    },
    async close() {
      if (closed) return;
      closed = true;
      guard?.close();
      // A stopped PostgreSQL is not shut down: that would run it again.
      if (stopped === undefined) await pglite.close();
      else closeFiles(pglite);
      if (dataDir !== undefined) {
        try {
          restrictToOwner(dataDir);
        } catch {
          // A folder turned read-only keeps the modes it had.
        }
      }
    },
  };
  return database;
}

/** Asks the guard about a write; a read, or no guard, goes on without a turn of waiting. */
function admit(
  guard: DiskSpaceGuard | undefined,
  sql: string,
  params: readonly unknown[],
): Promise<void> | undefined {
  const cost = guard === undefined ? undefined : writeCost(sql, params);
  return cost === undefined ? undefined : guard?.admit(cost);
}

function transactionHandle(tx: Transaction, guard: DiskSpaceGuard | undefined): ScriptTransaction {
  const handle: ScriptTransaction = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    async query<Row>(sql: string, params: unknown[] = []) {
      const admitted = admit(guard, sql, params);
      if (admitted !== undefined) await admitted;
      const result = await tx.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction: <T>(work: (inner: Database) => Promise<T>) => work(handle),
    // Migrations, at start: after the start has found the folder with room.
    async execScript(sql: string) {
      await tx.exec(sql);
    },
    close: () => Promise.reject(new Error('Close the database, not a transaction')),
  };
  return handle;
}

async function startPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
  onStop: (instance: PGlite, why: string) => void,
): Promise<PGlite> {
  let panic: string | undefined;
  const pglite = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    // PostgreSQL's own log: kept is why it stopped, if it does.
    onStderr: (line) => {
      const found = /\b(PANIC|FATAL): +(.*)$/.exec(line);
      if (found !== null) panic = `${found[1] ?? 'PANIC'}: ${found[2] ?? ''}`;
      return false;
    },
    startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((setting) => ['-c', setting])],
    // A dump of an initialised cluster skips initdb, which takes seconds.
    ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    closeFiles(pglite);
    throw error;
  }
  stopOnAbort(pglite, (aborted) => {
    onStop(pglite, panic ?? `PostgreSQL aborted (${aborted}), as when a write to its log fails`);
  });
  return pglite;
}

/** pglitec.c's POSTGRES_MAIN_LONGJMP: what PGlite's loop catches for an ERROR's longjmp. */
const POSTGRES_MAIN_LONGJMP = 100;

/**
 * PostgreSQL stops (PANIC) when it cannot write its log, as on a full or read-only disk. In PGlite
 * that aborts the WebAssembly instance inside a query, which PGlite takes for an error handled:
 * the next query then spun at 100 % CPU for ever, and the event loop with it. From an abort on,
 * this instance fails every call with a StorageUnavailableError without entering PostgreSQL
 * again, the call that aborted too (its statement may not have committed), and `onStop` is told.
 */
function stopOnAbort(pglite: PGlite, onStop: (aborted: string) => void): void {
  const mod = pglite.Module;
  const {
    _PostgresMainLoopOnce: loopOnce,
    _PostgresMainLongJmp: longJmp,
    _pq_buffer_remaining_data: remaining,
  } = mod;
  let aborted: unknown;
  const stoppedError = () =>
    new StorageUnavailableError('stopped', 'The embedded database stopped and has not restarted');

  mod._PostgresMainLoopOnce = () => {
    // PGlite's loop answers this status with _PostgresMainLongJmp, which throws: out of the loop.
    if (aborted !== undefined) {
      throw Object.assign(new Error('PostgreSQL stopped'), { status: POSTGRES_MAIN_LONGJMP });
    }
    try {
      loopOnce();
    } catch (error) {
      if (!hasStatus(error, POSTGRES_MAIN_LONGJMP)) aborted = error;
      throw error;
    }
  };
  mod._PostgresMainLongJmp = () => {
    if (aborted !== undefined) throw stoppedError();
    longJmp();
  };
  // What PostgreSQL had read of the call but not done ends the loop too.
  mod._pq_buffer_remaining_data = () => (aborted === undefined ? remaining() : 0);

  const execute = pglite.execProtocolRawSync.bind(pglite);
  // A function: `execute` changes it.
  const hasAborted = () => aborted !== undefined;
  let told = false;
  pglite.execProtocolRawSync = (message: Uint8Array) => {
    if (hasAborted()) throw stoppedError();
    try {
      const response = execute(message);
      if (!hasAborted()) return response;
    } finally {
      if (hasAborted() && !told) {
        told = true;
        onStop(messageOf(aborted).split('.')[0] ?? 'Aborted');
      }
    }
    throw stoppedError();
  };
}

const hasStatus = (error: unknown, status: number): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === status;

/** A stopped instance is never closed (that would run PostgreSQL's shutdown): only its files. */
function closeFiles(pglite: PGlite): void {
  try {
    (pglite.Module.FS as { quit(): void }).quit();
  } catch {
    // Already closed, or never opened.
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Directories 0700 and files 0600, all the way down. Synchronous: a cluster is a thousand files,
 * and a round trip through the thread pool for each would take longer than the work.
 */
export function restrictToOwner(directory: string): void {
  chmodSync(directory, 0o700);
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) restrictToOwner(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
