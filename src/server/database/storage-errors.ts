import { sqlStateOf, type Database, type ScriptDatabase, type ScriptTransaction } from './database';

/**
 * Why the database cannot write now: its disk is full or cannot be written to, the embedded
 * database stopped on such a failure and has not restarted yet, or a PostgreSQL server is out of
 * resources (disk, memory, connections) or not accepting sessions.
 */
export type StorageProblem = 'full' | 'read-only' | 'stopped' | 'server';

/** A write refused, or a database that cannot work now: a 503 at the HTTP edge, never a 500. */
export class StorageUnavailableError extends Error {
  constructor(
    readonly problem: StorageProblem,
    message: string,
  ) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * The start stops on it with its message as the one line (like a configuration error): a data
 * folder that is a file, read-only, not the server's, full, or whose database does not start.
 */
export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

/** Node's codes for a file system that is full or cannot be written to. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const READ_ONLY_CODES = new Set(['EROFS']);

/**
 * The storage problem an error from a driver stands for, if any: Node's ENOSPC and EROFS, and
 * PostgreSQL's class 53 (insufficient resources: disk_full 53100, out_of_memory 53200,
 * too_many_connections 53300) and 57P03 (cannot_connect_now: starting up or shutting down).
 * PGlite reports a full disk as 53100 too ("could not extend file …").
 */
export function storageProblemOf(error: unknown): StorageUnavailableError | undefined {
  if (error instanceof StorageUnavailableError) return error;
  const code = sqlStateOf(error);
  if (code === undefined) return undefined;
  const message = error instanceof Error ? error.message : code;
  if (FULL_CODES.has(code) || code === '53100') return new StorageUnavailableError('full', message);
  if (READ_ONLY_CODES.has(code)) return new StorageUnavailableError('read-only', message);
  if (code.startsWith('53') || code === '57P03') {
    return new StorageUnavailableError('server', message);
  }
  return undefined;
}

/**
 * The same database, but a storage problem it throws (`storageProblemOf`) is thrown as what
 * `refuse` makes of it: the app's 503 problem.
 */
export function refusingWith(
  database: ScriptDatabase,
  refuse: (error: StorageUnavailableError) => Error,
): ScriptDatabase {
  const fail = (error: unknown): never => {
    const problem = storageProblemOf(error);
    throw problem === undefined ? error : refuse(problem);
  };
  const transactionHandle = (tx: ScriptTransaction): ScriptTransaction => {
    const handle: ScriptTransaction = {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
      query: <Row>(sql: string, params?: unknown[]) => tx.query<Row>(sql, params).catch(fail),
      transaction: <T>(work: (inner: Database) => Promise<T>) => work(handle),
      execScript: (sql: string) => tx.execScript(sql).catch(fail),
      close: () => tx.close(),
    };
    return handle;
  };
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    query: <Row>(sql: string, params?: unknown[]) => database.query<Row>(sql, params).catch(fail),
    transaction: <T>(work: (tx: ScriptTransaction) => Promise<T>) =>
      database.transaction((tx) => work(transactionHandle(tx))).catch(fail),
    close: () => database.close(),
    ...(database.listen === undefined ? {} : { listen: database.listen.bind(database) }),
    ...(database.notifiesAtCommit === undefined
      ? {}
      : { notifiesAtCommit: database.notifiesAtCommit }),
  };
}
