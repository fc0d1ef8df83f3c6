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

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. initdb's 128 MB are resident once
 * touched and stay so; the embedded data (demo offers, a dealer's applications) fits many times
 * over in this, and the process stays about 120 MB smaller.
 */
const SHARED_BUFFERS = '16MB';

/**
 * Embedded PostgreSQL (PGlite). One connection: PGlite queues every query and transaction behind
 * one another, so a transaction never sees another request's statements.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { snapshot?: Blob } = {},
): Promise<ScriptDatabase & { dump(): Promise<Blob> }> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    // A dump of an initialised cluster skips initdb, which takes seconds.
    ...(options.snapshot === undefined ? {} : { loadDataDir: options.snapshot }),
  });
  let closed = false;

  const database: ScriptDatabase & { dump(): Promise<Blob> } = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pglite.query<Row>(sql, params);
      return { rows: result.rows };
    },
    dump: () => pglite.dumpDataDir('none'),
    notifiesAtCommit: true,
    async listen(channel: string, onNotification: (payload: string) => void) {
      assertChannelName(channel);
      await pglite.listen(channel, onNotification);
    },
    transaction<T>(work: (tx: ScriptTransaction) => Promise<T>) {
      return pglite.transaction((tx) => work(transactionHandle(tx)));
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
      if (dataDir !== undefined) restrictToOwner(dataDir);
    },
  };
  return database;
}

function transactionHandle(tx: Transaction): ScriptTransaction {
  const handle: ScriptTransaction = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await tx.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction: <T>(work: (inner: Database) => Promise<T>) => work(handle),
    async execScript(sql: string) {
      await tx.exec(sql);
    },
    close: () => Promise.reject(new Error('Close the database, not a transaction')),
  };
  return handle;
}

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
